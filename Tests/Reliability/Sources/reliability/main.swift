import Foundation
import ReliabilityCases

// reliability: runs every case of the reliability suite at full size (or `--fast`, or only the
// cases named with `--case`) and prints a table of the results. Exits 1 when any case failed.
// See Tests/Reliability/README.md.

let usage = """
    usage: reliability [--fast] [--case NAME]…
    cases: \(ReliabilityCase.allCases.map(\.rawValue).joined(separator: ", "))
    """

/// Writes `line` at once, even into a pipe or a file, so that a long run shows its progress.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

var size = ReliabilitySize.full
var chosen: [ReliabilityCase] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--fast":
        size = .fast
    case "--case":
        guard let name = arguments.popFirst(), let found = ReliabilityCase(rawValue: name) else {
            FileHandle.standardError.write(
                Data("reliability: --case needs one of the cases\n\(usage)\n".utf8))
            exit(64)
        }
        chosen.append(found)
    case "--help", "-h":
        say(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("reliability: unknown argument \(argument)\n\(usage)\n".utf8))
        exit(64)
    }
}

var reports: [CaseReport] = []
for reliabilityCase in chosen.isEmpty ? ReliabilityCase.allCases : chosen {
    say("==> \(reliabilityCase.rawValue) (\(size.rawValue)): \(reliabilityCase.summary)")
    let report = await reliabilityCase.run(size)
    say("    \(report.passed ? "pass" : "FAIL") in \(String(format: "%.1f", report.seconds)) s")
    reports.append(report)
}
say("")
say(ResultsTable.render(reports))
exit(reports.allSatisfy(\.passed) ? 0 : 1)
