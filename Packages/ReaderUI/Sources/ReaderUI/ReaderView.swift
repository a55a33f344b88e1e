public import TerminalUI

/// The reader: the view model's lines in a scrolling text view. It reads its view model while
/// drawing, so it redraws when the view model changes.
@MainActor
public final class ReaderView: View {
    public let viewModel: ReaderViewModel
    /// The scrolling text, for the controller's scroll keys.
    public let text = TextView()

    public init(viewModel: ReaderViewModel) {
        self.viewModel = viewModel
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        text.lines = viewModel.lines
        text.draw(in: canvas, frame: frame)
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        viewModel.lines.count
    }
}
