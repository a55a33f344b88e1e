/// One row of the benchmark table: a parser on a corpus, beside the no-op baseline on it.
public struct ResultRow: Sendable {
    public var corpus: String
    public var parser: String
    public var inputBytes: Int
    public var measurement: BenchmarkMeasurement
    public var baseline: BenchmarkMeasurement
    /// Whether the corpus is one document, for which peak memory over input size means something.
    public var isSingleDocument: Bool

    public init(
        corpus: String, parser: String, inputBytes: Int, measurement: BenchmarkMeasurement,
        baseline: BenchmarkMeasurement, isSingleDocument: Bool
    ) {
        self.isSingleDocument = isSingleDocument
        self.corpus = corpus
        self.parser = parser
        self.inputBytes = inputBytes
        self.measurement = measurement
        self.baseline = baseline
    }
}

/// Renders rows as a Markdown table, which reads well in a terminal and pastes into a README.
public enum ResultsTable {
    public static let header = [
        "corpus", "parser", "input MB", "MB/s", "no-op MB/s", "ratio", "wall MB/s", "start RSS MiB",
        "peak RSS MiB", "peak / input",
    ]

    public static func render(_ rows: [ResultRow]) -> String {
        let cells = rows.map { row -> [String] in
            let mib = 1024.0 * 1024.0
            return [
                row.corpus, row.parser, fixed(Double(row.inputBytes) / 1e6, 2),
                fixed(row.measurement.megabytesPerSecond, 1), fixed(row.baseline.megabytesPerSecond, 1),
                fixed(row.measurement.megabytesPerSecond / max(row.baseline.megabytesPerSecond, 1e-9), 2),
                fixed(row.measurement.wallMegabytesPerSecond, 1),
                fixed(Double(row.measurement.startResidentBytes) / mib, 1),
                fixed(Double(row.measurement.peakResidentBytes) / mib, 1),
                row.isSingleDocument
                    ? fixed(Double(row.measurement.peakResidentBytes) / Double(max(row.inputBytes, 1)), 2)
                        + "x"
                    : "n/a",
            ]
        }
        let all = [header] + cells
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ values: [String]) -> String {
            "| "
                + zip(values, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(
                    separator: " | ")
                + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([line(header), rule] + cells.map(line)).joined(separator: "\n")
    }

    /// `value` with `digits` decimals, rounded half away from zero.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled) - whole * Int(scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let fractionText = String(fraction)
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
}
