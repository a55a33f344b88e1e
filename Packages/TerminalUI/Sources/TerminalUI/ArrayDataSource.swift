/// Rows for a table from an array: the items, and a closure that turns an item into the text
/// of its row. Controllers hand one to a `TableView` instead of answering row queries.
@MainActor
public final class ArrayDataSource<Item> {
    public var items: [Item]
    private let configure: (Item, TableView<Item>.RowContext) -> StyledText

    public init(items: [Item] = [], configure: @escaping (Item, TableView<Item>.RowContext) -> StyledText) {
        self.items = items
        self.configure = configure
    }

    public var count: Int { items.count }

    /// The text of the row at `index`.
    public func row(at index: Int, context: TableView<Item>.RowContext) -> StyledText {
        configure(items[index], context)
    }
}
