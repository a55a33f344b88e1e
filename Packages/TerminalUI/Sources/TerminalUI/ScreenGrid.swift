import TerminalTextService

/// A canvas as the terminal will show it: each column is the start of a glyph one or two cells
/// wide, or the second cell of a wide glyph. The renderer compares these rather than raw cells.
///
/// Building one makes every canvas drawable: an empty cell that does not follow a wide
/// character shows a space in its style, a wide character with no room at the right edge shows a
/// space, the cell after a wide character is its second half whatever the canvas holds there,
/// and with `stripsColors` (plain output) colours are dropped while attributes stay.
struct ScreenGrid: Equatable {
    enum Column: Equatable {
        case glyph(Character, TextStyle, width: Int)
        case secondHalf
    }

    let size: Size
    private(set) var columns: [Column]

    /// The blank screen a clear leaves: spaces in the default style.
    init(blank size: Size) {
        self.size = size
        columns = Array(repeating: .glyph(" ", .plain, width: 1), count: size.width * size.height)
    }

    init(_ canvas: Canvas, stripsColors: Bool) {
        size = canvas.size
        columns = []
        columns.reserveCapacity(size.width * size.height)
        let cells = canvas.cells
        for row in 0..<size.height {
            let start = row * size.width
            var column = 0
            while column < size.width {
                let cell = cells[start + column]
                var style = cell.style
                if stripsColors {
                    style.foreground = nil
                    style.background = nil
                }
                let character = cell.character ?? " "
                let width = Self.width(of: character)
                if width == 2, column + 1 < size.width {
                    columns.append(.glyph(character, style, width: 2))
                    columns.append(.secondHalf)
                    column += 2
                } else {
                    columns.append(.glyph(width == 1 ? character : " ", style, width: 1))
                    column += 1
                }
            }
        }
    }

    /// Marks the cells of `placement` as unknown, so that the next frame writes them again: a
    /// sixel or iTerm2 picture stays in the cells it was drawn on until they are written over.
    mutating func damage(_ placement: GraphicPlacement) {
        let rows = placement.row..<min(size.height, placement.row + placement.graphic.rows)
        let columns = placement.column..<min(size.width, placement.column + placement.graphic.columns)
        for row in rows {
            for column in columns {
                self.columns[row * size.width + column] = .glyph("\u{0}", .plain, width: 1)
            }
        }
    }

    subscript(row: Int, column: Int) -> Column {
        columns[row * size.width + column]
    }

    /// Cells a character takes on the terminal: 1 or 2, or 0 for one that cannot be shown alone.
    private static func width(of character: Character) -> Int {
        if character.isASCII { return 1 }
        return min(2, TerminalText.width(of: character))
    }
}
