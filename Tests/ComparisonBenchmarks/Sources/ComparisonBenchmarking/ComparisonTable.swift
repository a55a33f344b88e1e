import ParserBenchmarking

/// Renders the rows as an aligned Markdown table: readable in a terminal, pastable into a README.
public enum ComparisonTable {
    public static let header = [
        "row", "measured on", "Tidings", "reference", "advantage", "target", "result",
    ]

    public static func render(_ rows: [ComparisonRow]) -> String {
        let cells = rows.map { row in
            [
                row.group, row.name, value(row.tidings, unit: row.unit),
                "\(row.reference): \(value(row.referenceValue, unit: row.unit))",
                times(row.advantage), row.target.map(targetText) ?? "-", row.verdict,
            ]
        }
        let all = [header] + cells
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ values: [String]) -> String {
            let padded = zip(values, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([line(header), rule] + cells.map(line)).joined(separator: "\n")
    }

    /// The lines under the table: what the advantage means, then each row's note, once for
    /// the rows of one measurement that share it.
    public static func footnotes(_ rows: [ComparisonRow]) -> String {
        var lines = [
            "advantage: how many times better Tidings is: its MB/s over the reference's, or the "
                + "reference's time or peak memory over Tidings'; the target is met when the advantage "
                + "reaches it (memory: ≥ 1× means no more memory than the reference)."
        ]
        var written: Set<String> = []
        for row in rows where !row.note.isEmpty {
            let line = "\(row.group), \(row.name): \(row.note)"
            if written.insert(line).inserted { lines.append(line) }
        }
        let missed = rows.filter { $0.met == false }
        let withTarget = rows.filter { $0.target != nil }
        lines.append(
            missed.isEmpty
                ? "every target met (\(withTarget.count))"
                : "\(missed.count) of \(withTarget.count) targets MISSED: "
                    + missed.map { "\($0.group), \($0.name) vs \($0.referenceProgram)" }.joined(
                        separator: "; "))
        return lines.joined(separator: "\n")
    }

    /// `160.2 MB/s`, `1834 ms`, `42.0 MiB`, `0.972 F1`; from ten seconds on, times are in seconds:
    /// `719.1 s`.
    public static func value(_ value: Double, unit: String) -> String {
        if unit == "ms" && value >= 10_000 {
            return ResultsTable.fixed(value / 1000, 1) + " s"
        }
        let digits = unit == "ms" ? (value >= 100 ? 0 : 1) : unit == "F1" || unit == "×" ? 3 : 1
        return ResultsTable.fixed(value, digits) + " " + unit
    }

    /// `≥ 100×`, `≥ 0.5×`.
    public static func targetText(_ target: Double) -> String {
        let whole = target.rounded() == target
        return "≥ " + ResultsTable.fixed(target, whole ? 0 : 1) + "×"
    }

    /// `0.53×`, `7.5×`, `133×`: two significant digits or more.
    public static func times(_ ratio: Double) -> String {
        let digits = ratio >= 100 ? 0 : ratio >= 10 ? 1 : 2
        return ResultsTable.fixed(ratio, digits) + "×"
    }
}
