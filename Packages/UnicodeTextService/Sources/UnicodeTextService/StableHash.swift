/// The 64-bit FNV-1a hash (offset basis 0xcbf29ce484222325, prime 0x100000001b3, fixed by its
/// specification): the same for the same bytes on every run and machine, which Swift's `Hasher`
/// (seeded per process) is not. For ids derived from text, names of cache files and noticing
/// that bytes changed; it does not resist an adversary.
///
/// Stored hashes (article and body hashes in the library, derived item ids, feed ids) depend on
/// these exact steps: changing them changes every stored value.
public struct StableHash: Sendable {
    /// FNV-1a's offset basis, where a hash starts.
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// FNV-1a's 64-bit prime.
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of what was mixed so far.
    public private(set) var value: UInt64

    /// A hash that starts from `start` (FNV-1a's offset basis, unless a caller needs a second,
    /// independent hash of the same bytes).
    public init(start: UInt64 = offsetBasis) {
        value = start
    }

    /// Mixes in one byte.
    public mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }

    /// Mixes in `bytes`, in order.
    public mutating func mix(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = value
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* Self.prime }
        value = hash
    }

    /// Mixes in `bytes`, in order; contiguous ones (arrays, `Data`, native strings' UTF-8) through
    /// a pointer: a generic sequence read byte by byte from another module cost a refresh 8 % of
    /// its time.
    public mutating func mix(_ bytes: some Sequence<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ mix($0) }) != nil { return }
        for byte in bytes { mix(byte) }
    }

    /// Mixes in the UTF-8 of `text`.
    public mutating func mix(_ text: String) {
        mix(text.utf8)
    }

    /// The hash of `bytes` alone.
    public static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = StableHash()
        hash.mix(bytes)
        return hash.value
    }
}
