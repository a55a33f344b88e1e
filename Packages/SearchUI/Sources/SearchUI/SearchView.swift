public import TerminalUI

/// The search screen: a heading (or, while editing, the query being typed) above a table of
/// results. It reads its view model while drawing, so it redraws when the view model changes.
@MainActor
public final class SearchView: View {
    public let viewModel: SearchViewModel
    private let rows: TableView<SearchResultRowViewModel>
    private let heading = Label()

    public init(viewModel: SearchViewModel, showsSelection: Bool) {
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
    public var table: TableView<SearchResultRowViewModel> {
        prepare()
        return rows
    }

    private func prepare() {
        heading.text =
            viewModel.isEditing
            ? StyledText([
                .init("Search: ", style: .bold), .init(viewModel.draft), .init(" ", style: .reverse),
            ])
            : StyledText(viewModel.heading, style: .bold)
        rows.dataSource.items = viewModel.isEditing ? [] : viewModel.rows ?? []
        rows.emptyText = StyledText(viewModel.emptyText, style: .dim)
    }
}
