import Foundation

/// Times a piece of work: a few warm-up runs, then the median of the measured runs.
public enum Measurement {
    public static func median(runs: Int, warmUp: Int = 2, _ work: () async throws -> Void) async rethrows
        -> Duration
    {
        for _ in 0..<warmUp { try await work() }
        var samples: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let start = clock.now
            try await work()
            samples.append(clock.now - start)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Milliseconds, for printing.
    public static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}

/// One line of the results table.
public struct BenchmarkRow: Sendable {
    public var name: String
    public var milliseconds: Double
    public var targetMilliseconds: Double
    public var note: String

    public init(name: String, milliseconds: Double, targetMilliseconds: Double, note: String = "") {
        self.name = name
        self.milliseconds = milliseconds
        self.targetMilliseconds = targetMilliseconds
        self.note = note
    }

    public var met: Bool { milliseconds < targetMilliseconds }

    public var formatted: String {
        let name = self.name.padding(toLength: 52, withPad: " ", startingAt: 0)
        let value = String(format: "%9.2f ms", milliseconds)
        let target = String(format: "< %4.0f ms", targetMilliseconds)
        return "\(name) \(value)   \(target)   \(met ? "met" : "MISSED")\(note.isEmpty ? "" : "   \(note)")"
    }
}
