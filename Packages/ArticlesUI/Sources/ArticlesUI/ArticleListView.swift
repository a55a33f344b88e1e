public import TerminalUI

/// A timeline: a heading above a table of articles. It reads its view model while drawing, so
/// it redraws when the view model changes.
@MainActor
public final class ArticleListView: View {
    public let viewModel: ArticleListViewModel
    private let rows: TableView<ArticleRowViewModel>
    private let heading = Label()

    public init(viewModel: ArticleListViewModel, showsSelection: Bool) {
        self.viewModel = viewModel
        rows = TableView(
            dataSource: ArrayDataSource(items: []) { [viewModel] row, context in
                row.row(width: context.width, ageWidth: viewModel.ageWidth, feedWidth: viewModel.feedWidth)
            },
            showsSelection: showsSelection)
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        prepare()
        StackView([(heading, .fixed(1)), (rows, .fill)]).draw(in: canvas, frame: frame)
    }

    public func textLines(width: Int) -> [StyledText]? {
        prepare()
        return StackView([(heading, .fixed(1)), (rows, .fill)]).textLines(width: width)
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        prepare()
        return 1 + rows.preferredHeight(forWidth: width)
    }

    /// The table, holding the view model's current rows, for moving the selection.
    public var table: TableView<ArticleRowViewModel> {
        prepare()
        return rows
    }

    private func prepare() {
        heading.text = StyledText(viewModel.heading, style: .bold)
        rows.dataSource.items = viewModel.rows ?? []
        rows.emptyText = StyledText(viewModel.emptyText, style: .dim)
    }
}
