import FoundationEssentials

/// HTML5 templates write `<!doctype html>` in lower case, and some feeds inherit it. XML spells
/// the keyword `DOCTYPE` only, and libxml2 refuses any other spelling as a broken start tag;
/// other readers step over it, and so does Tidings: in the prologue, the keyword is rewritten to
/// upper case in place (same length, so every position stays), with a note.
enum DoctypeKeyword {
    /// `data` with its doctype keyword in upper case, and a note; `data` itself and nil when the
    /// keyword is already `DOCTYPE`, absent, or the text is not in an ASCII-compatible encoding.
    static func repaired(_ data: Data) -> (data: Data, note: String?) {
        let offset = data.withUnsafeBytes { raw in keywordOffset(raw.bindMemory(to: UInt8.self)) }
        guard let offset else { return (data, nil) }
        var fixed = data
        let start = fixed.startIndex + offset
        fixed.replaceSubrange(start..<start + 7, with: Array("DOCTYPE".utf8))
        return (
            fixed, "the doctype is written '<!doctype', which XML does not allow; it was read as '<!DOCTYPE'"
        )
    }

    /// Where a doctype keyword that is not in upper case starts, when the prologue (a byte order
    /// mark, white space, the declaration, comments, processing instructions) leads to one.
    private static func keywordOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "<") where XMLRepair.matches(bytes, at: index, "<?"):
                guard let end = XMLRepair.find(bytes, "?>", from: index + 2) else { return nil }
                index = end + 2
            case UInt8(ascii: "<") where XMLRepair.matches(bytes, at: index, "<!--"):
                guard let end = XMLRepair.find(bytes, "-->", from: index + 4) else { return nil }
                index = end + 3
            case UInt8(ascii: "<") where index + 9 <= bytes.count && bytes[index + 1] == UInt8(ascii: "!"):
                let keyword = UnsafeBufferPointer(rebasing: bytes[(index + 2)..<(index + 9)])
                let upper = keyword.map {
                    ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) ? $0 - 32 : $0
                }
                guard upper.elementsEqual("DOCTYPE".utf8), !keyword.elementsEqual("DOCTYPE".utf8) else {
                    return nil
                }
                return index + 2
            default:
                return nil
            }
        }
        return nil
    }
}
