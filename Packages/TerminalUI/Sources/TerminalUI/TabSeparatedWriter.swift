/// Writes lines of tab-separated fields as sfeed(5) lays them out, so that its tools
/// (`sfeed_plain`, `sfeed_curses`, `awk -F '\t'`) read what Tidings writes:
///
/// - a one-line field (`field(_:)`) has each whitespace character (tab, line feed, vertical tab,
///   form feed, carriage return) replaced by a space;
/// - a multi-line field (`multilineField(_:)`, sfeed's content) has tab, line feed and
///   backslash escaped as `\t`, `\n` and `\\`, and the other whitespace characters but the space
///   left out;
/// - in both, control characters are left out: C0 and DEL as sfeed does, and, as in every text
///   Tidings prints, C1 controls and the invisible formatting characters (zero-width characters,
///   bidirectional controls, the byte order mark), which could change what a terminal shows.
///
/// Lines go to `drain` a chunk at a time, so output of any length passes through one small
/// buffer.
public struct TabSeparatedWriter: ~Copyable {
    private var bytes: ByteSink
    /// Whether a field was written on the current line (the next one is preceded by a tab).
    private var lineHasField = false

    /// A writer that hands what it writes to `drain` whenever `chunkSize` bytes have gathered,
    /// and the rest at `flush()`.
    public init(chunkSize: Int = 64 * 1024, drain: @escaping (UnsafeRawBufferPointer) -> Void) {
        bytes = ByteSink(capacity: chunkSize, drain: drain)
    }

    /// Hands what has gathered to the drain.
    public mutating func flush() {
        bytes.drainAll()
    }

    /// A one-line field; nil writes an empty one.
    public mutating func field(_ text: String?) {
        separate()
        guard let text else { return }
        appendBytes(of: text, multiline: false)
    }

    /// A field that may hold several lines; nil writes an empty one.
    public mutating func multilineField(_ text: String?) {
        separate()
        guard let text else { return }
        appendBytes(of: text, multiline: true)
    }

    /// A whole number; nil writes an empty field.
    public mutating func field(_ number: Int64?) {
        separate()
        guard let number else { return }
        // The digits written in place, without making a `String` of the number.
        var magnitude = number.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let sign = number < 0 ? 1 : 0
        bytes.write(sign + digits) { target in
            if sign == 1 { target[0] = UInt8(ascii: "-") }
            var position = sign + digits - 1
            repeat {
                target[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
                position -= 1
            } while position >= sign
        }
    }

    /// A field of several values with `separator` between them (sfeed's categories: `|`).
    public mutating func field(_ values: [String], separator: StaticString) {
        separate()
        for index in values.indices {
            if index > 0 { bytes.append(separator) }
            appendBytes(of: values[index], multiline: false)
        }
    }

    /// Ends the current line.
    public mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
        lineHasField = false
    }

    private mutating func separate() {
        if lineHasField { bytes.append(UInt8(ascii: "\t")) }
        lineHasField = true
    }

    private mutating func appendBytes(of text: String, multiline: Bool) {
        StringBytes.with(text) { append($0, multiline: multiline) }
    }

    /// Appends `text` with the field's rules: runs of plain bytes copied at once, the rest
    /// replaced, escaped or left out a character at a time.
    private mutating func append(_ text: UnsafeBufferPointer<UInt8>, multiline: Bool) {
        guard let base = text.baseAddress else { return }
        var start = 0
        var index = 0
        let plain = TabSeparatedEscaping.plainBytes
        while index < text.count {
            index = PlainRun.end(
                of: text, from: index, plain: plain, stoppingAt: UInt8(ascii: "\\"), UInt8(ascii: "\\"))
            guard index < text.count else { break }
            let byte = text[index]
            var replacement: StaticString?
            var length = 1
            switch byte {
            case UInt8(ascii: "\\"):
                guard multiline else {
                    index += 1
                    continue
                }
                replacement = "\\\\"
            case 0x09: replacement = multiline ? "\\t" : " "
            case 0x0A: replacement = multiline ? "\\n" : " "
            case 0x0B, 0x0C, 0x0D: replacement = multiline ? nil : " "
            case 0x00..<0x20, 0x7F: break
            default:
                length = Self.invisibleLength(at: index, in: text)
                guard length > 0 else {
                    index += 1
                    continue
                }
            }
            if index > start { bytes.append(base + start, index - start) }
            if let replacement { bytes.append(replacement) }
            index += length
            start = index
        }
        if text.count > start { bytes.append(base + start, text.count - start) }
    }

    /// The length of the C1 control, invisible formatting character or byte order mark whose
    /// UTF-8 starts at `index`, or 0 when another character starts there.
    private static func invisibleLength(at index: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
        switch text[index] {
        case 0xC2 where index + 1 < text.count && (0x80...0x9F).contains(text[index + 1]):
            return 2
        case 0xE2 where index + 2 < text.count && (0x80...0x81).contains(text[index + 1]):
            let scalar = 0x2000 | (UInt32(text[index + 1] & 0x3F) << 6) | UInt32(text[index + 2] & 0x3F)
            return JSONWriter.isInvisible(scalar) ? 3 : 0
        case 0xEF where index + 2 < text.count && text[index + 1] == 0xBB && text[index + 2] == 0xBF:
            return 3
        default:
            return 0
        }
    }
}

/// The bytes `TabSeparatedWriter` copies as they are: everything but the C0 controls, DEL, the
/// backslash and the lead bytes of the characters it leaves out (C1 controls after 0xC2,
/// invisible formatting characters after 0xE2, the byte order mark after 0xEF).
enum TabSeparatedEscaping {
    nonisolated(unsafe) static let plainBytes: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0...255 {
            table[byte] =
                !(byte < 0x20 || byte == 0x7F || byte == Int(UInt8(ascii: "\\")) || byte == 0xC2
                || byte == 0xE2 || byte == 0xEF)
        }
        return UnsafePointer(table)
    }()
}
