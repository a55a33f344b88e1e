public import Foundation
import ParserBenchmarking

/// The parse row: Tidings' parser (from `parser-bench --json`) against feedparser and the no-op
/// libxml2 pass, on the same files: parser-bench's generated large RSS and its fixture set,
/// written once with `parser-bench --write-corpus`.
public struct ParseComparison: Sendable {
    public var programs: ComparisonPrograms
    public var runner: ProgramRunner
    /// Where the corpus is written.
    public var corpus: URL
    public var sizeMegabytes: Int
    /// parser-bench's rounds (each parser in a fresh process per round).
    public var runs: Int
    /// feedparser's runs per set, each in a fresh Python process (a run of the large file takes
    /// about half a minute).
    public var feedparserRuns: Int
    public var fixtureSeconds: Double
    public var environment: [String: String]

    public init(
        programs: ComparisonPrograms, runner: ProgramRunner, corpus: URL, sizeMegabytes: Int, runs: Int,
        feedparserRuns: Int, fixtureSeconds: Double, environment: [String: String]
    ) {
        self.programs = programs
        self.runner = runner
        self.corpus = corpus
        self.sizeMegabytes = sizeMegabytes
        self.runs = runs
        self.feedparserRuns = feedparserRuns
        self.fixtureSeconds = fixtureSeconds
        self.environment = environment
    }

    /// Measures both sets and returns the rows (speed against each reference, then memory) and
    /// what was verified.
    public func run(log: (String) -> Void) throws(ComparisonError) -> (
        rows: [ComparisonRow], verified: [String]
    ) {
        log("parse: writing the corpus (\(sizeMegabytes) MiB of RSS and the fixture set) into \(corpus.path)")
        _ = try runner.runChecked(
            programs.parserBench, ["--write-corpus", corpus.path, "--size-mb", String(sizeMegabytes)],
            environment: environment, timeoutSeconds: 600)
        let largeFiles: [URL]
        do {
            largeFiles = try BenchmarkCorpus.read(from: corpus).large.files
        } catch {
            throw .fileError(path: corpus.appendingPathComponent("corpus.tsv").path, reason: "\(error)")
        }
        log("parse: parser-bench, \(runs) rounds")
        let records = try parserBenchRecords()
        var rows: [ComparisonRow] = []
        var memoryRows: [ComparisonRow] = []
        var verified: [String] = []
        for set in ["large", "fixtures"] {
            guard let tidings = records.first(where: { $0.set == set && $0.parser == "tidings" }),
                let noOp = records.first(where: { $0.set == set && $0.parser == "libxml2-noop" })
            else {
                throw .unreadableOutput(
                    command: "parser-bench --json", output: "no tidings or libxml2-noop record for \(set)")
            }
            var measurements: [FeedparserMeasurement] = []
            for round in 1...max(1, feedparserRuns) {
                let measurement = try feedparser(set: set)
                log(
                    "parse: feedparser, \(set), run \(round): \(ResultsTable.fixed(measurement.megabytesPerSecond, 2)) MB/s, "
                        + "peak \(measurement.peakResidentBytes / 1_048_576) MiB")
                measurements.append(measurement)
            }
            if set == "large" {
                let expected = try Self.itemCount(in: largeFiles)
                if let wrong = measurements.first(where: { $0.entries != expected }) {
                    throw .verificationFailed(
                        "feedparser found \(wrong.entries) entries in the large file, which holds \(expected) items"
                    )
                }
                verified.append("parse: feedparser read all \(expected) items of the large file in every run")
            } else if let empty = measurements.first(where: { $0.entries == 0 }) {
                throw .verificationFailed("feedparser found no entries in the \(empty.files) fixtures")
            }
            let name = set == "large" ? "large RSS (\(tidings.inputBytes / 1_048_576) MiB)" : tidings.corpus
            let version =
                measurements.first.map { "feedparser \($0.feedparser) (Python \($0.python))" } ?? "feedparser"
            let feedparserRuns = measurements.map(\.megabytesPerSecond)
            let note =
                "MB/s of CPU time; medians of \(tidings.runsMegabytesPerSecond.count) parser-bench rounds and "
                + "\(measurements.count) feedparser runs, each in a fresh process"
            rows.append(
                ComparisonRow(
                    group: "parse", name: name, unit: "MB/s", direction: .higherIsBetter,
                    tidings: tidings.median.megabytesPerSecond, tidingsRuns: tidings.runsMegabytesPerSecond,
                    reference: version, referenceValue: median(feedparserRuns), referenceRuns: feedparserRuns,
                    target: 100, note: note))
            rows.append(
                ComparisonRow(
                    group: "parse", name: name, unit: "MB/s", direction: .higherIsBetter,
                    tidings: tidings.median.megabytesPerSecond, tidingsRuns: tidings.runsMegabytesPerSecond,
                    reference: "libxml2 no-op SAX pass", referenceValue: noOp.median.megabytesPerSecond,
                    referenceRuns: noOp.runsMegabytesPerSecond, target: 0.5))
            let mebibyte = 1_048_576.0
            memoryRows.append(
                ComparisonRow(
                    group: "memory", name: "parse, \(name)", unit: "MiB", direction: .lowerIsBetter,
                    tidings: Double(tidings.median.peakResidentBytes) / mebibyte, tidingsRuns: [],
                    reference: version,
                    referenceValue: Double(measurements.map(\.peakResidentBytes).max() ?? 0) / mebibyte,
                    referenceRuns: measurements.map { Double($0.peakResidentBytes) / mebibyte }, target: nil,
                    note: "for information (the memory target is against newsboat): the largest peak (VmHWM) "
                        + "of the runs, input and runtime included"))
        }
        return (rows + memoryRows, verified)
    }

