/// Reads a person written as one string, as RSS does: `jo@example.com (Jo Doe)`,
/// `Jo Doe <jo@example.com>`, `jo@example.com`, or a plain name. Works on UTF-8 bytes: the
/// delimiters are ASCII, and `Character`-by-`Character` scanning costs more than the rest of a
/// small item.
enum PersonText {
    static func person(from text: String) -> ParsedPerson? {
        let bytes = Array(text.utf8)
        guard let whole = trimmed(bytes, 0..<bytes.count) else { return nil }
        guard bytes[whole].contains(UInt8(ascii: "@")) else {
            return ParsedPerson(name: string(bytes, whole))
        }
        let last = bytes[whole.upperBound - 1]
        if last == UInt8(ascii: ")"), let open = bytes[whole].firstIndex(of: UInt8(ascii: "(")) {
            let outside = trimmed(bytes, whole.lowerBound..<open)
            let inside = trimmed(bytes, (open + 1)..<(whole.upperBound - 1))
            if let outside, bytes[outside].contains(UInt8(ascii: "@")) {
                return ParsedPerson(name: inside.map { string(bytes, $0) }, email: string(bytes, outside))
            }
        }
        if last == UInt8(ascii: ">"), let open = bytes[whole].firstIndex(of: UInt8(ascii: "<")) {
            let name = trimmed(bytes, whole.lowerBound..<open)
            if let email = trimmed(bytes, (open + 1)..<(whole.upperBound - 1)),
                bytes[email].contains(UInt8(ascii: "@"))
            {
                return ParsedPerson(name: name.map { string(bytes, $0) }, email: string(bytes, email))
            }
        }
        guard !bytes[whole].contains(UInt8(ascii: " ")) else {
            return ParsedPerson(name: string(bytes, whole))
        }
        var email = string(bytes, whole)
        if email.hasPrefix("mailto:") { email = String(email.dropFirst(7)) }
        return ParsedPerson(email: email)
    }

    /// `range` without surrounding whitespace, or nil when nothing is left.
    private static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int>? {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, FeedDateParser.isSpace(bytes[start]) { start += 1 }
        while end > start, FeedDateParser.isSpace(bytes[end - 1]) { end -= 1 }
        return start < end ? start..<end : nil
    }

    private static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
