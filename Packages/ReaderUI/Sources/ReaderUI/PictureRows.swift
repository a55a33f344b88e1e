import PictureLogic
import PictureService
import TerminalUI

/// A picture drawn in symbols as the reader's lines: one line a row, each run of cells of the
/// same colours one span. The terminal's screen holds it like text, so scrolling, resizing and
/// leaving the article redraw it cell by cell and leave nothing behind.
enum PictureRows {
    /// The rows of `outcome`: the picture, a dim line saying why it is not drawn, or nothing for
    /// one too small to draw.
    static func rows(of outcome: PictureOutcome) -> [StyledText] {
        switch outcome {
        case .drawn(let picture): rows(of: picture)
        case .tooSmall: []
        case .failed(let failure):
            [StyledText("[picture not drawn: \(failure.description)]", style: .secondary)]
        }
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
