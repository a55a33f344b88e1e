import FoundationEssentials

/// What publishers sometimes send in front of the XML declaration: white space, blank lines, or
/// a comment. XML allows nothing there, and libxml2 refuses the whole document; other readers
/// step over it, and so does Tidings, with a note.
enum DeclarationLead {
    /// `data` without the white space and comments in front of its XML declaration (kept after a
    /// UTF-8 byte order mark), and a note saying what was skipped; `data` itself and nil when the
    /// declaration comes first, or there is none.
    static func trimmed(_ data: Data) -> (data: Data, note: String?) {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let length = data.withUnsafeBytes { raw -> Int in
            let bytes = raw.bindMemory(to: UInt8.self)
            let start = bytes.starts(with: bom) ? bom.count : 0
            return leadLength(bytes, from: start)
        }
        guard length > 0 else { return (data, nil) }
        let hasBOM = data.starts(with: bom)
        let kept = (hasBOM ? Data(bom) : Data()) + data.dropFirst((hasBOM ? bom.count : 0) + length)
        return (kept, "the document has white space or a comment before its XML declaration; it was skipped")
    }

    /// How many bytes of white space and comments come at `start` before `<?xml`; 0 when none do
    /// or no declaration follows them.
    private static func leadLength(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "<") where XMLRepair.matches(bytes, at: index, "<!--"):
                guard let end = XMLRepair.find(bytes, "-->", from: index + 4) else { return 0 }
                index = end + 3
            case UInt8(ascii: "<") where XMLRepair.matches(bytes, at: index, "<?xml"):
                guard index + 5 < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5]) else {
                    return 0
                }
                return index - start
            default:
                return 0
            }
        }
        return 0
    }
}
