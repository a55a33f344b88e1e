public import TerminalUI

/// A timeline: a heading above a table of articles. It reads its view model while drawing, so
/// it redraws when the view model changes.
@MainActor
public final class ArticleListView: HeadedTableView<ArticleRowViewModel> {
    public let viewModel: ArticleListViewModel

    public init(viewModel: ArticleListViewModel, showsSelection: Bool) {
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
            viewModel.filterDraft?.styled(prompt: "Filter: ")
            ?? StyledText(viewModel.heading, style: .heading)
        rows.dataSource.items = viewModel.rows ?? []
        rows.emptyText = StyledText(viewModel.emptyText, style: .secondary)
    }
}
