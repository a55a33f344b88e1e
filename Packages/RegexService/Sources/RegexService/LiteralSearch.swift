/// A pattern with no special character, in ASCII, searched for as plain bytes: the common
/// filter (`title =~ "linux"`) then never leaves the text's bytes.
struct LiteralSearch {
    /// The bytes to find, lowercased when `ignoringCase`.
    private let needle: [UInt8]
    private let ignoringCase: Bool

    /// The characters that mean something in an extended regular expression.
    private static let special = Set("\\^$.|?*+()[]{}".utf8)

    /// A literal search for `pattern`, or nil when it needs the regular expression engine.
    init?(_ pattern: String, ignoringCase: Bool) {
        guard pattern.utf8.allSatisfy({ $0 != 0 && $0 < 0x80 && !Self.special.contains($0) }) else {
            return nil
        }
        self.ignoringCase = ignoringCase
        needle = pattern.utf8.map { Self.fold($0, ignoringCase) }
    }

    /// Whether the needle occurs in `text`, folding ASCII letters in `text` when `ignoringCase`.
    func occurs(in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard text.count >= needle.count else { return false }
        let last = text.count - needle.count
        var start = 0
        while start <= last {
            if Self.fold(text[start], ignoringCase) == first {
                var offset = 1
                while offset < needle.count, Self.fold(text[start + offset], ignoringCase) == needle[offset] {
                    offset += 1
                }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    private static func fold(_ byte: UInt8, _ ignoringCase: Bool) -> UInt8 {
        ignoringCase && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
