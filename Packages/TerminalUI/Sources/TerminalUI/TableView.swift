/// A list of rows with one selected, scrolled to keep the selection in view. Its rows come
/// from an `ArrayDataSource`; the selected row is drawn in reverse video on a screen.
@MainActor
public final class TableView<Item>: View {
    /// What a row's configure closure knows besides its item.
    public struct RowContext: Sendable {
        /// The row's width in cells.
        public var width: Int
        public var isSelected: Bool
    }

    public var dataSource: ArrayDataSource<Item> {
        didSet { selectedIndex = clampedSelection(selectedIndex) }
    }
    /// Whether the selection is drawn; off for one-shot output.
    public var showsSelection: Bool
    /// Shown when there are no rows.
    public var emptyText: StyledText
    public private(set) var selectedIndex: Int = 0
    public private(set) var scrollOffset = 0
    private var lastVisibleRows = 0
    /// Where the rows were last drawn, for finding the row under the mouse.
    private var lastFrame: Rect?

    public init(dataSource: ArrayDataSource<Item>, showsSelection: Bool = true, emptyText: StyledText = "") {
        self.dataSource = dataSource
        self.showsSelection = showsSelection
        self.emptyText = emptyText
    }

    /// The selected item, if any.
    public var selectedItem: Item? {
        dataSource.items.indices.contains(selectedIndex) ? dataSource.items[selectedIndex] : nil
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        lastVisibleRows = frame.height
        lastFrame = frame
        guard dataSource.count > 0 else {
            canvas.write(emptyText, row: frame.row, column: frame.column, clip: frame)
            return
        }
        selectedIndex = clampedSelection(selectedIndex)
        keepSelectionVisible(rows: frame.height)
        for offset in 0..<min(frame.height, dataSource.count - scrollOffset) {
            let index = scrollOffset + offset
            let selected = showsSelection && index == selectedIndex
            let row = frame.row + offset
            let text = dataSource.row(
                at: index, context: RowContext(width: frame.width, isSelected: selected))
            canvas.write(Label.fit(text, width: frame.width), row: row, column: frame.column, clip: frame)
            if selected {
                canvas.apply(
                    .selection, to: Rect(row: row, column: frame.column, width: frame.width, height: 1))
            }
        }
    }

    public func preferredHeight(forWidth width: Int) -> Int { max(1, dataSource.count) }

    /// Every row, unselected: the one-shot form of a list.
    public func textLines(width: Int) -> [StyledText]? {
        guard !showsSelection else { return nil }
        guard dataSource.count > 0 else { return [emptyText] }
        return (0..<dataSource.count).map {
            Label.fit(
                dataSource.row(at: $0, context: RowContext(width: width, isSelected: false)), width: width)
        }
    }

    /// Moves the selection by `delta` rows, stopping at the ends.
    public func moveSelection(by delta: Int) {
        select(selectedIndex + delta)
    }

    /// Moves the selection by pages of the last drawn height.
    public func moveSelection(pages: Int) {
        moveSelection(by: pages * max(1, lastVisibleRows - 1))
    }

    /// Selects the row at `index`, clamped to the rows there are.
    public func select(_ index: Int) {
        selectedIndex = clampedSelection(index)
        keepSelectionVisible(rows: lastVisibleRows)
    }

    /// The index of the row drawn under `mouse`, or nil when it points elsewhere (another
    /// view, or the empty space below the last row).
    public func index(under mouse: MouseEvent) -> Int? {
        guard let frame = lastFrame, mouse.isInside(frame) else { return nil }
        let index = scrollOffset + mouse.row - frame.row
        return index < dataSource.count ? index : nil
    }

    /// Selects the first row at or after the current one (wrapping) whose item passes `test`;
    /// returns whether one was found.
    @discardableResult
    public func selectNext(where test: (Item) -> Bool) -> Bool {
        let count = dataSource.count
        guard count > 0 else { return false }
        for step in 1...count {
            let index = (selectedIndex + step) % count
            if test(dataSource.items[index]) {
                select(index)
                return true
            }
        }
        return false
    }

    private func clampedSelection(_ index: Int) -> Int {
        max(0, min(dataSource.count - 1, index))
    }

    private func keepSelectionVisible(rows: Int) {
        guard rows > 0 else { return }
        if selectedIndex < scrollOffset { scrollOffset = selectedIndex }
        if selectedIndex >= scrollOffset + rows { scrollOffset = selectedIndex - rows + 1 }
        scrollOffset = max(0, min(scrollOffset, max(0, dataSource.count - rows)))
    }
}
