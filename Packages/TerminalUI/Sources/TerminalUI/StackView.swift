/// Views stacked top to bottom. Each part has a fixed height, or fills what is left (the
/// space shared among the filling parts); drawn without a frame height (one-shot output), each
/// part takes its preferred height.
@MainActor
public final class StackView: View {
    /// How tall one part of the stack is.
    public enum Height: Equatable, Sendable {
        case fixed(Int)
        case fill
    }

    public var parts: [(view: any View, height: Height)]

    public init(_ parts: [(view: any View, height: Height)]) {
        self.parts = parts
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        let fixed = parts.reduce(0) { total, part in
            if case .fixed(let rows) = part.height { return total + rows }
            return total
        }
        let fillers = parts.filter { $0.height == .fill }.count
        let shared = fillers > 0 ? max(0, frame.height - fixed) / fillers : 0
        var remainder = fillers > 0 ? max(0, frame.height - fixed) % fillers : 0
        var row = frame.row
        for part in parts {
            var rows: Int
            switch part.height {
            case .fixed(let count): rows = count
            case .fill:
                rows = shared + (remainder > 0 ? 1 : 0)
                remainder = max(0, remainder - 1)
            }
            rows = max(0, min(rows, frame.bottom - row))
            part.view.draw(
                in: canvas, frame: Rect(row: row, column: frame.column, width: frame.width, height: rows))
            row += rows
        }
    }

    /// The parts' lines, each fixed part cut or padded to its height, when every part is made
    /// of lines.
    public func textLines(width: Int) -> [StyledText]? {
        var lines: [StyledText] = []
        for part in parts {
            guard var partLines = part.view.textLines(width: width) else { return nil }
            if case .fixed(let rows) = part.height {
                partLines = Array(partLines.prefix(rows))
                while partLines.count < rows { partLines.append("") }
            }
            lines += partLines
        }
        return lines
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        parts.reduce(0) { total, part in
            switch part.height {
            case .fixed(let rows): total + rows
            case .fill: total + part.view.preferredHeight(forWidth: width)
            }
        }
    }
}
