/// A picture a terminal draws in pixels over a block of cells: kitty's graphics, sixels or
/// iTerm2's inline images. `sequence` draws it at the cursor; the cells it covers hold nothing
/// else. Two graphics are the same when their `id`s and sizes are (the sequence is not compared:
/// it can be large, and one id is one picture drawn one way).
public struct TerminalGraphic: Sendable {
    /// The protocols a terminal may draw pixels with.
    public enum GraphicsProtocol: String, Sendable {
        case kitty, sixels, iterm2
    }

    public let id: Int
    public let columns: Int
    public let rows: Int
    public let graphicsProtocol: GraphicsProtocol
    public let sequence: String

    public init(id: Int, columns: Int, rows: Int, graphicsProtocol: GraphicsProtocol, sequence: String) {
        self.id = id
        self.columns = columns
        self.rows = rows
        self.graphicsProtocol = graphicsProtocol
        self.sequence = sequence
    }
}

extension TerminalGraphic: Equatable {
    public static func == (lhs: TerminalGraphic, rhs: TerminalGraphic) -> Bool {
        lhs.id == rhs.id && lhs.columns == rhs.columns && lhs.rows == rhs.rows
            && lhs.graphicsProtocol == rhs.graphicsProtocol
    }
}

/// A graphic placed on a canvas: its top left cell.
public struct GraphicPlacement: Equatable, Sendable {
    public let graphic: TerminalGraphic
    public let row: Int
    public let column: Int

    /// Whether the graphic covers the cell at `row`, `column`.
    func covers(row: Int, column: Int) -> Bool {
        (self.row..<(self.row + graphic.rows)).contains(row)
            && (self.column..<(self.column + graphic.columns)).contains(column)
    }
}
