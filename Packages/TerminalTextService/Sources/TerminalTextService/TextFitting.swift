/// Where `pad` puts the text inside the width.
public enum TextAlignment: Equatable, Sendable {
    case leading
    case trailing
    case center
}

extension TerminalText {
    /// `text` cut to at most `width` cells, ending in `ellipsis` when something was cut.
    ///
    /// The cut never splits a grapheme cluster or a wide character: when a wide character does
    /// not fit, the result is one cell narrower than `width`. Spaces before the ellipsis are
    /// dropped. Text that fits is returned unchanged, and so is all text while
    /// `keepsWholeLines` is set.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = ellipsis) -> String {
        if keepsWholeLines { return text }
        guard width > 0 else { return "" }
        if let ascii = printableASCIIWidth(of: text.utf8), ascii <= width { return text }
        return SystemLocale.withUTF8 {
            let ellipsisWidth = ellipsis.reduce(0) { $0 + CellWidth.of($1) }
            // Walk until the text is known to be too wide, remembering where the ellipsis
            // would have to go.
            var used = 0
            var cutOffset = 0
            var offset = 0
            var fits = true
            for character in text {
                used += CellWidth.of(character)
                if used > width {
                    fits = false
                    break
                }
                offset += character.utf8.count
                if used <= width - ellipsisWidth { cutOffset = offset }
            }
            if fits { return text }
            guard ellipsisWidth <= width else { return "" }
            var kept = text[..<text.utf8.index(text.startIndex, offsetBy: cutOffset)]
            while let last = kept.last, last == " " { kept.removeLast() }
            return kept + ellipsis
        }
    }

    /// `text` with spaces added to reach `width` cells; text already as wide is unchanged.
    public static func pad(_ text: String, toWidth width: Int, alignment: TextAlignment = .leading) -> String
    {
        let missing = width - self.width(of: text)
        guard missing > 0 else { return text }
        switch alignment {
        case .leading:
            return text + String(repeating: " ", count: missing)
        case .trailing:
            return String(repeating: " ", count: missing) + text
        case .center:
            let before = missing / 2
            return String(repeating: " ", count: before) + text
                + String(repeating: " ", count: missing - before)
        }
    }

    /// `text` truncated and then padded, so that it takes exactly `width` cells: a table cell.
    public static func fit(
        _ text: String, toWidth width: Int, alignment: TextAlignment = .leading, ellipsis: String = ellipsis
    ) -> String {
        pad(truncate(text, toWidth: width, ellipsis: ellipsis), toWidth: width, alignment: alignment)
    }
}
