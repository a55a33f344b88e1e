import TerminalTextService

/// A bar filling from left to right, with a label after it: `[######----] 12/40 feeds`.
@MainActor
public final class ProgressBar: View {
    /// Done, from 0 to 1.
    public var fraction: Double
    public var label: String

    public init(fraction: Double = 0, label: String = "") {
        self.fraction = fraction
        self.label = label
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        guard !frame.isEmpty else { return }
        canvas.write(text(width: frame.width), row: frame.row, column: frame.column, clip: frame)
    }

    public func preferredHeight(forWidth width: Int) -> Int { 1 }

    /// The bar as text of `width` cells.
    public func text(width: Int) -> String {
        let labelWidth = TerminalText.width(of: label)
        let barWidth = max(0, width - labelWidth - 3)
        let clamped = max(0, min(1, fraction.isFinite ? fraction : 0))
        let filled = Int((Double(barWidth) * clamped).rounded(.down))
        let bar =
            "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
            + "]"
        return barWidth > 0 ? "\(bar) \(label)" : TerminalText.truncate(label, toWidth: width)
    }
}
