public import Observation

/// What a report screen's view model gives its view: the lines to show. A screen whose view is a
/// report (an outcome, a document, a summary) has a view model of its own that conforms: it is
/// built from the screen's model (or none yet, for a placeholder), holds the display logic, and is
/// observed, so a change to it redraws the `ReportView`.
@MainActor
public protocol ReportPresenting: AnyObject, Observable {
    var lines: [StyledText] { get }
}

/// Shows a report view model's lines, scrolling when they are longer than the screen. It reads
/// them as it draws, under observation.
@MainActor
public final class ReportView: View {
    public let viewModel: any ReportPresenting
    public let text = TextView()

    public init(viewModel: any ReportPresenting) {
        self.viewModel = viewModel
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        text.lines = viewModel.lines
        text.draw(in: canvas, frame: frame)
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        viewModel.lines.count
    }

    public func textLines(width: Int) -> [StyledText]? { viewModel.lines }
}
