public import FoundationEssentials

/// How a picture is drawn: in symbols in some colours, or in pixels in a protocol over cells
/// of a size.
public enum PictureStyle: Equatable, Sendable {
    case symbols(SymbolColors)
    case pixels(PixelProtocol, cellWidth: Int, cellHeight: Int)
}

/// A picture drawn one way or the other.
public enum DrawnPicture: Equatable, Sendable {
    case symbols(SymbolPicture)
    case pixels(PixelPicture)

    /// The rows of cells it takes.
    public var rows: Int {
        switch self {
        case .symbols(let picture): picture.rows
        case .pixels(let picture): picture.rows
        }
    }
}

/// Draws a picture's bytes for a terminal: what the logic layer asks of this service.
/// `TerminalPictures` is its implementation, GdkPixbuf to decode and libchafa to draw.
public protocol PictureDrawing: Sendable {
    /// `data` drawn in at most `columns` × `rows` cells, in `style`.
    func draw(_ data: Data, columns: Int, rows: Int, style: PictureStyle) throws(PictureError) -> DrawnPicture
}

/// Pictures decoded within `limits` and drawn in symbols or pixels.
public struct TerminalPictures: PictureDrawing {
    public let decoder: PictureDecoder

    public init(limits: PictureLimits) {
        decoder = PictureDecoder(limits: limits)
    }

    /// Pixels decoded per cell for symbols: enough for libchafa to choose each cell's symbol.
    static let symbolCell = (width: 8, height: 16)

    public func draw(_ data: Data, columns: Int, rows: Int, style: PictureStyle) throws(PictureError)
        -> DrawnPicture
    {
        switch style {
        case .symbols(let colors):
            let decoded = try decoder.decode(
                data, boxWidth: columns * Self.symbolCell.width, boxHeight: rows * Self.symbolCell.height)
            return .symbols(try SymbolPainter().paint(decoded, columns: columns, rows: rows, colors: colors))
        case .pixels(let pixelProtocol, let cellWidth, let cellHeight):
            let decoded = try decoder.decode(
                data, boxWidth: columns * cellWidth, boxHeight: rows * cellHeight)
            return .pixels(
                try PixelPainter().paint(
                    decoded, columns: columns, rows: rows, cellWidth: cellWidth, cellHeight: cellHeight,
                    pixelProtocol: pixelProtocol))
        }
    }
}
