import XMLService

/// Rewrites the bytes of a broken XML document into well-formed ones, for the second pass of a
/// lenient read. Only what a lenient reader should step over is changed:
///
/// - a bare `&`, or an `&name;` that is neither an XML nor an HTML entity nor one of `declared`
///   (the internal subset's, as the first pass expanded them), becomes `&amp;` so the text keeps
///   it as written (`AT&T`, `&foo;`);
/// - a character reference to a character XML forbids (`&#1;`) is dropped;
/// - control characters XML forbids (everything below 0x20 but tab, newline and carriage return)
///   are dropped;
/// - a `--` inside a comment, which XML forbids there, becomes `- -`;
/// - with `fixInvalidUTF8`, each byte that is not part of valid UTF-8 is read as Windows-1252,
///   so a Latin-1 or Windows-1252 document mislabelled UTF-8 (or a UTF-8 one with stray bytes)
///   keeps its text.
///
/// CDATA sections, comments, processing instructions and the doctype keep their `&`s. The input
/// must be ASCII-compatible (UTF-8 or an 8-bit encoding); line breaks are never added or removed.
enum XMLRepair {
    static func repair(
        _ bytes: UnsafeBufferPointer<UInt8>, fixInvalidUTF8: Bool, declared: Set<String> = []
    ) -> [UInt8] {
        if fixInvalidUTF8 {
            // A pass of its own, on the rare documents that need it; the rest is one pass.
            let fixed = Windows1252.repairingInvalidUTF8(bytes)
            return fixed.withUnsafeBufferPointer { repair($0, fixInvalidUTF8: false, declared: declared) }
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 16)
        var index = 0
        var skipUntil: StaticString?
        while index < bytes.count {
            let byte = bytes[index]
            if let terminator = skipUntil, byte == terminator.utf8Start[0],
                matches(bytes, at: index, terminator)
            {
                output.append(
                    contentsOf: UnsafeBufferPointer(
                        start: terminator.utf8Start, count: terminator.utf8CodeUnitCount))
                index += terminator.utf8CodeUnitCount
                skipUntil = nil
                continue
            }
            // Inside a comment: its terminator, `-->`, is the only one that starts with a hyphen.
            if skipUntil?.utf8Start[0] == UInt8(ascii: "-"), byte == UInt8(ascii: "-"),
                index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-")
            {
                // Not the comment's end (that matched above): a double hyphen inside it.
                output.append(contentsOf: [UInt8(ascii: "-"), UInt8(ascii: " ")])
                index += 1
                continue
            }
            switch byte {
            case 0x09, 0x0A, 0x0D:
                output.append(byte)
                index += 1
            case 0x00..<0x20:
                index += 1
            case UInt8(ascii: "<") where skipUntil == nil:
                skipUntil = opening(bytes, at: index)
                // A comment's opening `<!--` is copied whole, so its hyphens are not taken for a
                // double hyphen inside it.
                let opener = skipUntil?.utf8Start[0] == UInt8(ascii: "-") ? 4 : 1
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + opener]))
                index += opener
            case UInt8(ascii: "&") where skipUntil == nil:
                switch reference(bytes, at: index, declared: declared) {
                case .keep(let end):
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index...end]))
                    index = end + 1
                case .drop(let end):
                    index = end + 1
                case .escapeAmpersand:
                    output.append(contentsOf: ampersandEscape)
                    index += 1
                }
            default:
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// Whether `text` is at `index` in `bytes`.
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ text: StaticString)
        -> Bool
    {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
        return true
    }

    /// Where `text` next occurs in `bytes` from `start`, or nil.
    static func find(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if matches(bytes, at: index, text) { return index }
            index += 1
        }
        return nil
    }

    /// The terminator of the construct a `<` at `index` opens, when `&` means nothing inside it.
    private static func opening(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> StaticString? {
        if matches(bytes, at: index, "<![CDATA[") { return "]]>" }
        if matches(bytes, at: index, "<!--") { return "-->" }
        if matches(bytes, at: index, "<?") { return "?>" }
        if matches(bytes, at: index, "<!DOCTYPE") { return ">" }
        return nil
    }

    /// What becomes of the `&` at some index and the reference it may start.
    private enum ReferenceRepair {
        /// A valid reference ending at this index (its `;`): copied as it is.
        case keep(through: Int)
        /// A reference to a character XML forbids, ending at this index: dropped.
        case drop(through: Int)
        /// A bare `&`, or an unknown entity: the `&` becomes `&amp;`, the rest is kept as text.
        case escapeAmpersand
    }

    private static let ampersandEscape: [UInt8] = Array("&amp;".utf8)

    /// How to repair the reference starting with the `&` at `index`.
    private static func reference(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, declared: Set<String>)
        -> ReferenceRepair
    {
        var end = index + 1
        let limit = min(bytes.count, index + 40)
        while end < limit, bytes[end] != UInt8(ascii: ";"), isReferenceByte(bytes[end]) { end += 1 }
        guard end < limit, bytes[end] == UInt8(ascii: ";"), end > index + 1 else { return .escapeAmpersand }
        let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
        if !declared.isEmpty, declared.contains(String(decoding: name, as: UTF8.self)) {
            return .keep(through: end)
        }
        switch EntityText.classify(name) {
        case .valid: return .keep(through: end)
        case .forbiddenCharacter: return .drop(through: end)
        case .unknown: return .escapeAmpersand
        }
    }

    private static func isReferenceByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "_"),
            UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when the byte there starts none.
    static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upper = 0x9F
        case 0xF0:
            length = 4
            lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upper = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= lower, second <= upper else { return 0 }
        for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
