import PictureLogic
import PictureService
import TerminalTextService
import TerminalUI

/// A picture drawn in symbols as the reader's lines: one line a row, each run of cells of the
/// same colours one span. The terminal's screen holds it like text, so scrolling, resizing and
/// leaving the article redraw it cell by cell and leave nothing behind.
@MainActor
enum PictureRows {
    /// The rows of `outcome`: the picture, dim lines (wrapped at `width`) saying why it is not
    /// drawn, or nothing for one too small to draw.
    static func rows(of outcome: PictureOutcome, width: Int = 72) -> [StyledText] {
        switch outcome {
        case .drawn(.symbols(let picture)): rows(of: picture)
        case .drawn(.pixels(let picture)): rows(of: picture)
        case .tooSmall: []
        case .failed(let failure):
            TerminalText.wrap("[picture not drawn: \(failure.description)]", toWidth: max(20, width)).map {
                StyledText($0, style: .secondary)
            }
        }
    }

    /// A picture in pixels: its first row carries the graphic, which the terminal draws over
    /// the blank rows below it.
    static func rows(of picture: PixelPicture) -> [StyledText] {
        var first = StyledText("")
        first.graphic = TerminalGraphic(
            id: nextGraphicID(), columns: picture.columns, rows: picture.rows,
            graphicsProtocol: TerminalGraphic.GraphicsProtocol(rawValue: picture.pixelProtocol.rawValue)
                ?? .kitty,
            sequence: picture.sequence)
        return [first] + Array(repeating: StyledText(""), count: max(0, picture.rows - 1))
    }

    /// A number no other graphic of this process has.
    private static var lastGraphicID = 0

    private static func nextGraphicID() -> Int {
        lastGraphicID += 1
        return lastGraphicID
    }

    static func rows(of picture: SymbolPicture) -> [StyledText] {
        (0..<picture.rows).map { row in
            var spans: [StyledText.Span] = []
            for cell in picture.row(row) {
                let style = TextStyle(
                    foreground: cell.foreground.map { color($0, picture.colors) },
                    background: cell.background.map { color($0, picture.colors) })
                let symbol = String(Character(cell.symbol))
                if let last = spans.last, last.style == style {
                    spans[spans.count - 1].text += symbol
                } else {
                    spans.append(StyledText.Span(symbol, style: style))
                }
            }
            return StyledText(spans)
        }
    }

    /// A cell's colour as the terminal takes it: 0xRRGGBB, or a palette index.
    static func color(_ value: Int, _ colors: SymbolColors) -> TerminalColor {
        switch colors {
        case .truecolor:
            .rgb(
                red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
                blue: UInt8(truncatingIfNeeded: value))
        case .palette256: .palette(UInt8(clamping: value))
        case .palette16: sixteen[min(max(value, 0), 15)]
        }
    }

    private static let sixteen: [TerminalColor] = [
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed, .brightGreen,
        .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]
}
