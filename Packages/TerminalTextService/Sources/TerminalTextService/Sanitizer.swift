/// What `sanitize` does with tab characters.
public enum TabHandling: Equatable, Sendable {
    /// Tabs become spaces up to the next stop, every `width` cells from the start of the line.
    case expand(width: Int)
    /// Tabs stay, for a caller that lays text out itself (and must expand them before printing).
    case keep
}

extension TerminalText {
    /// `text` made safe to print: every terminal escape sequence and control character removed.
    ///
    /// Removed (not made visible), because none of them is text a reader wants to see:
    /// - whole escape sequences: CSI (`ESC [` … final byte, and the 8-bit CSI U+009B), OSC
    ///   (`ESC ]` … BEL or ST: window titles, OSC 52 clipboard writes, hyperlinks), DCS, SOS, PM
    ///   and APC strings (`ESC P`, `ESC X`, `ESC ^`, `ESC _` … ST) and two-character escapes
    ///   (`ESC 7`, `ESC c`, `ESC ( B` …). An unterminated string ends at the next newline, so
    ///   one stray sequence cannot swallow the rest of an article;
    /// - C0 controls other than newline and tab, DEL, and C1 controls (U+0080–U+009F);
    /// - bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can make
    ///   text read differently from what it is.
    ///
    /// Carriage returns, CR LF pairs and the Unicode line and paragraph separators become
    /// newlines. Tabs become spaces (see `TabHandling`). Text that needs nothing is returned as is.
    public static func sanitize(_ text: String, tabs: TabHandling = .expand(width: 8)) -> String {
        var output = needsSanitizing(text) ? EscapeStripper.strip(text.unicodeScalars) : text
        if case .expand(let tabWidth) = tabs, output.utf8.contains(0x09) {
            output = expandTabs(output, tabWidth: tabWidth)
        }
        return output
    }

    /// `text` with each tab replaced by spaces up to the next multiple of `tabWidth` cells,
    /// counted from the start of its line.
    public static func expandTabs(_ text: String, tabWidth: Int = 8) -> String {
        let tabWidth = max(tabWidth, 1)
        return SystemLocale.withUTF8 {
            var output = ""
            var column = 0
            for character in text {
                switch character {
                case "\t":
                    let spaces = tabWidth - column % tabWidth
                    output += String(repeating: " ", count: spaces)
                    column += spaces
                case "\n", "\r\n":
                    output.append(character)
                    column = 0
                default:
                    output.append(character)
                    column += CellWidth.of(character)
                }
            }
            return output
        }
    }

    /// Whether `text` holds anything `sanitize` removes or rewrites, tabs aside; a quick scan
    /// of the UTF-8 bytes.
    static func needsSanitizing(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { needsSanitizing(utf8: $0) }
    }

    /// The check over contiguous UTF-8; printable ASCII, nearly all of most text, is passed over
    /// first.
    private static func needsSanitizing(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in utf8 {
            if byte >= 0x20, byte < 0x7F {
                beforePrevious = previous
                previous = byte
                continue
            }
            switch byte {
            case 0x09, 0x0A:
                break
            case 0x00...0x1F, 0x7F:
                return true
            case 0x80...0x9F where previous == 0xC2:
                return true  // U+0080–U+009F
            case 0xA8...0xAE where previous == 0x80 && beforePrevious == 0xE2:
                return true  // U+2028–U+202E
            case 0xA6...0xA9 where previous == 0x81 && beforePrevious == 0xE2:
                return true  // U+2066–U+2069
            default:
                break
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}

/// Removes escape sequences and controls from a run of scalars (ECMA-48 framing).
enum EscapeStripper {
    private static let escape: UInt32 = 0x1B
    private static let bell: UInt32 = 0x07
    private static let stringTerminator: UInt32 = 0x9C

    static func strip(_ scalars: String.UnicodeScalarView) -> String {
        let input = Array(scalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < input.count {
            let value = input[index].value
            switch value {
            case 0x09, 0x0A:
                output.append(input[index])
                index += 1
            case 0x0D:
                output.append("\n")
                index += 1
                if index < input.count, input[index].value == 0x0A { index += 1 }
            case 0x2028, 0x2029:
                output.append("\n")
                index += 1
            case escape:
                index = endOfEscape(in: input, at: index)
            case 0x9B:  // 8-bit CSI
                index = endOfControlSequence(in: input, from: index + 1)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:  // 8-bit DCS, SOS, OSC, PM, APC
                index = endOfString(in: input, from: index + 1)
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                index += 1
            default:
                output.append(input[index])
                index += 1
            }
        }
        return String(output)
    }

    /// The index after the escape sequence that starts with the ESC at `start`.
    private static func endOfEscape(in input: [Unicode.Scalar], at start: Int) -> Int {
        let next = start + 1
        guard next < input.count else { return next }
        switch input[next].value {
        case 0x5B:  // [  CSI
            return endOfControlSequence(in: input, from: next + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ]  P  X  ^  _  OSC, DCS, SOS, PM, APC
            return endOfString(in: input, from: next + 1)
        case 0x20...0x2F:  // intermediate bytes, then one final byte: ESC ( B, ESC # 8
            var index = next
            while index < input.count, (0x20...0x2F).contains(input[index].value) { index += 1 }
            if index < input.count, (0x30...0x7E).contains(input[index].value) { index += 1 }
            return index
        case 0x30...0x7E:  // a two-character escape: ESC 7, ESC c, a stray ESC \
            return next + 1
        default:  // ESC before a control or a non-ASCII character: drop the ESC alone
            return next
        }
    }

    /// The index after a control sequence whose parameters start at `start`. A malformed one
    /// ends at the first byte that cannot belong to it, which is then read as usual.
    private static func endOfControlSequence(in input: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < input.count, (0x30...0x3F).contains(input[index].value) { index += 1 }
        while index < input.count, (0x20...0x2F).contains(input[index].value) { index += 1 }
        if index < input.count, (0x40...0x7E).contains(input[index].value) { index += 1 }
        return index
    }

    /// The index after a control string (OSC, DCS, SOS, PM, APC) whose body starts at `start`:
    /// past BEL or ST, or at the next newline or ESC when it is not terminated.
    private static func endOfString(in input: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < input.count {
            switch input[index].value {
            case bell, stringTerminator:
                return index + 1
            case escape:
                if index + 1 < input.count, input[index + 1] == "\\" { return index + 2 }
                return index
            case 0x0A, 0x0D:
                return index
            case 0x18, 0x1A:  // CAN and SUB cancel the string
                return index + 1
            default:
                index += 1
            }
        }
        return index
    }
}
