import Foundation

/// Prints measured reports as a small Markdown table, one row per fetch mode.
public enum ResultTable {
    public static func render(_ reports: [FetchReport]) -> String {
        var modes: [String] = []
        for report in reports where !modes.contains(report.mode) { modes.append(report.mode) }
        var lines = [
            "| fetch | requests | answers | wall time, median (min-max) | requests/s | client CPU, median | "
                + "peak RSS, median | RSS at start |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for mode in modes {
            let runs = reports.filter { $0.mode == mode }
            let walls = runs.map(\.wallSeconds).sorted()
            let wall = median(walls)
            let requests = runs.first?.requests ?? 0
            let answers = runs.last.map { describe($0.answers) } ?? ""
            lines.append(
                "| \(mode) | \(requests) | \(answers) | \(milliseconds(wall)) (\(milliseconds(walls.first ?? 0))-"
                    + "\(milliseconds(walls.last ?? 0))) | \(Int((Double(requests) / max(wall, 1e-9)).rounded())) | "
                    + "\(milliseconds(median(runs.map(\.cpuSeconds)))) | "
                    + "\(megabytes(median(runs.map { Double($0.peakResidentBytes) }))) | "
                    + "\(megabytes(median(runs.map { Double($0.startResidentBytes) }))) |")
        }
        let failures = Set(reports.flatMap(\.failureSamples)).sorted()
        if !failures.isEmpty { lines.append("\nfailures: " + failures.joined(separator: "; ")) }
        return lines.joined(separator: "\n")
    }

    /// `300 x 200` or `298 x 304, 2 failed`.
    static func describe(_ answers: [String: Int]) -> String {
        answers.sorted { $0.key < $1.key }.map { "\($0.value) x \($0.key)" }.joined(separator: ", ")
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func milliseconds(_ seconds: Double) -> String {
        "\(Int((seconds * 1000).rounded())) ms"
    }

    static func megabytes(_ bytes: Double) -> String {
        String(format: "%.1f MB", bytes / 1_048_576)
    }
}
