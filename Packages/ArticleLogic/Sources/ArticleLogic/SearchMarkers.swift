/// The characters SQLite puts around matches in highlights and snippets. Control characters
/// never occur in stored search text (they are stripped on the way in), so they are unambiguous.
enum SearchMarkers {
    static let open: Character = "\u{2}"
    static let close: Character = "\u{3}"

    /// Turns marked text into text and the character ranges that matched.
    static func highlighted(_ marked: String) -> HighlightedText {
        var text = ""
        var highlights: [Range<Int>] = []
        var start: Int?
        var count = 0
        for character in marked {
            if character == open {
                start = count
            } else if character == close {
                if let begin = start { highlights.append(begin..<count) }
                start = nil
            } else {
                text.append(character)
                count += 1
            }
        }
        return HighlightedText(text: text, highlights: highlights)
    }

    /// The text without the marker characters, for indexing. Both are ASCII controls, so the
    /// check runs over bytes: searching by `Character` made it a fifth of a refresh's time.
    static func stripped(_ text: String) -> String {
        var contiguous = text
        let marked = contiguous.withUTF8 { bytes in bytes.contains { $0 == 0x02 || $0 == 0x03 } }
        guard marked else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{2}" && $0 != "\u{3}" }))
    }
}
