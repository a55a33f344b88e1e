public import TerminalUI

/// The search screen: a heading (or, while editing, the query being typed) above a table of
/// results. It reads its view model while drawing, so it redraws when the view model changes.
@MainActor
public final class SearchView: HeadedTableView<SearchResultRowViewModel> {
    public let viewModel: SearchViewModel

    public init(viewModel: SearchViewModel, showsSelection: Bool) {
        self.viewModel = viewModel
        super.init(
            rows: TableView(
                dataSource: ArrayDataSource(items: []) { [viewModel] row, context in
                    row.row(
                        width: context.width, ageWidth: viewModel.ageWidth, feedWidth: viewModel.feedWidth)
                },

                showsSelection: showsSelection))
    }

    override public func prepare() {
        heading.text =
            viewModel.draft?.styled(prompt: "Search: ") ?? StyledText(viewModel.heading, style: .heading)
        rows.dataSource.items = viewModel.isEditing ? [] : viewModel.rows ?? []
        rows.emptyText = StyledText(viewModel.emptyText, style: .secondary)
    }
}