    private func parserBenchRecords() throws(ComparisonError) -> [ResultRecord] {
        let arguments = [
            "--corpus", corpus.path, "--json", "--runs", String(runs), "--fixture-seconds",
            String(fixtureSeconds),
        ]
        let run = try runner.runChecked(
            programs.parserBench, arguments, environment: environment, timeoutSeconds: 3600)
        do {
            return try JSONDecoder().decode([ResultRecord].self, from: Data(run.output.utf8))
        } catch {
            throw .unreadableOutput(
                command: "parser-bench " + arguments.joined(separator: " "), output: run.output)
        }
    }

    private func feedparser(set: String) throws(ComparisonError) -> FeedparserMeasurement {
        let arguments = [
            programs.script("feedparser_bench.py"), corpus.path, set, "--min-seconds", String(fixtureSeconds),
        ]
        let run = try runner.runChecked(
            programs.python, arguments, environment: environment, timeoutSeconds: 1800)
        do {
            return try JSONDecoder().decode(FeedparserMeasurement.self, from: Data(run.output.utf8))
        } catch {
            throw .unreadableOutput(
                command: "feedparser_bench.py \(set)", output: run.output + run.errorOutput)
        }
    }

    /// How many `<item>` start tags the files hold.
    static func itemCount(in files: [URL]) throws(ComparisonError) -> Int {
        var count = 0
        let pattern = Array("<item>".utf8)
        for file in files {
            let data: Data
            do {
                data = try Data(contentsOf: file)
            } catch {
                throw .fileError(path: file.path, reason: "\(error)")
            }
            data.withUnsafeBytes { bytes in
                var index = 0
                let end = bytes.count - pattern.count
                while index <= end {
                    if bytes[index] == pattern[0] {
                        var offset = 1
                        while offset < pattern.count && bytes[index + offset] == pattern[offset] {
                            offset += 1
                        }
                        if offset == pattern.count { count += 1 }
                    }
                    index += 1
                }
            }
        }
        return count
    }
}

/// What `feedparser_bench.py` prints for one run.
struct FeedparserMeasurement: Decodable, Sendable {
    var set: String
    var files: Int
    var bytesParsed: Int
    var cpuSeconds: Double
    var wallSeconds: Double
    var startResidentBytes: Int
    var peakResidentBytes: Int
    var entries: Int
    var feedparser: String
    var python: String

    var megabytesPerSecond: Double {
        cpuSeconds > 0 ? Double(bytesParsed) / 1e6 / cpuSeconds : 0
    }
}
