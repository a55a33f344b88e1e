/// A cursor over the ASCII-compatible bytes of a document's prologue.
struct PrologueScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: ":"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    mutating func skipWhitespace() {
        while let byte = peek(), Self.isWhitespace(byte) { index += 1 }
    }

    func hasPrefix(_ text: StaticString, caseInsensitive: Bool = false) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count {
            let byte = bytes[index + offset]
            let expected = text.utf8Start[offset]
            if byte != expected && !(caseInsensitive && Self.lowercase(byte) == Self.lowercase(expected)) {
                return false
            }
        }
        return true
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Moves past the next occurrence of `terminator`; false when it does not occur.
    mutating func skip(past terminator: StaticString) -> Bool {
        while index < bytes.count {
            if hasPrefix(terminator) {
                index += terminator.utf8CodeUnitCount
                return true
            }
            index += 1
        }
        return false
    }

    /// Up to 40 printable characters from here, quoted, for an error message.
    func excerpt() -> String {
        var text = ""
        var offset = 0
        while let byte = peek(offset), offset < 40, byte != 0x0A, byte != 0x0D {
            text.append((0x20..<0x7F).contains(byte) ? Character(Unicode.Scalar(byte)) : "?")
            offset += 1
        }
        return "'\(text)'"
    }

    /// Moves past a name and returns where it lies.
    mutating func readName() -> Range<Int>? {
        let start = index
        while let byte = peek(), Self.isNameByte(byte) { index += 1 }
        return index > start ? start..<index : nil
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether the bytes in `range` spell `text`.
    func range(_ range: Range<Int>, is text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != text.utf8Start[offset] {
            return false
        }
        return true
    }

    /// Reads `name="value"` (or single quotes) at the cursor and returns where both lie.
    mutating func readAttribute() -> (name: Range<Int>, value: Range<Int>)? {
        skipWhitespace()
        guard let name = readName() else { return nil }
        skipWhitespace()
        guard peek() == UInt8(ascii: "=") else { return nil }
        index += 1
        skipWhitespace()
        guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            return nil
        }
        index += 1
        let start = index
        while let byte = peek(), byte != quote { index += 1 }
        guard peek() == quote else { return nil }
        index += 1
        return (name, start..<(index - 1))
    }

    /// Reads the XML declaration at the cursor and returns its encoding, moving past it.
    mutating func readDeclarationEncoding() -> String? {
        index += 5
        var encoding: String?
        while let attribute = readAttribute() {
            if range(attribute.name, is: "encoding") { encoding = string(attribute.value) }
        }
        _ = skip(past: "?>")
        return encoding
    }

    /// Whether the doctype at the cursor names the `html` root.
    func doctypeNamesHTML() -> Bool {
        var copy = self
        copy.index += 9
        copy.skipWhitespace()
        guard let name = copy.readName(), name.count == 4 else { return false }
        copy.index = name.lowerBound
        return copy.hasPrefix("html", caseInsensitive: true)
    }

    /// Moves past a doctype, internal subset and quoted literals included.
    mutating func skipDoctype() -> Bool {
        index += 9
        var quote: UInt8?
        var bracketDepth = 0
        while let byte = peek() {
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["): bracketDepth += 1
            case UInt8(ascii: "]"): bracketDepth -= 1
            case UInt8(ascii: ">") where bracketDepth <= 0: return true
            default: break
            }
        }
        return false
    }

    /// Reads the start tag at the cursor: its name, namespace and version.
    mutating func readRootElement() -> RootElement? {
        guard peek() == UInt8(ascii: "<") else { return nil }
        index += 1
        guard let qualified = readName() else { return nil }
        var localName = qualified
        var prefix: Range<Int>?
        if let colon = qualified.first(where: { bytes[$0] == UInt8(ascii: ":") }) {
            prefix = qualified.lowerBound..<colon
            localName = (colon + 1)..<qualified.upperBound
        }
        var root = RootElement(localName: string(localName))
        while let attribute = readAttribute() {
            let name = attribute.name
            let declaresPrefix =
                name.count > 6 && range(name.lowerBound..<(name.lowerBound + 6), is: "xmlns:")
            if range(name, is: "xmlns") || declaresPrefix {
                let value = attribute.value
                if range(value, is: FeedNamespace.rss1) { root.declaresRSS1 = true }
                if range(value, is: FeedNamespace.rss090) { root.declaresRSS090 = true }
                if string(value).lowercased() == FeedNamespace.itunes.description.lowercased() {
                    root.declaresItunes = true
                }
                let declared: Range<Int>? = declaresPrefix ? (name.lowerBound + 6)..<name.upperBound : nil
                let matches: Bool
                switch (declared, prefix) {
                case (nil, nil): matches = true
                case (let declared?, let prefix?): matches = string(declared) == string(prefix)
                default: matches = false
                }
                if matches { root.namespaceURI = string(value) }
            } else if range(name, is: "version") {
                root.version = string(attribute.value)
            }
        }
        skipWhitespace()
        guard peek() == UInt8(ascii: ">") || peek() == UInt8(ascii: "/") else { return nil }
        return root
    }
}
