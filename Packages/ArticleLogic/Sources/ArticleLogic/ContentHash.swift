public import FoundationEssentials
import MappedFileService
import UnicodeTextService

/// A 64-bit FNV-1a hash (`StableHash`): the same for the same bytes on every run and machine,
/// which Swift's `Hasher` (seeded per process) is not. Used to notice that a feed's body or an
/// article's text changed; it does not resist an adversary and needs not.
public enum ContentHash {
    /// Ends each string of `of(_ strings:)`.
    private static let separator: UInt8 = 0x1F

    public static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
        StableHash.of(bytes)
    }

    /// The hash of a fetched body, the same as `of(_:)`'s. It is read a mebibyte at a time, and
    /// a mapped body (HTTPService's large bodies) gives back the pages behind the reading as it
    /// goes, so that hashing it does not bring it all into memory.
    public static func of(body: Data) -> UInt64 {
        body.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var hash = StableHash()
            var start = 0
            while start < bytes.count {
                let end = min(start + (1 << 20), bytes.count)
                hash.mix(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                if let base = raw.baseAddress { MappedFile.release(before: base + end) }
                start = end
            }
            return hash.value
        }
    }

    /// The hash of the strings' UTF-8, each followed by a separator so that ("ab", "c") and
    /// ("a", "bc") differ: the hash of those bytes laid end to end, made without copying them.
    public static func of(_ strings: [String]) -> UInt64 {
        var hash = StableHash()
        for string in strings {
            hash.mix(string)
            hash.mix(separator)
        }
        return hash.value
    }

    /// The hash as a signed integer, the form SQLite stores.
    public static func stored(_ hash: UInt64) -> Int64 {
        Int64(bitPattern: hash)
    }
}
