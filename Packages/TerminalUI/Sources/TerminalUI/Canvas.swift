import TerminalTextService

/// One cell of a canvas: the character that starts there (nil in the second cell of a wide
/// character) and its style.
public struct Cell: Equatable, Sendable {
    public var character: Character?
    public var style: TextStyle

    public static let blank = Cell(character: " ", style: .plain)
}

/// A grid of cells that views draw into. Text is placed by display width: a wide character
/// takes two cells, and one that does not fit at the right edge is not drawn.
///
/// The canvas is the last line of defence for the terminal: a control character, which could
/// start an escape sequence, is never stored, whatever a view hands it.
public final class Canvas {
    public let size: Size
    private(set) var cells: [Cell]
    /// The pictures in pixels drawn over the cells, once the cells are written. A cell written
    /// after a picture was placed over it takes the picture off: what is drawn later is on top.
    public private(set) var placements: [GraphicPlacement] = []

    public init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: size.width * size.height)
    }

    public var bounds: Rect { Rect(size: size) }

    /// The cell at a position, or nil outside the canvas.
    public func cell(row: Int, column: Int) -> Cell? {
        guard row >= 0, row < size.height, column >= 0, column < size.width else { return nil }
        return cells[row * size.width + column]
    }

    /// Places `graphic` with its top left cell at `row`, `column`, when it fits on the canvas.
    public func place(_ graphic: TerminalGraphic, row: Int, column: Int) {
        guard row >= 0, column >= 0, row + graphic.rows <= size.height, column + graphic.columns <= size.width
        else { return }
        placements.append(GraphicPlacement(graphic: graphic, row: row, column: column))
    }

    /// Fills a rectangle with a character in a style.
    public func fill(_ rect: Rect, with character: Character = " ", style: TextStyle = .plain) {
        let area = rect.intersection(bounds)
        for row in area.row..<area.bottom {
            for column in area.column..<(area.column + area.width) {
                uncover(row: row, column: column)
                cells[row * size.width + column] = Cell(character: character, style: style)
            }
        }
    }

    /// Writes styled text on one row from `column`, clipped to `clip`; returns the column after it.
    @discardableResult
    public func write(_ text: StyledText, row: Int, column: Int, clip: Rect) -> Int {
        var cursor = column
        for span in text.spans {
            cursor = write(span.text, row: row, column: cursor, style: span.style, clip: clip)
        }
        return cursor
    }

    /// Writes text in one style on one row from `column`, clipped to `clip`; returns the column
    /// after it. Newlines and other control characters are dropped.
    @discardableResult
    public func write(_ text: String, row: Int, column: Int, style: TextStyle = .plain, clip: Rect) -> Int {
        let area = clip.intersection(bounds)
        guard row >= area.row, row < area.bottom else { return column }
        let right = area.column + area.width
        var cursor = column
        for character in text {
            let width: Int
            if let ascii = character.asciiValue {
                // Printable ASCII is one cell; ASCII controls are dropped. No table is needed.
                guard ascii >= 0x20, ascii != 0x7F else { continue }
                width = 1
            } else {
                if Self.isControl(character) { continue }
                width = TerminalText.width(of: character)
            }
            guard width > 0 else { continue }
            if cursor + width > right { break }
            if cursor >= area.column {
                set(row: row, column: cursor, Cell(character: character, style: style))
                if width == 2 { set(row: row, column: cursor + 1, Cell(character: nil, style: style)) }
            }
            cursor += width
        }
        return cursor
    }

    /// Lays a style over every cell of a rectangle, keeping their characters.
    public func apply(_ style: TextStyle, to rect: Rect) {
        let area = rect.intersection(bounds)
        for row in area.row..<area.bottom {
            for column in area.column..<(area.column + area.width) {
                cells[row * size.width + column].style = cells[row * size.width + column].style.merged(
                    with: style)
            }
        }
    }

    /// The rows as plain text, trailing spaces removed.
    public var lines: [String] {
        (0..<size.height).map { row in
            var line = ""
            for column in 0..<size.width {
                if let character = cells[row * size.width + column].character { line.append(character) }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The rows with escape sequences for their styles, each ending in the default style;
    /// unstyled spaces at the end of a row are left out.
    public var styledLines: [String] {
        (0..<size.height).map { row in
            let start = row * size.width
            let rowCells = cells[start..<(start + size.width)].filter { $0.character != nil }
            let end =
                rowCells.lastIndex { $0.character != " " || $0.style != .plain }.map { $0 + 1 }
                ?? rowCells.startIndex
            var line = ""
            var current = TextStyle.plain
            for cell in rowCells[rowCells.startIndex..<end] {
                if cell.style != current {
                    line += cell.style.escapeSequence
                    current = cell.style
                }
                if let character = cell.character { line.append(character) }
            }
            if current != .plain { line += TextStyle.plain.escapeSequence }
            return line
        }
    }

    /// Takes off any picture placed over the cell.
    private func uncover(row: Int, column: Int) {
        guard !placements.isEmpty else { return }
        placements.removeAll { $0.covers(row: row, column: column) }
    }

    private func set(row: Int, column: Int, _ cell: Cell) {
        guard column >= 0, column < size.width else { return }
        uncover(row: row, column: column)
        let index = row * size.width + column
        // Overwriting half of a wide character blanks its other half.
        if cells[index].character == nil, column > 0, cells[index - 1].character != nil, cell.character != nil
        {
            cells[index - 1] = .blank
        }
        if cells[index].character != nil, column + 1 < size.width, cells[index + 1].character == nil {
            cells[index + 1] = .blank
        }
        cells[index] = cell
    }

    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
        }
    }
}
