extension TerminalText {
    /// `text` wrapped into lines of at most `width` cells.
    ///
    /// Lines break at spaces; between CJK (and other wide) characters, except before closing
    /// punctuation or after opening punctuation; after a hyphen between letters; and at a zero
    /// width space. A word longer than the width is broken between grapheme clusters. Newlines
    /// in `text` are kept as line breaks. Spaces at a break are dropped, indentation at the start
    /// of a paragraph is kept. A single character wider than `width` gets a line of its own.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        let width = max(width, 1)
        return SystemLocale.withUTF8 {
            var wrapper = LineWrapper(width: width)
            let paragraphs = text.split(
                omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            for paragraph in paragraphs { wrapper.wrap(paragraph) }
            return wrapper.lines
        }
    }
}

/// The greedy line filler behind `TerminalText.wrap`. Call inside `SystemLocale.withUTF8`.
struct LineWrapper {
    let width: Int
    private(set) var lines: [String] = []

    private var line = ""
    private var lineWidth = 0
    private var spaces = 0

    init(width: Int) {
        self.width = width
    }

    /// Wraps one paragraph (text without newlines), appending its lines.
    mutating func wrap(_ paragraph: Substring) {
        line = ""
        lineWidth = 0
        spaces = 0
        let linesBefore = lines.count
        var word = ""
        var wordWidth = 0
        var previous: Character?
        var previousWidth = 0
        var beforePrevious: Character?
        for character in paragraph {
            if character == " " || character == "\t" {
                place(word, width: wordWidth)
                word = ""
                wordWidth = 0
                if lines.count == linesBefore || !line.isEmpty { spaces += 1 }
                previous = nil
                continue
            }
            let cells = CellWidth.of(character)
            if let previous,
                LineBreaks.canBreak(
                    after: previous, width: previousWidth, before: character, width: cells,
                    following: beforePrevious)
            {
                place(word, width: wordWidth)
                word = ""
                wordWidth = 0
            }
            word.append(character)
            wordWidth += cells
            beforePrevious = previous
            previous = character
            previousWidth = cells
        }
        place(word, width: wordWidth)
        if !line.isEmpty || lines.count == linesBefore { lines.append(line) }
    }

    /// Puts one unbreakable run on the current line, or on a new one when it does not fit.
    private mutating func place(_ word: String, width wordWidth: Int) {
        guard !word.isEmpty else { return }
        if lineWidth + spaces + wordWidth <= width {
            append(word, width: wordWidth)
            return
        }
        if !line.isEmpty { finishLine() }
        spaces = 0
        if wordWidth <= width {
            append(word, width: wordWidth)
            return
        }
        for character in word {
            let cells = CellWidth.of(character)
            if lineWidth + cells > width, !line.isEmpty { finishLine() }
            line.append(character)
            lineWidth += cells
        }
    }

    private mutating func append(_ word: String, width wordWidth: Int) {
        if spaces > 0 { line += String(repeating: " ", count: spaces) }
        line += word
        lineWidth += spaces + wordWidth
        spaces = 0
    }

    private mutating func finishLine() {
        lines.append(line)
        line = ""
        lineWidth = 0
    }
}

/// Where a line may break inside a run of non-space characters.
enum LineBreaks {
    private static let zeroWidthSpace: Character = "\u{200B}"

    /// Whether a line may break between `left` and `right`, given their cells and the
    /// character before `left` (`earlier`).
    static func canBreak(
        after left: Character, width leftWidth: Int, before right: Character, width rightWidth: Int,
        following earlier: Character?
    ) -> Bool {
        if left == zeroWidthSpace { return true }
        if leftWidth == 2 || rightWidth == 2 {
            return !forbidsBreakBefore(right) && !forbidsBreakAfter(left)
        }
        return left == "-" && right.isLetter && (earlier?.isLetter ?? false)
    }

    /// Closing punctuation (`）`, `」`, `。`, `、`, `!` …) never starts a line.
    private static func forbidsBreakBefore(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .closePunctuation, .finalPunctuation, .otherPunctuation: return true
        default: return scalar.value == 0x30FC  // the katakana prolonged sound mark
        }
    }

    /// Opening punctuation (`（`, `「` …) never ends a line.
    private static func forbidsBreakAfter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .openPunctuation, .initialPunctuation: return true
        default: return false
        }
    }
}
