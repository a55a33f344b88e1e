import FoundationEssentials

/// Escapes the bare `&` that many OPML exporters leave in URLs (`feed?a=1&b=2`), for lenient
/// reads only. libxml2's recovery would drop the `&` and the name after it, turning the
/// address into a different one; escaping first keeps it, and each repair is reported.
///
/// It works on bytes, which is exact for every ASCII-compatible encoding (UTF-8, ISO-8859-*,
/// Windows-125x); UTF-16 files are left alone. `&` inside comments, CDATA sections and
/// processing instructions is legal and left as it is.
enum AmpersandRepair {
    private static let ampersand = UInt8(ascii: "&")
    private static let escapedAmpersand = Array("&amp;".utf8)

    /// `data` with each bare `&` escaped, and where each one was (1-based line and column,
    /// counting characters as UTF-8).
    static func repair(_ data: Data) -> (data: Data, diagnostics: [OPMLDiagnostic]) {
        let bytes = [UInt8](data)
        guard bytes.contains(ampersand), !isUTF16(bytes) else { return (data, []) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var diagnostics: [OPMLDiagnostic] = []
        var position = Position()
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), let end = endOfLiteralSection(bytes, at: index) {
                for literal in bytes[index..<end] { position.advance(past: literal) }
                output.append(contentsOf: bytes[index..<end])
                index = end
                continue
            }
            position.advance(past: byte)
            if byte == ampersand, !startsReference(bytes, at: index) {
                output.append(contentsOf: escapedAmpersand)
                diagnostics.append(
                    OPMLDiagnostic(
                        line: position.line, column: position.column, message: "unescaped '&' read as '&amp;'"
                    ))
            } else {
                output.append(byte)
            }
            index += 1
        }
        return (Data(output), diagnostics)
    }

    /// A 1-based line and column, counting characters as UTF-8.
    private struct Position {
        var line = 1
        var column = 0

        /// Moves past `byte`; UTF-8 continuation bytes do not start a character.
        mutating func advance(past byte: UInt8) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    /// Whether the `&` at `index` starts `&name;`, `&#123;` or `&#x1F;`.
    private static func startsReference(_ bytes: [UInt8], at index: Int) -> Bool {
        var cursor = index + 1
        guard cursor < bytes.count else { return false }
        let belongs: (UInt8) -> Bool
        if bytes[cursor] == UInt8(ascii: "#") {
            cursor += 1
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "x") {
                cursor += 1
                belongs = isHexDigit
            } else {
                belongs = { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            }
        } else {
            guard isNameStart(bytes[cursor]) else { return false }
            belongs = {
                isNameStart($0) || isHexDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            }
        }
        let start = cursor
        while cursor < bytes.count, belongs(bytes[cursor]) { cursor += 1 }
        return cursor > start && cursor < bytes.count && bytes[cursor] == UInt8(ascii: ";")
    }

    /// The index after a comment, CDATA section or processing instruction starting at
    /// `index`, or nil when none starts there.
    private static func endOfLiteralSection(_ bytes: [UInt8], at index: Int) -> Int? {
        for (opening, closing) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>")] {
            let open = Array(opening.utf8)
            guard bytes[index...].starts(with: open) else { continue }
            let close = Array(closing.utf8)
            var cursor = index + open.count
            while cursor < bytes.count {
                if bytes[cursor...].starts(with: close) { return cursor + close.count }
                cursor += 1
            }
            return bytes.count
        }
        return nil
    }

    private static func isUTF16(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 2 else { return false }
        return (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)
            || bytes[0] == 0
            || bytes[1] == 0
    }

    /// An ASCII letter, `_` or `:`, or any byte of a non-ASCII character: what may start a name.
    private static func isNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
