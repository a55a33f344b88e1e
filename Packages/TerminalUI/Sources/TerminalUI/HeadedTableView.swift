/// A heading line above a table: the layout of every list screen (feeds, timelines, search).
/// Subclasses fill both from their view model in `prepare()`, which runs before each draw and
/// measure, so the view model is read under observation and its changes redraw the screen.
@MainActor
open class HeadedTableView<Item>: View {
    public let heading = Label()
    public let rows: TableView<Item>

    public init(rows: TableView<Item>) {
        self.rows = rows
    }

    /// Sets the heading's text and the table's items from the view model.
    open func prepare() {}

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
    public var table: TableView<Item> {
        prepare()
        return rows
    }
}
