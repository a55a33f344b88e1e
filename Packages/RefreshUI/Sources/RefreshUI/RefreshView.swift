public import TerminalUI

/// The refresh screen: a progress bar above the report.
@MainActor
public final class RefreshView: View {
    public let viewModel: RefreshViewModel
    public let progress = ProgressBar()
    private let report = TextView()

    public init(viewModel: RefreshViewModel) {
        self.viewModel = viewModel
    }

    /// While the refresh runs: the bar and the report's placeholder; once it ended: the report.
    public func draw(in canvas: Canvas, frame: Rect) {
        prepare()
        if viewModel.outcome == nil {
            StackView([(progress, .fixed(1)), (report, .fill)]).draw(in: canvas, frame: frame)
        } else {
            report.draw(in: canvas, frame: frame)
        }
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        prepare()
        return (viewModel.outcome == nil ? 1 : 0) + report.lines.count
    }

    /// The bar alone, for a one-shot command's live progress line.
    public var progressLine: any View {
        ProgressLine(viewModel: viewModel, bar: progress)
    }

    private func prepare() {
        progress.fraction = viewModel.fraction
        progress.label = viewModel.progressLabel
        report.lines = viewModel.reportLines
    }
}

/// The progress bar, reading the view model as it draws.
@MainActor
final class ProgressLine: View {
    let viewModel: RefreshViewModel
    let bar: ProgressBar

    init(viewModel: RefreshViewModel, bar: ProgressBar) {
        self.viewModel = viewModel
        self.bar = bar
    }

    func draw(in canvas: Canvas, frame: Rect) {
        bar.fraction = viewModel.fraction
        bar.label = viewModel.progressLabel
        bar.draw(in: canvas, frame: frame)
    }

    func preferredHeight(forWidth width: Int) -> Int { 1 }
}
