public import FoundationEssentials

/// Draws a picture's bytes as terminal cells: what the logic layer asks of this service.
/// `SymbolPictures` is its implementation, GdkPixbuf to decode and libchafa to draw.
public protocol PictureDrawing: Sendable {
    /// `data` drawn in at most `columns` × `rows` cells in `colors`.
    func draw(_ data: Data, columns: Int, rows: Int, colors: SymbolColors) throws(PictureError)
        -> SymbolPicture
}

/// Pictures decoded within `limits` and drawn in Unicode symbols.
public struct SymbolPictures: PictureDrawing {
    public let decoder: PictureDecoder
    private let painter = SymbolPainter()

    public init(limits: PictureLimits) {
        decoder = PictureDecoder(limits: limits)
    }

    /// Pixels decoded per cell: enough for libchafa to choose each cell's symbol.
    static let pixelsPerCell = (width: 8, height: 16)

    public func draw(_ data: Data, columns: Int, rows: Int, colors: SymbolColors) throws(PictureError)
        -> SymbolPicture
    {
        let decoded = try decoder.decode(
            data, boxWidth: columns * Self.pixelsPerCell.width, boxHeight: rows * Self.pixelsPerCell.height)
        return try painter.paint(decoded, columns: columns, rows: rows, colors: colors)
    }
}
