import Foundation
public import ParserBenchmarking

/// `tidings inspect --json FILE` and `tidings inspect --tsv FILE` against Debian's sfeed (C,
/// streaming, tab-separated values out), each as a whole process on the same file, in turns: the
/// compact RSS file of 20,000 items and the large one. sfeed reads the file on standard input and
/// writes a line an item; `inspect` reads it by name and writes an object an item (`--json`) or
/// a line an item in sfeed's own format (`--tsv`); all write to a file. `inspect` runs with its
/// document size limits raised above the file's (the shipped 16 MiB would refuse the large file).
/// Checked on every run: sfeed and `inspect --tsv` wrote a line for every item of the file.
public struct SfeedComparison: Sendable {
    public var programs: ComparisonPrograms
    public var runner: ProgramRunner
    public var environment: [String: String]
    public var runs: Int

    /// `inspect --json` must be at least as fast as sfeed.
    public static let target = 1.0
    /// `inspect --tsv`, the lighter output, must be 1.3 times as fast.
    public static let lighterTarget = 1.3

    public init(programs: ComparisonPrograms, runner: ProgramRunner, environment: [String: String], runs: Int)
    {
        self.programs = programs
        self.runner = runner
        self.environment = environment
        self.runs = runs
    }

    /// The time and memory rows of each entry, and what was checked.
    public func run(_ entries: [BenchmarkCorpus.Entry], log: (String) -> Void) throws(ComparisonError) -> (
        rows: [ComparisonRow], verified: [String]
    ) {
        let version = sfeedVersion()
        var rows: [ComparisonRow] = []
        var verified: [String] = []
        for entry in entries {
            guard let file = entry.files.first else { continue }
            let items = try ParseComparison.itemCount(in: [file])
            let name = entry.name
            var ours: [ProgramRun] = []
            var lines: [ProgramRun] = []
            var theirs: [ProgramRun] = []
            for round in 0..<runs {
                // Each goes first in turn, so that none always finds the file freshly cached.
                let order = [0, 1, 2].map { ($0 + round) % 3 }
                for program in order {
                    switch program {
                    case 0: ours.append(try inspect(file, output: "--json"))
                    case 1: lines.append(try inspectLines(file, items: items))
                    default: theirs.append(try sfeed(file, items: items))
                    }
                }
            }
            log(
                "parse: \(name): tidings inspect --json \(Int(median(ours.map(Self.milliseconds)).rounded())) ms, "
                    + "--tsv \(Int(median(lines.map(Self.milliseconds)).rounded())) ms, "
                    + "sfeed \(Int(median(theirs.map(Self.milliseconds)).rounded())) ms")
            let sfeedRuns = (name: version, runs: theirs)
            rows += Self.rows(
                "inspect --json", name: name, ours: ours, sfeed: sfeedRuns, target: Self.target,
                timeNote: "output written to a file, median of \(runs) runs in turns",
                memoryNote: "the target on memory is the refresh path's parse")
            rows += Self.rows(
                "inspect --tsv", name: name, ours: lines, sfeed: sfeedRuns, target: Self.lighterTarget,
                timeNote:
                    "the same format on both sides (sfeed(5)), output written to a file, median of \(runs) "
                    + "runs in turns",
                memoryNote: nil)
            verified.append(
                "sfeed and inspect --tsv, \(name): a line for each of the \(items) items on every run")
        }
        return (rows, verified)
    }

    private static func milliseconds(_ run: ProgramRun) -> Double { run.wallSeconds * 1000 }

    private static func mebibytes(_ run: ProgramRun) -> Double { Double(run.peakResidentBytes) / 1_048_576 }

    /// The time row (against `target`) and the memory row (for information) of one of our
    /// commands against sfeed's runs of the same file.
    private static func rows(
        _ command: String, name: String, ours: [ProgramRun], sfeed: (name: String, runs: [ProgramRun]),
        target: Double, timeNote: String, memoryNote: String?
    ) -> [ComparisonRow] {
        [
            ComparisonRow(
                group: "parse", name: "\(command) against sfeed, whole process, \(name)", unit: "ms",
                direction: .lowerIsBetter, tidings: median(ours.map(milliseconds)),
                tidingsRuns: ours.map(milliseconds), reference: "\(sfeed.name) (C, streaming), TSV out",
                referenceValue: median(sfeed.runs.map(milliseconds)),
                referenceRuns: sfeed.runs.map(milliseconds),
                target: target, note: "wall time of each process, start to exit; " + timeNote),
            ComparisonRow(
                group: "memory", name: "\(command) against sfeed, \(name)", unit: "MiB",
                direction: .lowerIsBetter, tidings: median(ours.map(mebibytes)),
                tidingsRuns: ours.map(mebibytes),
                reference: sfeed.name, referenceValue: median(sfeed.runs.map(mebibytes)),
                referenceRuns: sfeed.runs.map(mebibytes), target: nil,
                note: "for information: peak RSS (GNU time %M) of the same runs"
                    + (memoryNote.map { "; " + $0 } ?? "")),
        ]
    }

    /// `tidings inspect --json FILE`, its limits on a document's size (16 MiB shipped) raised
    /// above the file's, as a user reading such a file would raise them.
    private func inspect(_ file: URL, output: String) throws(ComparisonError) -> ProgramRun {
        let size = (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        let limit = String(max(2 * size, 16 << 20))
        var raised = environment
        raised["TIDINGS_NETWORK_MAX_RESPONSE_BYTES"] = limit
        raised["TIDINGS_PARSER_MAX_DOCUMENT_BYTES"] = limit
        return try runner.runChecked(
            programs.tidings, ["inspect", output, file.path], environment: raised, timeoutSeconds: 600)
    }

    /// `tidings inspect --tsv FILE`, its line count checked.
    private func inspectLines(_ file: URL, items: Int) throws(ComparisonError) -> ProgramRun {
        let run = try inspect(file, output: "--tsv")
        let lines = run.output.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        guard lines == items else {
            throw .verificationFailed(
                "inspect --tsv wrote \(lines) lines for the \(items) items of \(file.path)")
        }
        return run
    }

    private func sfeed(_ file: URL, items: Int) throws(ComparisonError) -> ProgramRun {
        let run = try runner.runChecked(
            programs.sfeed, [], environment: environment, timeoutSeconds: 600, input: file.path)
        let lines = run.output.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        guard lines == items else {
            throw .verificationFailed("sfeed wrote \(lines) lines for the \(items) items of \(file.path)")
        }
        return run
    }

    /// `sfeed 1.7`, from the Debian package's version; sfeed itself prints none.
    private func sfeedVersion() -> String {
        let run = try? runner.run(
            "/usr/bin/dpkg-query", ["-W", "-f", "${Version}", "sfeed"], environment: environment,
            timeoutSeconds: 30, measuringMemory: false)
        let version = run?.output.split(separator: "-").first.map(String.init) ?? ""
        return version.isEmpty ? "sfeed" : "sfeed \(version)"
    }
}
