/// The number of terminal cells a grapheme cluster takes, from glibc's `wcwidth` per scalar
/// plus the emoji sequence rules that `wcwidth` cannot see because it looks at one code point.
enum CellWidth {
    private static let variationSelector16: UInt32 = 0xFE0F
    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

    /// The cells `character` takes. Call only inside `SystemLocale.withUTF8`.
    static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return (0x20...0x7E).contains(ascii) ? 1 : 0
        }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return of(scalar: first) }
        let properties = first.properties
        if properties.generalCategory == .control { return 0 }
        // A pair of regional indicators is a flag; a lone one followed by marks keeps its width.
        if regionalIndicators.contains(first.value), regionalIndicators.contains(second.value) { return 2 }
        if properties.isEmoji, isEmojiSequence(scalars, firstIsASCII: first.isASCII) { return 2 }
        return scalars.reduce(0) { $0 + of(scalar: $1) }
    }

    /// Whether the cluster is drawn as one emoji picture: an emoji with VS16, a skin-tone
    /// modifier, or a ZWJ sequence of emoji.
    private static func isEmojiSequence(_ scalars: Character.UnicodeScalarView, firstIsASCII: Bool) -> Bool {
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        var afterJoiner = false
        for scalar in scalars.dropFirst() {
            if scalar.value == variationSelector16 { return true }
            if firstIsASCII { continue }  // keycaps such as "1\u{20E3}" need VS16 to be emoji
            if scalar.value == zeroWidthJoiner {
                afterJoiner = true
                continue
            }
            let properties = scalar.properties
            if afterJoiner, properties.isEmoji { return true }
            if properties.isEmojiModifier, first.properties.isEmojiModifierBase { return true }
            afterJoiner = false
        }
        return false
    }

    /// The cells one scalar takes on its own.
    static func of(scalar: Unicode.Scalar) -> Int {
        let width = SystemLocale.wcwidth(scalar)
        if width >= 0 { return width }
        // glibc does not know it: a control, or a code point newer than its Unicode tables.
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator,
            .surrogate:
            return 0
        default:
            return properties.isEmojiPresentation ? 2 : 1
        }
    }
}
