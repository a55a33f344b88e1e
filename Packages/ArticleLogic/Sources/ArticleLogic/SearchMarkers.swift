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

    /// The text without the marker characters, for indexing.
    static func stripped(_ text: String) -> String {
        text.contains(open) || text.contains(close) ? String(text.filter { $0 != open && $0 != close }) : text
    }
}
