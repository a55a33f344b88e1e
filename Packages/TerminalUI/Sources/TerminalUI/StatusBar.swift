import TerminalTextService

/// One reverse-video line with text on the left and on the right, such as a screen's title
/// and its counts, or a refresh's progress.
@MainActor
public final class StatusBar: View {
    public var left: StyledText
    public var right: StyledText

    public init(left: StyledText = "", right: StyledText = "") {
        self.left = left
        self.right = right
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        guard !frame.isEmpty else { return }
        let line = Rect(row: frame.row, column: frame.column, width: frame.width, height: 1)
        canvas.fill(line, style: .statusLine)
        let rightWidth = min(frame.width, TerminalText.width(of: right.plain))
        let leftRoom = max(0, frame.width - rightWidth - (rightWidth > 0 ? 1 : 0))
        canvas.write(Label.fit(left, width: leftRoom), row: frame.row, column: frame.column, clip: line)
        canvas.write(
            Label.fit(right, width: rightWidth), row: frame.row,
            column: frame.column + frame.width - rightWidth,
            clip: line)
        canvas.apply(.statusLine, to: line)
    }

    public func preferredHeight(forWidth width: Int) -> Int { 1 }
}
