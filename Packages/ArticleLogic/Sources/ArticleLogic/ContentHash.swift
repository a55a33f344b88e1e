public import FoundationEssentials
import MappedFileService

/// A 64-bit FNV-1a hash: the same for the same bytes on every run and machine, which
/// Swift's `Hasher` (seeded per process) is not. Used to notice that a feed's body or an
/// article's text changed; it does not resist an adversary and needs not.
public enum ContentHash {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3
    /// Ends each string of `of(_ strings:)`.
    private static let separator: UInt8 = 0x1F

    public static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
        mixing(bytes, into: offsetBasis)
    }

    /// The hash of a fetched body, the same as `of(_:)`'s. It is read a mebibyte at a time, and
    /// a body spooled to a file (HTTPService's large bodies) gives back the pages behind the
    /// reading as it goes, so that hashing it does not bring it all into memory.
    public static func of(body: Data) -> UInt64 {
        body.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var hash = offsetBasis
            var start = 0
            while start < bytes.count {
                let end = min(start + (1 << 20), bytes.count)
                hash = serially(UnsafeBufferPointer(rebasing: bytes[start..<end]), into: hash)
                if let base = raw.baseAddress { MappedFile.release(before: base + end) }
                start = end
            }
            return hash
        }
    }

    /// The hash of the strings' UTF-8, each followed by a separator so that ("ab", "c") and
    /// ("a", "bc") differ: the hash of those bytes laid end to end, made without copying them.
    public static func of(_ strings: [String]) -> UInt64 {
        var hash = offsetBasis
        for string in strings {
            hash = mixing(string.utf8, into: hash)
            hash = (hash ^ UInt64(separator)) &* prime
        }
        return hash
    }

    /// The hash as a signed integer, the form SQLite stores.
    public static func stored(_ hash: UInt64) -> Int64 {
        Int64(bitPattern: hash)
    }

    /// `hash` continued over `bytes`. Contiguous bytes (Data, arrays, native strings' UTF-8) are
    /// read through a pointer: iterating a generic sequence byte by byte across the module
    /// boundary cost a refresh 8% of its time.
    private static func mixing(_ bytes: some Sequence<UInt8>, into hash: UInt64) -> UInt64 {
        if let mixed = bytes.withContiguousStorageIfAvailable({ serially($0, into: hash) }) { return mixed }
        return serially(bytes, into: hash)
    }

    private static func serially(_ bytes: some Sequence<UInt8>, into start: UInt64) -> UInt64 {
        var hash = start
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }
}
