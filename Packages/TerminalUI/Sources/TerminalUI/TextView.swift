/// Lines of styled text that scroll: a reader's body, a help page, a report.
@MainActor
public final class TextView: View {
    public var lines: [StyledText] {
        didSet { scrollOffset = min(scrollOffset, maximumOffset(visible: lastVisibleRows)) }
    }
    /// The first line shown.
    public private(set) var scrollOffset = 0
    private var lastVisibleRows = 0
    /// Where the text was last drawn, for finding the line under the mouse.
    private var lastFrame: Rect?

    public init(lines: [StyledText] = []) {
        self.lines = lines
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        lastVisibleRows = frame.height
        lastFrame = frame
        scrollOffset = min(scrollOffset, maximumOffset(visible: frame.height))
        let shown = lines.dropFirst(scrollOffset).prefix(frame.height)
        for (index, line) in shown.enumerated() {
            canvas.write(line, row: frame.row + index, column: frame.column, clip: frame)
        }
        // A picture in pixels is placed only when all of it is in view: a terminal cannot
        // draw part of one, and half a picture would hang over the text around it.
        for (index, line) in shown.enumerated() {
            guard let graphic = line.graphic, index + graphic.rows <= frame.height,
                graphic.columns <= frame.width
            else { continue }
            canvas.place(graphic, row: frame.row + index, column: frame.column)
        }
    }

    public func preferredHeight(forWidth width: Int) -> Int { lines.count }

    public func textLines(width: Int) -> [StyledText]? { lines }

    /// Scrolls by `delta` lines (negative goes up), within the text.
    public func scroll(by delta: Int) {
        scrollOffset = max(0, min(maximumOffset(visible: lastVisibleRows), scrollOffset + delta))
    }

    /// Scrolls by a page of the last drawn height, keeping one line of context.
    public func scroll(pages: Int) {
        scroll(by: pages * max(1, lastVisibleRows - 1))
    }

    /// The line drawn under `mouse`, and the cell of it the mouse is on (from 0); nil when it
    /// points elsewhere.
    public func line(under mouse: MouseEvent) -> (text: StyledText, cell: Int)? {
        guard let frame = lastFrame, mouse.isInside(frame) else { return nil }
        let index = scrollOffset + mouse.row - frame.row
        guard lines.indices.contains(index) else { return nil }
        return (lines[index], mouse.column - frame.column)
    }

    public func scrollToTop() { scrollOffset = 0 }

    public func scrollToBottom() { scrollOffset = maximumOffset(visible: lastVisibleRows) }

    /// Whether the last line is on screen.
    public var isAtBottom: Bool { scrollOffset >= maximumOffset(visible: lastVisibleRows) }

    private func maximumOffset(visible: Int) -> Int {
        max(0, lines.count - max(1, visible))
    }
}
