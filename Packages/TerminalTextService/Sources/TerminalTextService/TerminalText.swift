/// Text bound for a terminal: how many cells it takes, how to cut, pad and wrap it to a width,
/// and how to make text from strangers safe to print.
///
/// Widths are counted per grapheme cluster (Swift `Character`): CJK wide and fullwidth
/// characters and emoji take two cells, combining marks and other zero-width characters none,
/// control characters none. Emoji sequences (ZWJ families, flags, skin tones, VS16) are one
/// picture of two cells. Each code point's width comes from glibc's `wcwidth` in the `C.UTF-8`
/// locale, the same table that curses and most terminal programs on the machine use.
///
/// Every function expects text that went through `sanitize(_:)`; controls measure zero cells.
public enum TerminalText {
    /// The ellipsis `truncate` puts where text was cut.
    public static let ellipsis = "…"

    /// Whether glibc's UTF-8 locale was found. Without it wide characters measure one cell;
    /// Debian ships `C.UTF-8` in libc-bin, so this is false only on a stripped-down system.
    public static var measuresWideCharacters: Bool { SystemLocale.isAvailable }

    /// The cells `character` takes in a terminal: 0, 1 or 2 (more for a few scripts whose
    /// clusters terminals draw code point by code point, such as Devanagari conjuncts).
    public static func width(of character: Character) -> Int {
        SystemLocale.withUTF8 { CellWidth.of(character) }
    }

    /// The cells `text` takes on one line. Newlines and other controls count zero.
    public static func width(of text: String) -> Int {
        if let ascii = printableASCIIWidth(of: text.utf8) { return ascii }
        return SystemLocale.withUTF8 { text.reduce(0) { $0 + CellWidth.of($1) } }
    }

    /// The cells a slice of text takes on one line.
    public static func width(of text: Substring) -> Int {
        if let ascii = printableASCIIWidth(of: text.utf8) { return ascii }
        return SystemLocale.withUTF8 { text.reduce(0) { $0 + CellWidth.of($1) } }
    }

    /// The width of text made only of printable ASCII, which needs no table, or nil.
    static func printableASCIIWidth(of utf8: some Collection<UInt8>) -> Int? {
        let fast = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        if let fast { return fast ? utf8.count : nil }
        return utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? utf8.count : nil
    }
}
