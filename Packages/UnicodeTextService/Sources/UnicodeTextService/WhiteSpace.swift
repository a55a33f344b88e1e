/// Trimming white space from text, as Foundation's `trimmingCharacters(in:)` does with its
/// `.whitespaces` and `.whitespacesAndNewlines` sets, on the standard library alone (Foundation's
/// version links ICU's data into the executable).
public enum WhiteSpace {
    /// `text` without the spaces and line ends at either end: tab, the space separators (Unicode
    /// category Zs: space, no-break space, the typographic spaces) and the zero width space, and
    /// line feed, vertical tab, form feed, carriage return, next line (U+0085) and the line and
    /// paragraph separators.
    public static func trimmed(_ text: some StringProtocol) -> String {
        trimmed(text, where: isSpaceOrLineEnd)
    }

    /// `text` without the spaces at either end (tab and the space separators), keeping line ends.
    public static func trimmingSpaces(_ text: some StringProtocol) -> String {
        trimmed(text, where: isSpace)
    }

    /// Whether `scalar` is a tab, a space separator (Unicode category Zs) or the zero width space
    /// (U+200B, a space separator in the Unicode that Foundation's set was made from, and a
    /// format character since; feeds still pad titles with it).
    public static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        // The only space separator below U+0080 is the space itself: no table lookup for ASCII.
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        return scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// Whether `scalar` is a space (see ``isSpace(_:)``) or a line end.
    public static func isSpaceOrLineEnd(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: isSpace(scalar)
        }
    }

    /// `text` without the scalars at either end that `drop` picks, scalar by scalar, as
    /// Foundation trims (for example the quotes around a `charset` parameter).
    public static func trimmed(_ text: some StringProtocol, where drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !drop($0) }),
            let last = scalars.lastIndex(where: { !drop($0) })
        else { return "" }
        // Most texts have nothing to trim: the text itself, without rebuilding it scalar by scalar.
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return String(text) }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
