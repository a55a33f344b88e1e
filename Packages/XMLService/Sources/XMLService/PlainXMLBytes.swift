import UnicodeTextService

/// What the plain scanner needs to know of single bytes: which ones end a run of text, and which
/// are XML white space or ASCII name characters. Tables rather than comparisons, so the loop over
/// a run of text is one load and one test a byte where it is not plain ASCII (eight plain ASCII
/// bytes are stepped over at once, `isPlainTextWord`). The tables are written once, when first
/// used, and only read after that, so sharing them between threads is safe.
enum PlainXMLBytes {
    /// In character data: `<`, `&`, `]` (a possible `]]>`), carriage return, the other control
    /// characters, and every byte of a multi-byte UTF-8 sequence are not plain.
    nonisolated(unsafe) static let textStops: UnsafePointer<Bool> = table { byte in
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "]") || byte >= 0x80
            || (byte < 0x20 && byte != 0x09 && byte != 0x0A)
    }

    /// In a CDATA section: `]`, the control characters but tab, line feed and carriage return
    /// (libxml2 hands a CDATA section's carriage returns over as they are), and non-ASCII bytes.
    nonisolated(unsafe) static let cdataStops: UnsafePointer<Bool> = table { byte in
        byte == UInt8(ascii: "]") || byte >= 0x80
            || (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D)
    }

    /// Whether none of eight bytes read as a word (see UnicodeTextService's `ByteWord`) stops a
    /// run of character data: all ASCII, none a control character, `<`, `&` or `]`. May say
    /// no for a plain word (the run then goes on a byte at a time), never yes for another.
    @inline(__always)
    static func isPlainTextWord(_ word: UInt64) -> Bool {
        !ByteWord.hasNonASCIIOrBelow(0x20, in: word) && !ByteWord.contains(UInt8(ascii: "<"), in: word)
            && !ByteWord.contains(UInt8(ascii: "&"), in: word)
            && !ByteWord.contains(UInt8(ascii: "]"), in: word)
    }

    /// The same for a CDATA section: all ASCII, none a control character or `]`.
    @inline(__always)
    static func isPlainCDATAWord(_ word: UInt64) -> Bool {
        !ByteWord.hasNonASCIIOrBelow(0x20, in: word) && !ByteWord.contains(UInt8(ascii: "]"), in: word)
    }

    /// In a comment or a processing instruction: `-`, `?`, and the bytes text stops on but for
    /// `<`, `&` and `]`.
    nonisolated(unsafe) static let markupStops: UnsafePointer<Bool> = table { byte in
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?") || byte >= 0x80
            || (byte < 0x20 && byte != 0x09 && byte != 0x0A)
    }

    /// In an attribute value: both quotes, `<`, `&`, every control character (tabs and line ends
    /// become spaces), and non-ASCII bytes.
    nonisolated(unsafe) static let valueStops: UnsafePointer<Bool> = table { byte in
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: "&") || byte >= 0x80 || byte < 0x20
    }

    /// ASCII letters, `_` and `:`: what may start a name here (a name with other characters is
    /// left to libxml2).
    nonisolated(unsafe) static let nameStarts: UnsafePointer<Bool> = table(nameStart)

    /// ASCII name characters: the starts, digits, `.` and `-`.
    nonisolated(unsafe) static let nameCharacters: UnsafePointer<Bool> = table { byte in
        nameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-")
    }

    private static func nameStart(_ byte: UInt8) -> Bool {
        ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":")
    }

    /// A table of 256 answers, made once for the life of the process (never freed: the scans
    /// read it through a plain pointer, without bounds checks or reference counting).
    private static func table(_ stops: (UInt8) -> Bool) -> UnsafePointer<Bool> {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0...255 { table[byte] = stops(UInt8(byte)) }
        return UnsafePointer(table)
    }

    /// XML's white space: space, tab, line feed, carriage return.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// The length of the UTF-8 sequence of an XML character starting at `index` (its first byte
    /// at least 0x80), or nil when the bytes there are not well-formed UTF-8 or encode a
    /// character XML 1.0 forbids (a surrogate, U+FFFE, U+FFFF).
    @inline(__always)
    static func sequenceLength(_ bytes: UnsafePointer<UInt8>, at index: Int, count: Int) -> Int? {
        let lead = bytes[index]
        func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index + offset < count && bytes[index + offset] >= low && bytes[index + offset] <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : nil
        case 0xEF:
            // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are not XML characters.
            guard continuation(1), continuation(2) else { return nil }
            return bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE ? nil : 3
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }

    /// Whether `scalar` is a character XML 1.0 allows (what a character reference may name).
    static func isXMLCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Writes `scalar` as UTF-8 at `target` (room for 4 bytes); returns how many bytes.
    static func encode(_ scalar: UInt32, into target: UnsafeMutablePointer<UInt8>) -> Int {
        switch scalar {
        case 0..<0x80:
            target[0] = UInt8(scalar)
            return 1
        case 0x80..<0x800:
            target[0] = UInt8(0xC0 | (scalar >> 6))
            target[1] = UInt8(0x80 | (scalar & 0x3F))
            return 2
        case 0x800..<0x10000:
            target[0] = UInt8(0xE0 | (scalar >> 12))
            target[1] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
            target[2] = UInt8(0x80 | (scalar & 0x3F))
            return 3
        default:
            target[0] = UInt8(0xF0 | (scalar >> 18))
            target[1] = UInt8(0x80 | ((scalar >> 12) & 0x3F))
            target[2] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
            target[3] = UInt8(0x80 | (scalar & 0x3F))
            return 4
        }
    }
}
