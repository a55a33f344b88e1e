import Foundation

/// The results of a run as a table, one row per case, with its failures listed under it.
public enum ResultsTable {
    public static func render(_ reports: [CaseReport]) -> String {
        let nameWidth = max(4, reports.map(\.name.count).max() ?? 0)
        var lines = [
            pad("case", nameWidth) + "  result  checks  seconds  figures",
            String(repeating: "-", count: nameWidth + 40),
        ]
        for report in reports {
            let result = report.passed ? "pass" : "FAIL"
            let seconds = String(format: "%7.1f", report.seconds)
            let checks = String(report.checkCount).leftPadded(to: 6)
            lines.append(
                "\(pad(report.name, nameWidth))  \(result)    \(checks)  \(seconds)  \(report.figures.joined(separator: "; "))"
            )
            for failure in report.failures.prefix(20) {
                lines.append("    ✗ " + failure)
            }
            if report.failures.count > 20 { lines.append("    … and \(report.failures.count - 20) more") }
        }
        let failed = reports.filter { !$0.passed }.count
        let total = reports.reduce(0) { $0 + $1.seconds }
        lines.append(
            "\(reports.count - failed) passed, \(failed) failed, \(reports.reduce(0) { $0 + $1.checkCount }) checks, "
                + String(format: "%.1f s", total))
        return lines.joined(separator: "\n")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
