public import TerminalUI

/// The feed list: a heading above a table of feeds. It reads its view model while drawing, so
/// it redraws when the view model changes.
@MainActor
public final class FeedListView: HeadedTableView<FeedRowViewModel> {
    public let viewModel: FeedListViewModel

    public init(viewModel: FeedListViewModel, showsSelection: Bool) {
        self.viewModel = viewModel
        super.init(
            rows: TableView(
                dataSource: ArrayDataSource(items: []) { row, context in row.row(width: context.width) },

                showsSelection: showsSelection))
    }

    override public func prepare() {
        heading.text = StyledText(viewModel.heading, style: .heading)
        rows.dataSource.items = viewModel.rows ?? []
        rows.emptyText = StyledText(viewModel.emptyText, style: .secondary)
    }
}
