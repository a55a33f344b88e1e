public import Observation

/// The lines a screen reports, such as the outcome of an action. Observable: changing them
/// redraws the `ReportView` that shows them.
@Observable
@MainActor
public final class TextReport {
    public var lines: [StyledText]

    public init(lines: [StyledText] = []) {
        self.lines = lines
    }
}

/// Shows a `TextReport`, scrolling when it is longer than the screen.
@MainActor
public final class ReportView: View {
    public let report: TextReport
    public let text = TextView()

    public init(report: TextReport) {
        self.report = report
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        text.lines = report.lines
        text.draw(in: canvas, frame: frame)
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        report.lines.count
    }

    public func textLines(width: Int) -> [StyledText]? { report.lines }
}
