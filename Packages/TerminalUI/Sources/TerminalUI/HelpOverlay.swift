import TerminalTextService

/// A key and what it does, for the help overlay.
public struct KeyHelp: Equatable, Sendable {
    public var keys: String
    public var action: String

    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}

/// A framed box in the middle of its frame listing keys and what they do.
@MainActor
public final class HelpOverlay: View {
    public var title: String
    public var entries: [KeyHelp]

    public init(title: String = "Keys", entries: [KeyHelp]) {
        self.title = title
        self.entries = entries
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        let keyWidth = entries.map { TerminalText.width(of: $0.keys) }.max() ?? 0
        let lines = entries.map { TerminalText.pad($0.keys, toWidth: keyWidth) + "  " + $0.action }
        let contentWidth = max(
            TerminalText.width(of: title) + 2, lines.map { TerminalText.width(of: $0) }.max() ?? 0)
        let width = min(frame.width, contentWidth + 4)
        let height = min(frame.height, lines.count + 2)
        guard width >= 4, height >= 2 else { return }
        let box = Rect(
            row: frame.row + (frame.height - height) / 2, column: frame.column + (frame.width - width) / 2,
            width: width, height: height)
        canvas.fill(box)
        let horizontal = String(repeating: "─", count: width - 2)
        canvas.write("┌" + horizontal + "┐", row: box.row, column: box.column, clip: box)
        canvas.write(" \(title) ", row: box.row, column: box.column + 2, style: .heading, clip: box)
        for (index, line) in lines.prefix(height - 2).enumerated() {
            let row = box.row + 1 + index
            canvas.write("│", row: row, column: box.column, clip: box)
            canvas.write(
                line, row: row, column: box.column + 2,
                clip: Rect(row: row, column: box.column + 2, width: width - 4, height: 1))
            canvas.write("│", row: row, column: box.column + width - 1, clip: box)
        }
        canvas.write("└" + horizontal + "┘", row: box.bottom - 1, column: box.column, clip: box)
    }

    public func preferredHeight(forWidth width: Int) -> Int { entries.count + 2 }
}
