public import TerminalUI

/// The query feed list: a heading above a table of query feeds. It reads its view model while
/// drawing, so it redraws when the view model changes.
@MainActor
public final class QueryFeedListView: HeadedTableView<QueryFeedRowViewModel> {
    public let viewModel: QueryFeedListViewModel

    public init(viewModel: QueryFeedListViewModel, showsSelection: Bool) {
        self.viewModel = viewModel
        super.init(
            rows: TableView(
                dataSource: ArrayDataSource(items: []) { [viewModel] row, context in
                    row.text(width: context.width, nameWidth: viewModel.nameWidth)
                },
                showsSelection: showsSelection))
    }

    override public func prepare() {
        heading.text = StyledText(viewModel.heading, style: .heading)
        rows.dataSource.items = viewModel.rows ?? []
        rows.emptyText = StyledText(viewModel.emptyText, style: .secondary)
    }
}
