import FoundationEssentials
import UnicodeTextService

/// Character data, CDATA sections, references, comments and processing instructions. Text goes to
/// the handler in runs that point into the document itself; only what XML changes (a carriage
/// return, which becomes a line feed, and a reference) is handed over from a buffer of its own.
extension PlainXMLScan {
    /// The line feed a carriage return (or a CR LF pair) becomes.
    private static let lineFeed: StaticString = "\n"

    /// Character data, up to the next `<`.
    mutating func text(_ handler: any XMLEventHandler) throws(Declined) {
        let start = index
        var run = index
        let stops = textStops
        while true {
            skipPlain(stops: stops, word: PlainXMLBytes.isPlainTextWord)
            guard index < count else { throw Declined() }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                guard index - start <= PlainXMLScanner.maxRunLength else { throw Declined() }
                flush(from: run, to: handler)
                return
            case UInt8(ascii: "&"):
                flush(from: run, to: handler)
                let (length, next) = try reference(at: index, end: count)
                handler.characters(XMLBytes(start: character, count: length))
                index = next
                run = index
            case 0x0D:
                flush(from: run, to: handler)
                handler.characters(XMLBytes(start: Self.lineFeed.utf8Start, count: 1))
                index += index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
                run = index
            case UInt8(ascii: "]"):
                // `]]>` may not stand in character data.
                guard
                    !(index + 2 < count && bytes[index + 1] == UInt8(ascii: "]")
                        && bytes[index + 2] == UInt8(ascii: ">"))
                else { throw Declined() }
                index += 1
            case 0x80...0xFF:
                try skipEncodedCharacter()
            default:
                // A control character XML forbids.
                throw Declined()
            }
        }
    }

    /// Steps over plain bytes and well-formed multi-byte characters up to the next of `stops`
    /// that is ASCII (or the end, or a byte that is not UTF-8, where the caller declines): eight
    /// at a time while `word` says the next eight are plain ASCII, one at a time through a word
    /// where it does not (a multi-byte character, a line feed), then eight at a time again.
    @inline(__always)
    private mutating func skipPlain(stops: UnsafePointer<Bool>, word isPlain: (UInt64) -> Bool) {
        while true {
            while index + 8 <= count, isPlain(ByteWord.load(bytes + index)) { index += 8 }
            let limit = min(index + 8, count)
            while index < limit {
                let byte = bytes[index]
                if byte >= 0x80 {
                    guard let length = PlainXMLBytes.sequenceLength(bytes, at: index, count: count) else {
                        return
                    }
                    index += length
                } else if stops[Int(byte)] {
                    return
                } else {
                    index += 1
                }
            }
            if index >= count { return }
        }
    }

    /// Hands the bytes from `run` to the current position to the handler, when there are any.
    private func flush(from run: Int, to handler: any XMLEventHandler) {
        if index > run { handler.characters(XMLBytes(start: bytes + run, count: index - run)) }
    }

    /// `<![CDATA[…]]>`: its text as character data, as it stands (libxml2 does not turn a CDATA
    /// section's carriage returns into line feeds, so neither does this).
    mutating func cdata(_ handler: any XMLEventHandler) throws(Declined) {
        index += 9
        let start = index
        let stops = cdataStops
        while true {
            skipPlain(stops: stops, word: PlainXMLBytes.isPlainCDATAWord)
            guard index < count else { throw Declined() }
            switch bytes[index] {
            case UInt8(ascii: "]"):
                if index + 2 < count, bytes[index + 1] == UInt8(ascii: "]"),
                    bytes[index + 2] == UInt8(ascii: ">")
                {
                    guard index - start <= PlainXMLScanner.maxRunLength else { throw Declined() }
                    flush(from: start, to: handler)
                    index += 3
                    return
                }
                index += 1
            case 0x80...0xFF:
                try skipEncodedCharacter()
            default:
                throw Declined()
            }
        }
    }

    /// `<!--…-->`, stepped over; `--` may not stand inside, nor may a character XML forbids.
    mutating func comment() throws(Declined) {
        index += 4
        let start = index
        try skipMarkup { scan throws(Declined) in
            guard scan.bytes[scan.index] == UInt8(ascii: "-") else { return false }
            guard scan.index + 1 < scan.count, scan.bytes[scan.index + 1] == UInt8(ascii: "-") else {
                return false
            }
            guard scan.index + 2 < scan.count, scan.bytes[scan.index + 2] == UInt8(ascii: ">") else {
                throw Declined()
            }
            return true
        }
        guard index - start <= PlainXMLScanner.maxRunLength else { throw Declined() }
        index += 3
    }

    /// `<?target …?>`, stepped over. The target is an ASCII name without a colon, and not `xml` in
    /// any case, nor another name starting so but `xml-stylesheet` and `xml-model`.
    mutating func processingInstruction() throws(Declined) {
        index += 2
        let targetStart = index
        while index < count, nameCharacters[Int(bytes[index])] {
            guard bytes[index] != UInt8(ascii: ":") else { throw Declined() }
            index += 1
        }
        let target = slice(targetStart, index - targetStart)
        guard target.count > 0, nameStarts[Int(bytes[targetStart])] else { throw Declined() }
        if target.count >= 3, (bytes[targetStart] | 0x20) == UInt8(ascii: "x"),
            (bytes[targetStart + 1] | 0x20) == UInt8(ascii: "m"),
            (bytes[targetStart + 2] | 0x20) == UInt8(ascii: "l"),
            !(target == "xml-stylesheet" || target == "xml-model")
        {
            throw Declined()
        }
        guard starts(with: "?>") || (index < count && PlainXMLBytes.isSpace(bytes[index])) else {
            throw Declined()
        }
        let start = index
        try skipMarkup { scan throws(Declined) in
            scan.bytes[scan.index] == UInt8(ascii: "?") && scan.index + 1 < scan.count
                && scan.bytes[scan.index + 1] == UInt8(ascii: ">")
        }
        guard index - start <= PlainXMLScanner.maxRunLength else { throw Declined() }
        index += 2
    }

    /// Steps over the characters of a comment or processing instruction, checking each, up to where
    /// `ends` (asked at each `-` and `?`) says the markup ends.
    private mutating func skipMarkup(ends: (PlainXMLScan) throws(Declined) -> Bool) throws(Declined) {
        let stops = markupStops
        while true {
            while index < count, !stops[Int(bytes[index])] { index += 1 }
            guard index < count else { throw Declined() }
            switch bytes[index] {
            case UInt8(ascii: "-"), UInt8(ascii: "?"):
                if try ends(self) { return }
                index += 1
            case 0x0D:
                index += 1
            case 0x80...0xFF:
                try skipEncodedCharacter()
            default:
                throw Declined()
            }
        }
    }

    /// The reference at `position` (`&amp;`, `&#233;`, `&#xE9;`), written as UTF-8 to
    /// `character`: its length there, and the position after the reference. Only XML's five
    /// entities and references to characters XML allows are read here.
    func reference(at position: Int, end: Int) throws(Declined) -> (length: Int, next: Int) {
        var cursor = position + 1
        guard cursor < end else { throw Declined() }
        if bytes[cursor] == UInt8(ascii: "#") {
            cursor += 1
            let hex = cursor < end && bytes[cursor] == UInt8(ascii: "x")
            if hex { cursor += 1 }
            var scalar: UInt32 = 0
            let digitsStart = cursor
            while cursor < end, bytes[cursor] != UInt8(ascii: ";") {
                guard cursor - digitsStart < 8, let digit = Self.digit(bytes[cursor], hex: hex) else {
                    throw Declined()
                }
                scalar = scalar * (hex ? 16 : 10) + digit
                cursor += 1
            }
            guard cursor < end, cursor > digitsStart, PlainXMLBytes.isXMLCharacter(scalar) else {
                throw Declined()
            }
            return (PlainXMLBytes.encode(scalar, into: character), cursor + 1)
        }
        let nameStart = cursor
        while cursor < end, cursor - nameStart < 5, bytes[cursor] != UInt8(ascii: ";") { cursor += 1 }
        guard cursor < end, bytes[cursor] == UInt8(ascii: ";") else { throw Declined() }
        let name = slice(nameStart, cursor - nameStart)
        let replacement: UInt8
        if name == "lt" {
            replacement = UInt8(ascii: "<")
        } else if name == "gt" {
            replacement = UInt8(ascii: ">")
        } else if name == "amp" {
            replacement = UInt8(ascii: "&")
        } else if name == "quot" {
            replacement = UInt8(ascii: "\"")
        } else if name == "apos" {
            replacement = UInt8(ascii: "'")
        } else {
            throw Declined()
        }
        character[0] = replacement
        return (1, cursor + 1)
    }

    private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
