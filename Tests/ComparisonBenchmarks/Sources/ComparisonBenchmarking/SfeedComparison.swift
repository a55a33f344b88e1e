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
            let time: (ProgramRun) -> Double = { $0.wallSeconds * 1000 }
            let memory: (ProgramRun) -> Double = { Double($0.peakResidentBytes) / 1_048_576 }
            log(
                "parse: \(name): tidings inspect --json \(Int(median(ours.map(time)).rounded())) ms, "
                    + "--tsv \(Int(median(lines.map(time)).rounded())) ms, "
                    + "sfeed \(Int(median(theirs.map(time)).rounded())) ms")
            rows.append(
                ComparisonRow(
                    group: "parse", name: "inspect --json against sfeed, whole process, \(name)", unit: "ms",
                    direction: .lowerIsBetter, tidings: median(ours.map(time)), tidingsRuns: ours.map(time),
                    reference: "\(version) (C, streaming), TSV out", referenceValue: median(theirs.map(time)),
                    referenceRuns: theirs.map(time), target: Self.target,
                    note:
                        "wall time of each process, start to exit, output written to a file, median of "
                        + "\(runs) paired runs"))
            rows.append(
                ComparisonRow(
                    group: "parse", name: "inspect --tsv against sfeed, whole process, \(name)", unit: "ms",
                    direction: .lowerIsBetter, tidings: median(lines.map(time)), tidingsRuns: lines.map(time),
                    reference: "\(version) (C, streaming), TSV out", referenceValue: median(theirs.map(time)),
                    referenceRuns: theirs.map(time), target: Self.lighterTarget,
                    note:
                        "the same format on both sides (sfeed(5)); wall time of each process, output written "
                        + "to a file, median of \(runs) runs in turns"))
            rows.append(
                ComparisonRow(
                    group: "memory", name: "inspect --json against sfeed, \(name)", unit: "MiB",
                    direction: .lowerIsBetter, tidings: median(ours.map(memory)),
                    tidingsRuns: ours.map(memory),
                    reference: "\(version)", referenceValue: median(theirs.map(memory)),
                    referenceRuns: theirs.map(memory), target: nil,
                    note:
                        "for information: peak RSS (GNU time %M) of the same runs; the target on memory is the "
                        + "refresh path's parse"))
            rows.append(
                ComparisonRow(
                    group: "memory", name: "inspect --tsv against sfeed, \(name)", unit: "MiB",
                    direction: .lowerIsBetter, tidings: median(lines.map(memory)),
                    tidingsRuns: lines.map(memory),
                    reference: "\(version)", referenceValue: median(theirs.map(memory)),
                    referenceRuns: theirs.map(memory), target: nil,
                    note: "for information: peak RSS (GNU time %M) of the same runs"))
            verified.append(
                "sfeed and inspect --tsv, \(name): a line for each of the \(items) items on every run")
        }
        return (rows, verified)
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
