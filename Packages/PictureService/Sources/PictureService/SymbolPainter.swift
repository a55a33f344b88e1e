import CPictures

/// The colours a terminal draws, for a picture's cells.
public enum SymbolColors: Equatable, Sendable {
    /// 24-bit colours (`COLORTERM=truecolor`).
    case truecolor
    /// The 256-colour palette (a `TERM` ending in `256color`).
    case palette256
    /// The sixteen colours.
    case palette16
}

/// One cell of a picture drawn in symbols: a block or border character, with its colours.
public struct SymbolCell: Equatable, Sendable {
    public let symbol: Unicode.Scalar
    /// 0xRRGGBB for truecolor, a palette index otherwise; nil where the picture is transparent.
    public let foreground: Int?
    public let background: Int?

    public init(symbol: Unicode.Scalar, foreground: Int?, background: Int?) {
        self.symbol = symbol
        self.foreground = foreground
        self.background = background
    }
}

/// A picture drawn in symbols: rows of cells, each one cell wide.
public struct SymbolPicture: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    public let colors: SymbolColors
    /// Row after row, `columns` a row.
    public let cells: [SymbolCell]

    public init(columns: Int, rows: Int, colors: SymbolColors, cells: [SymbolCell]) {
        self.columns = columns
        self.rows = rows
        self.colors = colors
        self.cells = cells
    }

    /// The cells of row `row`.
    public func row(_ row: Int) -> ArraySlice<SymbolCell> {
        cells[(row * columns)..<((row + 1) * columns)]
    }
}

/// Draws decoded pixels as Unicode block and border symbols through libchafa: each cell is the
/// symbol whose shape best matches its pixels, with two colours. Wide and ambiguous-width
/// symbols are left out, so every cell is one column wide in every terminal.
public struct SymbolPainter: Sendable {
    public init() {}

    /// `picture` in at most `columns` × `rows` cells, its shape kept (cells are taken as twice
    /// as tall as wide).
    public func paint(_ picture: DecodedPicture, columns: Int, rows: Int, colors: SymbolColors)
        throws(PictureError) -> SymbolPicture
    {
        var reason = [CChar](repeating: 0, count: 256)
        var width = Int32(clamping: max(1, columns))
        var height = Int32(clamping: max(1, rows))
        guard
            tidings_chafa_geometry(
                Int32(clamping: picture.width), Int32(clamping: picture.height), 0.5, &width, &height,
                &reason, reason.count) == 0
        else { throw .unavailable(CText.string(reason)) }
        let (cellColumns, cellRows) = (max(1, Int(width)), max(1, Int(height)))
        let count = cellColumns * cellRows
        var symbols = [UInt32](repeating: 0x20, count: count)
        var foregrounds = [Int32](repeating: -1, count: count)
        var backgrounds = [Int32](repeating: -1, count: count)
        let mode: Int32 =
            switch colors {
            case .truecolor: Int32(TIDINGS_CHAFA_TRUECOLOR.rawValue)
            case .palette256: Int32(TIDINGS_CHAFA_PALETTE_256.rawValue)
            case .palette16: Int32(TIDINGS_CHAFA_PALETTE_16.rawValue)
            }
        let status = picture.pixels.withUnsafeBufferPointer { pixels in
            tidings_chafa_paint(
                pixels.baseAddress, Int32(clamping: picture.width), Int32(clamping: picture.height),
                Int32(cellColumns), Int32(cellRows), mode, &symbols, &foregrounds, &backgrounds, &reason,
                reason.count)
        }
        guard status == 0 else { throw .unavailable(CText.string(reason)) }
        let cells = (0..<count).map { index in
            SymbolCell(
                symbol: Unicode.Scalar(symbols[index]) ?? " ",
                foreground: foregrounds[index] < 0 ? nil : Int(foregrounds[index]),
                background: backgrounds[index] < 0 ? nil : Int(backgrounds[index]))
        }
        return SymbolPicture(columns: cellColumns, rows: cellRows, colors: colors, cells: cells)
    }
}
