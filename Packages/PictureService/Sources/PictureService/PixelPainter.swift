import CPictures

/// The protocols terminals draw pixels with.
public enum PixelProtocol: String, Equatable, Sendable, CaseIterable {
    /// kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    case kitty
    /// DEC sixels (xterm, foot, mlterm, WezTerm, Windows Terminal).
    case sixels
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm2
}

/// A picture drawn in pixels: the escape sequence that draws it at the cursor over `columns` ×
/// `rows` cells.
public struct PixelPicture: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    public let pixelProtocol: PixelProtocol
    public let sequence: String

    public init(columns: Int, rows: Int, pixelProtocol: PixelProtocol, sequence: String) {
        self.columns = columns
        self.rows = rows
        self.pixelProtocol = pixelProtocol
        self.sequence = sequence
    }
}

/// Writes decoded pixels in a terminal's pixel protocol through libchafa, which encodes all
/// three (kitty's base64 chunks, sixel bands, iTerm2's inline file).
public struct PixelPainter: Sendable {
    public init() {}

    /// `picture` over at most `columns` × `rows` cells of `cellWidth` × `cellHeight` pixels, its
    /// shape kept.
    public func paint(
        _ picture: DecodedPicture, columns: Int, rows: Int, cellWidth: Int, cellHeight: Int,
        pixelProtocol: PixelProtocol
    ) throws(PictureError) -> PixelPicture {
        var reason = [CChar](repeating: 0, count: 256)
        var width = Int32(clamping: max(1, columns))
        var height = Int32(clamping: max(1, rows))
        let ratio = Float(max(1, cellWidth)) / Float(max(1, cellHeight))
        guard
            tidings_chafa_geometry(
                Int32(clamping: picture.width), Int32(clamping: picture.height), ratio, &width, &height,
                &reason,
                reason.count) == 0
        else { throw .unavailable(CText.string(reason)) }
        let mode: Int32 =
            switch pixelProtocol {
            case .kitty: Int32(TIDINGS_CHAFA_KITTY.rawValue)
            case .sixels: Int32(TIDINGS_CHAFA_SIXELS.rawValue)
            case .iterm2: Int32(TIDINGS_CHAFA_ITERM2.rawValue)
            }
        var sequence: UnsafeMutablePointer<CChar>?
        var length = 0
        let status = picture.pixels.withUnsafeBufferPointer { pixels in
            tidings_chafa_pixels(
                pixels.baseAddress, Int32(clamping: picture.width), Int32(clamping: picture.height), width,
                height,
                Int32(clamping: cellWidth), Int32(clamping: cellHeight), mode, &sequence, &length, &reason,
                reason.count)
        }
        guard status == 0, let sequence else { throw .unavailable(CText.string(reason)) }
        defer { tidings_chafa_free(sequence) }
        let text = UnsafeRawBufferPointer(start: sequence, count: length)
        return PixelPicture(
            columns: Int(width), rows: Int(height), pixelProtocol: pixelProtocol,
            sequence: String(decoding: text, as: UTF8.self))
    }
}
