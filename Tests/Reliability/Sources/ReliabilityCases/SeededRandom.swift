import Foundation

/// SplitMix64: a small random number generator with a seed, so that a run's random kill times
/// can be replayed (`RELIABILITY_SEED=N make reliability`).
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    let seed: UInt64

    init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// Seeded from `$RELIABILITY_SEED` when set, else from the system's generator.
    static func fromEnvironment() -> SeededRandom {
        let given = ProcessInfo.processInfo.environment["RELIABILITY_SEED"].flatMap { UInt64($0) }
        return SeededRandom(seed: given ?? UInt64.random(in: 1...UInt64(UInt32.max)))
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
