import Foundation
public import ParserBenchmarking

/// The rows of `tidings` as a whole process, where a user meets the parser: how long the program
/// takes to start (`tidings --version`), and `tidings inspect --json FILE` on the compact RSS file
/// against the in-process parse of the same file.
public struct ProcessComparison: Sendable {
    public var programs: ComparisonPrograms
    public var runner: ProgramRunner
    public var environment: [String: String]
    /// Runs of each command; the start-up runs four times as often, being short.
    public var runs: Int
    /// The start-up budget, in milliseconds.
    public static let startUpBudget = 3.0
    /// The start-up memory budget (peak RSS of `tidings --version`), in MiB.
    public static let startUpMemoryBudget = 8.0
    /// The least share of the in-process rate `inspect --json` must keep.
    public static let inspectTarget = 0.7

    public init(programs: ComparisonPrograms, runner: ProgramRunner, environment: [String: String], runs: Int)
    {
        self.programs = programs
        self.runner = runner
        self.environment = environment
        self.runs = runs
    }

    /// Measures both; `medium` is the compact file and `inProcess` parser-bench's record of it.
    public func run(medium: BenchmarkCorpus.Entry?, inProcess: ResultRecord?, log: (String) -> Void)
        throws(ComparisonError) -> [ComparisonRow]
    {
        var startUps: [Double] = []
        var nothing: [Double] = []
        for _ in 0..<(runs * 4) {
            startUps.append(
                try runner.runChecked(
                    programs.tidings, ["--version"], environment: environment, timeoutSeconds: 30,
                    measuringMemory: false
                ).wallSeconds * 1000)
            nothing.append(
                try runner.runChecked(
                    "/bin/true", [], environment: environment, timeoutSeconds: 30, measuringMemory: false
                )
                .wallSeconds * 1000)
        }
        log("start-up: tidings --version \(ResultsTable.fixed(median(startUps), 2)) ms")
        var peaks: [Double] = []
        for _ in 0..<runs {
            peaks.append(
                Double(
                    try runner.runChecked(
                        programs.tidings, ["--version"], environment: environment, timeoutSeconds: 30
                    ).peakResidentBytes) / 1_048_576)
        }
        var rows = [
            ComparisonRow(
                group: "start-up", name: "tidings --version", unit: "ms", direction: .lowerIsBetter,
                tidings: median(startUps), tidingsRuns: startUps,
                reference: "budget of \(Self.startUpBudget) ms",
                referenceValue: Self.startUpBudget, referenceRuns: [], target: 1,
                note:
                    "wall time from posix_spawn to reaping, median of \(startUps.count) runs; /bin/true takes "
                    + "\(ResultsTable.fixed(median(nothing), 2)) ms the same way"),
            ComparisonRow(
                group: "memory", name: "tidings --version", unit: "MiB", direction: .lowerIsBetter,
                tidings: median(peaks), tidingsRuns: peaks,
                reference: "budget of \(Self.startUpMemoryBudget) MiB",
                referenceValue: Self.startUpMemoryBudget, referenceRuns: [], target: 1,
                note: "peak RSS (GNU time %M), median of \(peaks.count) runs"),
        ]
        guard let medium, let file = medium.files.first, let inProcess else { return rows }
        var rates: [Double] = []
        for _ in 0..<runs {
            let run = try runner.runChecked(
                programs.tidings, ["inspect", "--json", file.path], environment: environment,
                timeoutSeconds: 300)
            rates.append(Double(medium.bytes) / 1e6 / max(run.wallSeconds, 1e-9))
        }
        log("parse: tidings inspect --json, \(medium.name): \(ResultsTable.fixed(median(rates), 1)) MB/s")
        rows.append(
            ComparisonRow(
                group: "parse", name: "inspect --json, whole process, \(medium.name)", unit: "MB/s",
                direction: .higherIsBetter, tidings: median(rates), tidingsRuns: rates,
                reference: "Tidings' whole in-process parse (parser-bench)",
                referenceValue: inProcess.median.megabytesPerSecond,
                referenceRuns: inProcess.runsMegabytesPerSecond, target: Self.inspectTarget,
                note:
                    "the file's bytes over the process's wall time (start-up, reading, parsing, JSON written to a "
                    + "file); against the in-process whole parse's MB/s of CPU time (the command itself "
                    + "streams the items, each written as JSON as it is read)"))
        return rows
    }
}
