import TerminalTextService

/// One cell of a table: its text (whitespace collapsed, `<br>` kept as newlines).
struct TableCell {
    var text: String
    var isHeader: Bool
}

/// Collects the rows and cells of a table while the document is walked.
struct TableCollector {
    private(set) var rows: [[TableCell]] = []
    private(set) var caption = ""
    private var row: [TableCell]?
    private var cell: InlineText?
    private var cellIsHeader = false
    private var cellSpan = 1
    private var captionText: InlineText?

    /// Starts a row, closing any row left open.
    mutating func startRow() {
        endRow()
        row = []
    }

    mutating func endRow() {
        endCell()
        if let row { rows.append(row) }
        row = nil
    }

    /// Starts a cell spanning `span` columns, closing any cell left open.
    mutating func startCell(isHeader: Bool, span: Int) {
        endCell()
        if row == nil { row = [] }
        cell = InlineText()
        cellIsHeader = isHeader
        cellSpan = min(max(span, 1), 64)
    }

    mutating func endCell() {
        guard var text = cell else { return }
        cell = nil
        row?.append(TableCell(text: text.take(), isHeader: cellIsHeader))
        for _ in 1..<cellSpan { row?.append(TableCell(text: "", isHeader: cellIsHeader)) }
    }

    mutating func startCaption() {
        captionText = InlineText()
    }

    mutating func endCaption() {
        if var text = captionText { caption = text.take() }
        captionText = nil
    }

    /// Adds text to the caption or the open cell (text between cells starts a cell of its own
    /// unless it is only whitespace).
    mutating func append(_ text: String, preservingSpaces: Bool = false) {
        if captionText != nil {
            captionText?.append(text)
            return
        }
        if cell == nil {
            guard text.contains(where: { $0 != " " && $0 != "\n" && $0 != "\t" }) else { return }
            startCell(isHeader: false, span: 1)
        }
        if preservingSpaces { cell?.appendPreservingSpaces(text) } else { cell?.append(text) }
    }

    /// Glues text to the end of the caption or the open cell (a link's `[1]`).
    mutating func attach(_ text: String) {
        if captionText != nil { captionText?.attach(text) } else { cell?.attach(text) }
    }

    mutating func lineBreak() {
        if captionText != nil { captionText?.lineBreak() } else { cell?.lineBreak() }
    }

    /// Closes what is still open.
    mutating func finish() {
        endCaption()
        endRow()
    }
}

/// Lays a table out as aligned columns, measured in display cells.
///
/// Columns are two spaces apart. A column gets its widest cell when everything fits; when
/// not, each column first gets its longest word (or, when even those do not fit, a share in
/// proportion to its widest cell), the rest goes cell by cell to the columns that lack the
/// most, and cells wrap inside their column. A header row (any `th` in the first
/// row) is underlined with dashes. A table too narrow for one cell per column is written as
/// one line per row, cells separated by ` | `.
enum TableLayout {
    static let columnGap = "  "

    static func lines(for rows: [[TableCell]], width: Int) -> [String] {
        let columnCount = rows.map(\.count).max() ?? 0
        guard columnCount > 0 else { return [] }
        let cells = rows.map { row in
            row + Array(repeating: TableCell(text: "", isHeader: false), count: columnCount - row.count)
        }
        let available = width - TerminalText.width(of: columnGap) * (columnCount - 1)
        guard available >= columnCount else { return linear(rows, width: width) }
        let natural = (0..<columnCount).map { column in
            cells.map { longestLine(of: $0[column].text) }.max() ?? 0
        }
        let minimum = (0..<columnCount).map { column in
            min(natural[column], cells.map { longestWord(of: $0[column].text) }.max() ?? 0)
        }
        let narrowest = (0..<columnCount).map { column in
            max(1, cells.map { widestCharacter(of: $0[column].text) }.max() ?? 1)
        }
        guard narrowest.reduce(0, +) <= available else { return linear(rows, width: width) }
        let widths = columnWidths(
            natural: natural, minimum: minimum, narrowest: narrowest, available: available)
        var output: [String] = []
        for (index, row) in cells.enumerated() {
            let wrapped = row.enumerated().map { column, cell in
                widths[column] == 0 ? [""] : TerminalText.wrap(cell.text, toWidth: widths[column])
            }
            let height = wrapped.map(\.count).max() ?? 1
            for lineIndex in 0..<height {
                let parts = wrapped.enumerated().map { column, lines in
                    TerminalText.pad(lineIndex < lines.count ? lines[lineIndex] : "", toWidth: widths[column])
                }
                output.append(trimmed(parts.joined(separator: columnGap)))
            }
            if index == 0, row.contains(where: \.isHeader), cells.count > 1 {
                output.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: columnGap))
            }
        }
        return output
    }

    /// The width of each column, summing to at most `available`, none narrower than its
    /// widest character (`narrowest`, whose sum must fit).
    static func columnWidths(natural: [Int], minimum: [Int], narrowest: [Int], available: Int) -> [Int] {
        if natural.reduce(0, +) <= available { return natural }
        var widths: [Int]
        let minimumTotal = minimum.reduce(0, +)
        if minimumTotal <= available {
            widths = minimum
        } else {
            // Not even the longest words fit: share the room in proportion to the natural widths.
            let naturalTotal = max(natural.reduce(0, +), 1)
            widths = natural.indices.map { max(narrowest[$0], available * natural[$0] / naturalTotal) }
            while widths.reduce(0, +) > available,
                let widest = widths.indices.filter({ widths[$0] > narrowest[$0] }).max(by: {
                    widths[$0] < widths[$1]
                })
            {
                widths[widest] -= 1
            }
        }
        // Share what is left with the columns that lack the most.
        var left = available - widths.reduce(0, +)
        while left > 0 {
            guard
                let neediest = widths.indices.max(by: { natural[$0] - widths[$0] < natural[$1] - widths[$1] }
                ),
                natural[neediest] > widths[neediest]
            else { break }
            widths[neediest] += 1
            left -= 1
        }
        return widths
    }

    /// Each row on one line, cells separated by ` | `, wrapped: for tables too wide to align.
    private static func linear(_ rows: [[TableCell]], width: Int) -> [String] {
        rows.flatMap { row in
            TerminalText.wrap(
                row.map { flattened($0.text) }.filter { !$0.isEmpty }.joined(separator: " | "),
                toWidth: width)
        }
    }

    private static func longestLine(of text: String) -> Int {
        text.split(separator: "\n").map { TerminalText.width(of: $0) }.max() ?? 0
    }

    private static func widestCharacter(of text: String) -> Int {
        text.map { TerminalText.width(of: $0) }.max() ?? 0
    }

    private static func longestWord(of text: String) -> Int {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { TerminalText.width(of: $0) }.max() ?? 0
    }

    /// The text with its newlines turned into spaces.
    private static func flattened(_ text: String) -> String {
        String(text.map { $0 == "\n" ? " " : $0 })
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while let last = line.last, last == " " { line.removeLast() }
        return line
    }
}
