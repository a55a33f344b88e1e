import Foundation

/// Draws the rows as a small SVG chart, written by hand: one bar per row showing Tidings'
/// advantage on a logarithmic axis, starting at parity (1×, the reference's own figure) and
/// going right when Tidings is ahead, left when behind; a black mark shows the row's target.
/// Green bars meet their target, red ones miss it, grey ones have none.
///
/// The columns are as wide as their longest text (estimated from the character count, as there is
/// no font measurement in plain SVG), so that long labels never run into the bars.
public enum ComparisonChart {
    static let rowHeight = 44.0
    static let top = 76.0
    /// Width of one decade of the axis.
    static let decadeWidth = 60.0
    /// Rough advance of one character at the 11-pixel and the bold 13-pixel sizes used.
    static let smallCharacter = 6.3
    static let boldCharacter = 8.2

    public static func svg(_ rows: [ComparisonRow], subtitle: String) -> String {
        let (low, high) = decades(rows)
        let labelWidth = max(
            300, 36 + (rows.map { Double(rowLabel($0).count) }.max() ?? 0) * smallCharacter)
        let plotWidth = max(360, Double(high - low) * decadeWidth)
        let plotLeft = labelWidth
        let figuresLeft = plotLeft + plotWidth + 16
        let figuresWidth =
            rows.map {
                max(
                    Double(verdictLabel($0).count) * boldCharacter,
                    Double(figuresLabel($0).count) * smallCharacter)
            }.max() ?? 0
        let width = max(900, figuresLeft + figuresWidth + 16)
        func x(_ ratio: Double) -> Double {
            let clamped = min(max(ratio, pow10(low)), pow10(high))
            return plotLeft + (log10(clamped) - Double(low)) / Double(high - low) * plotWidth
        }
        let height = top + Double(rows.count) * rowHeight + 72
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
            viewBox="0 0 \(format(width)) \(format(height))" font-family="Helvetica, Arial, sans-serif" \
            font-size="13">
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="16" y="26" font-size="17" font-weight="bold">Tidings against newsboat and the Python feed parsers</text>
            <text x="16" y="46" fill="#555555">\(escaped(subtitle))</text>

            """
        let axisBottom = top + Double(rows.count) * rowHeight
        for decade in low...high {
            let position = x(pow10(decade))
            let isParity = decade == 0
            svg += """
                <line x1="\(format(position))" y1="\(format(top - 8))" x2="\(format(position))" \
                y2="\(format(axisBottom))" stroke="\(isParity ? "#333333" : "#dddddd")" \
                stroke-width="\(isParity ? 1.5 : 1)"/>
                <text x="\(format(position))" y="\(format(top - 14))" text-anchor="middle" \
                fill="#555555">\(decadeLabel(decade))</text>

                """
        }
        for (index, row) in rows.enumerated() {
            let rowTop = top + Double(index) * rowHeight
            let middle = rowTop + rowHeight / 2
            let colour =
                switch row.met {
                case .some(true): "#2e7d32"
                case .some(false): "#c62828"
                case .none: "#9e9e9e"
                }
            let start = min(x(1), x(row.advantage))
            let length = max(abs(x(row.advantage) - x(1)), 1.5)
            svg += """
                <text x="16" y="\(format(middle - 3))" font-weight="bold">\(escaped(row.group))</text>
                <text x="16" y="\(format(middle + 13))" font-size="11" fill="#555555">\
                \(escaped(rowLabel(row)))</text>
                <rect x="\(format(start))" y="\(format(middle - 9))" width="\(format(length))" height="18" \
                fill="\(colour)"/>

                """
            if let target = row.target {
                let position = x(target)
                svg += """
                    <line x1="\(format(position))" y1="\(format(middle - 14))" x2="\(format(position))" \
                    y2="\(format(middle + 14))" stroke="#000000" stroke-width="2.5"/>

                    """
            }
            svg += """
                <text x="\(format(figuresLeft))" y="\(format(middle - 3))" font-weight="bold" \
                fill="\(colour)">\(escaped(verdictLabel(row)))</text>
                <text x="\(format(figuresLeft))" y="\(format(middle + 13))" font-size="11" \
                fill="#555555">\(escaped(figuresLabel(row)))</text>

                """
        }
        svg += """
            <text x="\(format(x(1) - 6))" y="\(format(axisBottom + 16))" text-anchor="end" font-size="11" \
            fill="#555555">← reference better</text>
            <text x="\(format(x(1) + 6))" y="\(format(axisBottom + 16))" font-size="11" \
            fill="#555555">Tidings better →</text>
            <text x="16" y="\(format(axisBottom + 42))" font-size="11" fill="#555555">Bars: how many times \
            better Tidings is (faster, or less memory), log scale from parity (1×). Black mark: the target. \
            Green: met; red: missed; grey: no target.</text>
            <text x="16" y="\(format(axisBottom + 58))" font-size="11" fill="#555555">Same files, same \
            loopback server, same machine; medians of several runs; newsboat at its fastest reload-threads.</text>
            </svg>

            """
        return svg
    }

    /// The axis's decades: from 0.1× (or lower) to 1000× (or higher), covering every advantage and target.
    static func decades(_ rows: [ComparisonRow]) -> (Int, Int) {
        let values = rows.flatMap { [$0.advantage] + ($0.target.map { [$0] } ?? []) }.filter { $0 > 0 }
        let low = min(-1, Int(floor(log10(values.min() ?? 1))))
        let high = max(3, Int(ceil(log10(values.max() ?? 1))))
        return (max(low, -4), min(high, 6))
    }

    /// `0.1×`, `1×`, `1000×`, `10k×`, `1M×`.
    static func decadeLabel(_ decade: Int) -> String {
        switch decade {
        case ..<0: "0." + String(repeating: "0", count: -decade - 1) + "1×"
        case 0...3: "\(Int(pow10(decade)))×"
        case 4...5: "\(Int(pow10(decade - 3)))k×"
        default: "\(Int(pow10(decade - 6)))M×"
        }
    }

    /// Under the row's group: what was measured and against what.
    static func rowLabel(_ row: ComparisonRow) -> String {
        "\(row.name) · vs \(row.reference)"
    }

    /// Right of the bar: the advantage, and the target with its verdict.
    static func verdictLabel(_ row: ComparisonRow) -> String {
        ComparisonTable.times(row.advantage)
            + (row.target.map { " (target \(ComparisonTable.targetText($0)): \(row.verdict))" } ?? "")
    }

    /// Under it: both figures.
    static func figuresLabel(_ row: ComparisonRow) -> String {
        "Tidings \(ComparisonTable.value(row.tidings, unit: row.unit)) · \(row.referenceProgram) "
            + ComparisonTable.value(row.referenceValue, unit: row.unit)
    }

    static func pow10(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<abs(exponent) { value *= 10 }
        return exponent >= 0 ? value : 1 / value
    }

    /// A coordinate with at most one decimal.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Text safe inside an SVG element.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
