public import TerminalUI

/// The download queue: a heading, the run's progress bar, then one row per entry. It reads its
/// view model's bean as it draws, under observation, so a new bean from the use case redraws the
/// screen (and a one-shot run's progress line).
@MainActor
public final class DownloadsView: View {
    public let viewModel: DownloadsViewModel
    private let heading = Label()
    private let progress = ProgressBar()
    private let rows: TableView<DownloadRowViewBean>

    public init(viewModel: DownloadsViewModel, showsSelection: Bool) {
        self.viewModel = viewModel
        rows = TableView(
            dataSource: ArrayDataSource(items: []) { bean, context in Self.row(bean, width: context.width) },
            showsSelection: showsSelection)
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        layout().draw(in: canvas, frame: frame)
    }

    public func textLines(width: Int) -> [StyledText]? {
        layout().textLines(width: width)
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        layout().preferredHeight(forWidth: width)
    }

    /// The table, holding the current rows, for moving the selection.
    public var table: TableView<DownloadRowViewBean> {
        _ = layout()
        return rows
    }

    /// The progress bar alone, for a one-shot run's live line on standard error.
    public var progressLine: any View { DownloadsProgressLine(view: self) }

    /// The bar's fraction and label, read under observation.
    var progressState: (fraction: Double, label: String) {
        (viewModel.bean?.fraction ?? 0, viewModel.bean?.progressLabel ?? "starting…")
    }

    private func layout() -> StackView {
        let (bean, notice) = (viewModel.bean, viewModel.notice)
        heading.text = StyledText(bean?.heading ?? "Downloads", style: .heading)
        rows.dataSource.items = bean?.rows ?? []
        rows.emptyText = StyledText(bean?.emptyText ?? "Loading…", style: .secondary)
        progress.fraction = progressState.fraction
        progress.label = progressState.label
        var parts: [(view: any View, height: StackView.Height)] = []
        if let notice { parts.append((Label(StyledText(notice)), .fixed(1))) }
        parts.append((heading, .fixed(1)))
        if bean?.fraction != nil { parts.append((progress, .fixed(1))) }
        parts.append((rows, .fill))
        return StackView(parts)
    }

    /// A row: the percent right-aligned in five cells, the title, then the state in its tone.
    private static func row(_ bean: DownloadRowViewBean, width: Int) -> StyledText {
        let percent = String(repeating: " ", count: max(0, 4 - bean.percent.count)) + bean.percent
        let tone: TextStyle =
            switch bean.tone {
            case .waiting: .secondary
            case .active: .active
            case .done: .success
            case .problem: .warning
            }
        return StyledText([
            .init(percent + "  ", style: tone), .init(bean.title), .init("  " + bean.stateText, style: tone),
        ])
    }
}

/// The run's progress bar, reading the downloads view as it draws.
@MainActor
final class DownloadsProgressLine: View {
    private let view: DownloadsView
    private let bar = ProgressBar()

    init(view: DownloadsView) {
        self.view = view
    }

    func draw(in canvas: Canvas, frame: Rect) {
        (bar.fraction, bar.label) = view.progressState
        bar.draw(in: canvas, frame: frame)
    }

    func preferredHeight(forWidth width: Int) -> Int { 1 }
}
