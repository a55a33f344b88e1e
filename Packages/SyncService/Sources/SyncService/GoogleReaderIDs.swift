import FoundationEssentials
import UnicodeTextService

/// How the Google Reader API names items and streams, and how they become our integer ids.
///
/// An item has a long form, `tag:google.com,2005:reader/item/` and 16 hexadecimal digits, and a
/// short form, the same 64-bit number in decimal; both name one article. A feed is the stream
/// `feed/…`: FreshRSS and Miniflux number it (`feed/12`), and that number is its id here; a
/// server that names it by its address (Inoreader: `feed/https://…`) gets a stable 62-bit hash
/// of the stream with bit 62 set, which no numbered feed reaches, and the adapter finds the
/// stream again in the subscription list when it must name it.
enum GoogleReaderIDs {
    static let itemPrefix = "tag:google.com,2005:reader/item/"
    private static let itemPrefixBytes = Array(itemPrefix.utf8)
    static let readingList = "user/-/state/com.google/reading-list"
    static let read = "user/-/state/com.google/read"
    static let starred = "user/-/state/com.google/starred"
    static let labelPrefix = "user/-/label/"

    /// The article id an item's long or short form names; nil when it is neither.
    static func item(_ text: String) -> Int64? {
        if let long = longFormValue(text) { return long }
        if text.hasPrefix(itemPrefix) {
            let hex = text.dropFirst(itemPrefix.count)
            guard !hex.isEmpty, hex.count <= 16, let value = UInt64(hex, radix: 16) else { return nil }
            return Int64(bitPattern: value)
        }
        if let value = Int64(text) { return value }
        return UInt64(text).map { Int64(bitPattern: $0) }
    }

    /// The value of a long form written as servers write it, the prefix and 1 to 16 ASCII
    /// hexadecimal digits, read through a pointer to its bytes: a first sync reads thousands,
    /// and `hasPrefix`, `dropFirst` and `count` on a `String` walk its characters (and even its
    /// UTF-8 view, walked by index, cost 2,000 instructions an id). nil for anything else, which
    /// ``item(_:)`` then reads the general way.
    private static func longFormValue(_ text: String) -> Int64? {
        let prefix = itemPrefixBytes
        let prefixCount = prefix.count
        let read = text.utf8.withContiguousStorageIfAvailable { bytes -> Int64? in
            guard bytes.count > prefixCount, bytes.count <= prefixCount + 16,
                bytes.prefix(prefixCount).elementsEqual(prefix)
            else { return nil }
            var value: UInt64 = 0
            for index in prefixCount..<bytes.count {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt64(digit)
            }
            return Int64(bitPattern: value)
        }
        return read ?? nil
    }

    /// The long form of an article id, as every server accepts it.
    static func longForm(_ id: Int64) -> String {
        let hex = String(UInt64(bitPattern: id), radix: 16)
        return itemPrefix + String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    }

    /// The feed id of a `feed/…` stream; nil for a stream that is not a feed's.
    static func feed(_ stream: String) -> Int64? {
        guard stream.hasPrefix("feed/") else { return nil }
        let name = stream.dropFirst("feed/".count)
        if let number = Int64(name), number >= 0, number < hashedBit { return number }
        guard !name.isEmpty else { return nil }
        return hashed(stream)
    }

    /// The stream of a feed id that was a number; nil for a hashed one.
    static func numberedStream(_ feed: Int64) -> String? {
        feed >= 0 && feed < hashedBit ? "feed/\(feed)" : nil
    }

    /// The folder a `user/-/label/…` stream names; nil for any other stream.
    static func label(_ stream: String) -> String? {
        guard stream.hasPrefix(labelPrefix) else { return nil }
        let name = String(stream.dropFirst(labelPrefix.count))
        return name.isEmpty ? nil : name
    }

    /// The stream of a folder.
    static func labelStream(_ folder: String) -> String { labelPrefix + folder }

    /// Bit 62: set on every hashed feed id, never on a numbered one.
    private static let hashedBit: Int64 = 1 << 62

    /// FNV-1a over the stream's bytes, cut to 62 bits, with bit 62 set.
    private static func hashed(_ stream: String) -> Int64 {
        Int64(StableHash.of(stream.utf8) & 0x3FFF_FFFF_FFFF_FFFF) | hashedBit
    }
}
