public import Foundation
import ParserBenchmarking

/// The parse rows: Tidings' parser (from `parser-bench --json`) against the Python parsers and
/// the no-op libxml2 pass, on the same files (`parser-bench --write-corpus`): the large RSS file,
/// the compact one of 20,000 items, the small feeds and the fixture set. Then the rows of the
/// whole process (`ProcessComparison`) and of memory.
public struct ParseComparison: Sendable {
    public var programs: ComparisonPrograms
    public var runner: ProgramRunner
    /// Where the corpus is written.
    public var corpus: URL
    public var sizeMegabytes: Int
    /// The most the refresh path's parse may hold over start-up, whatever the feed's size.
    static let refreshPathBudgetMiB = 16.0

    /// parser-bench's rounds (each parser in a fresh process per round).
    public var runs: Int
    /// Each Python parser's runs per set, each in a fresh Python process (feedparser takes about
    /// half a minute on the large file).
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

    /// The targets, per set: against fastfeedparser and against the no-op pass; feedparser's
    /// (100×) is kept where it was set, on the large file and the fixtures.
    static func targets(for set: String) -> (fast: Double?, noOp: Double?, feedparser: Double?) {
        switch set {
        case "large": (1.0, 0.6, 100)
        case "medium", "small": (1.0, nil, nil)
        default: (nil, 0.5, 100)
        }
    }

    /// Measures every set and returns the rows (speed, then memory) and what was verified.
    public func run(log: (String) -> Void) throws(ComparisonError) -> (
        rows: [ComparisonRow], verified: [String]
    ) {
        log(
            "parse: writing the corpus (\(sizeMegabytes) MiB of RSS, 20,000 short items, small feeds, fixtures)"
        )
        _ = try runner.runChecked(
            programs.parserBench, ["--write-corpus", corpus.path, "--size-mb", String(sizeMegabytes)],
            environment: environment, timeoutSeconds: 600)
        let sets: BenchmarkCorpus
        do {
            sets = try BenchmarkCorpus.read(from: corpus)
        } catch {
            throw .fileError(path: corpus.appendingPathComponent("corpus.tsv").path, reason: "\(error)")
        }
        log("parse: parser-bench, \(runs) rounds")
        let records = try parserBenchRecords()
        var rows: [ComparisonRow] = []
        var memoryRows: [ComparisonRow] = []
        var verified: [String] = []
        for entry in sets.entries {
            // The speed rows take Tidings' whole parse, every item kept in one `ParsedFeed`, as the
            // Python parsers keep theirs in one list; the memory target takes the streaming parse
            // refresh uses, each item handed over as it ends.
            guard let tidings = records.first(where: { $0.set == entry.set && $0.parser == "tidings-whole" }),
                let streaming = records.first(where: { $0.set == entry.set && $0.parser == "tidings" }),
                let noOp = records.first(where: { $0.set == entry.set && $0.parser == "libxml2-noop" })
            else {
                throw .unreadableOutput(
                    command: "parser-bench --json",
                    output: "no tidings-whole, tidings or libxml2-noop record for \(entry.set)")
            }
            let targets = Self.targets(for: entry.set)
            let name =
                entry.set == "large" ? "large RSS (\(tidings.inputBytes / 1_048_576) MiB)" : tidings.corpus
            let note =
                "MB/s of CPU time; Tidings' whole parse; medians of "
                + "\(tidings.runsMegabytesPerSecond.count) parser-bench rounds and "
                + "the Python parser's runs, each in a fresh process"
            for parser in PythonParser.allCases {
                // feedparser reads about 1.4 MB/s: the sets without its target would cost minutes.
                if parser == .feedparser && targets.feedparser == nil { continue }
                let measurements = try measure(parser, entry: entry, log: log)
                verified += try verify(measurements, parser: parser, entry: entry)
                let label = measurements.first?.label ?? parser.rawValue
                let refused = measurements.first?.refused ?? 0
                let target: Double? =
                    switch parser {
                    case .feedparser: targets.feedparser
                    case .fastfeedparser: targets.fast
                    case .feedparserRS: nil
                    }
                rows.append(
                    ComparisonRow(
                        group: "parse", name: name, unit: "MB/s", direction: .higherIsBetter,
                        tidings: tidings.median.megabytesPerSecond,
                        tidingsRuns: tidings.runsMegabytesPerSecond,
                        reference: label, referenceValue: median(measurements.map(\.megabytesPerSecond)),
                        referenceRuns: measurements.map(\.megabytesPerSecond), target: target,
                        note: note
                            + (refused > 0
                                ? "; it refused \(refused) of the files, left out of its figure" : "")))
                if parser == .feedparser {
                    memoryRows.append(
                        ComparisonRow(
                            group: "memory", name: "parse, \(name)", unit: "MiB", direction: .lowerIsBetter,
                            tidings: Self.mebibytes(tidings.median.peakResidentBytes), tidingsRuns: [],
                            reference: label,
                            referenceValue: Self.mebibytes(measurements.map(\.peakResidentBytes).max() ?? 0),
                            referenceRuns: measurements.map { Self.mebibytes($0.peakResidentBytes) },
                            target: nil,
                            note:
                                "for information: the largest peak (VmHWM) of the runs, input and runtime included"
                        ))
                }
            }
            rows.append(
                ComparisonRow(
                    group: "parse", name: name, unit: "MB/s", direction: .higherIsBetter,
                    tidings: tidings.median.megabytesPerSecond, tidingsRuns: tidings.runsMegabytesPerSecond,
                    reference: "libxml2 no-op SAX pass", referenceValue: noOp.median.megabytesPerSecond,
                    referenceRuns: noOp.runsMegabytesPerSecond, target: targets.noOp))
            rows.append(
                ComparisonRow(
                    group: "parse", name: "\(name), streaming", unit: "MB/s", direction: .higherIsBetter,
                    tidings: streaming.median.megabytesPerSecond,
                    tidingsRuns: streaming.runsMegabytesPerSecond,
                    reference: "Tidings' whole parse", referenceValue: tidings.median.megabytesPerSecond,
                    referenceRuns: tidings.runsMegabytesPerSecond, target: nil,
                    note: "for information: the same parse handing each item over as it ends, never holding "
                        + "them all (refresh's path)"))
            if entry.files.count == 1 {
                // The parse's own memory: the peak over the runtime's resident size before loading,
                // the loaded input included, against the input.
                let own = streaming.median.peakResidentBytes - streaming.median.startResidentBytes
                memoryRows.append(
                    ComparisonRow(
                        group: "memory", name: "parse peak, \(name)", unit: "MiB", direction: .lowerIsBetter,
                        tidings: Self.mebibytes(own), tidingsRuns: [],
                        reference: "the input × 1.5", referenceValue: Self.mebibytes(entry.bytes) * 1.5,
                        referenceRuns: [], target: 1,
                        note: "peak resident memory (VmHWM) less the runtime's before loading: the input "
                            + "itself and the streaming parse, each item handed over as it ends (the path "
                            + "refresh takes); the target is 1.5× the input"))
                if let refreshPath = records.first(where: {
                    $0.set == entry.set && $0.parser == "tidings-refresh-path"
                }) {
                    memoryRows.append(
                        ComparisonRow(
                            group: "memory", name: "refresh path's parse peak, \(name)", unit: "MiB",
                            direction: .lowerIsBetter,
                            tidings: Self.mebibytes(
                                refreshPath.median.peakResidentBytes - refreshPath.median.startResidentBytes),
                            tidingsRuns: [], reference: "16 MiB, whatever the feed's size",
                            referenceValue: Self.refreshPathBudgetMiB, referenceRuns: [], target: 1,
                            note:
                                "peak resident memory (VmHWM) less the runtime's at start-up, the largest of "
                                + "the runs: the file fetched through HTTPService (mapped where it lies, as "
                                + "a local feed is; a network body that large is spooled to a file and mapped "
                                + "from there), hashed and parsed item by item as refresh does, the pages "
                                + "behind the reading given back"))
                }
                memoryRows.append(
                    ComparisonRow(
                        group: "memory", name: "parse peak, every item kept, \(name)", unit: "MiB",
                        direction: .lowerIsBetter,
                        tidings: Self.mebibytes(
                            tidings.median.peakResidentBytes - tidings.median.startResidentBytes),
                        tidingsRuns: [], reference: "the input × 1.5",
                        referenceValue: Self.mebibytes(entry.bytes) * 1.5, referenceRuns: [], target: nil,
                        note: "for information: the whole parse, every item kept in memory at once"))
            }
        }
        let process = try ProcessComparison(
            programs: programs, runner: runner, environment: environment, runs: max(runs, 5)
        ).run(
            medium: sets.entry("medium"),
            inProcess: records.first { $0.set == "medium" && $0.parser == "tidings-whole" }, log: log)
        let sfeed = try SfeedComparison(
            programs: programs, runner: runner, environment: environment, runs: max(runs, 5)
        ).run([sets.entry("medium"), sets.entry("large")].compactMap { $0 }, log: log)
        return (rows + process + sfeed.rows + memoryRows, verified + sfeed.verified)
    }

    private func measure(_ parser: PythonParser, entry: BenchmarkCorpus.Entry, log: (String) -> Void)
        throws(ComparisonError) -> [PythonParserMeasurement]
    {
        var measurements: [PythonParserMeasurement] = []
        for round in 1...max(1, feedparserRuns) {
            let measurement = try python(parser, set: entry.set)
            log(
                "parse: \(parser.rawValue), \(entry.set), run \(round): "
                    + "\(ResultsTable.fixed(measurement.megabytesPerSecond, 2)) MB/s, "
                    + "peak \(measurement.peakResidentBytes / 1_048_576) MiB")
            measurements.append(measurement)
        }
        return measurements
    }

    /// Checks that a Python parser read what the files hold: every item of a single file
    /// (feedparser-rs stops at 10,000 entries, which is noted rather than refused), something in
    /// a set of files.
    private func verify(
        _ measurements: [PythonParserMeasurement], parser: PythonParser, entry: BenchmarkCorpus.Entry
    )
        throws(ComparisonError) -> [String]
    {
        guard entry.files.count == 1 else {
            if let empty = measurements.first(where: { $0.entries == 0 }) {
                throw .verificationFailed(
                    "\(parser.rawValue) found no entries in the \(empty.files) files of \(entry.set)")
            }
            return []
        }
        let expected = try Self.itemCount(in: entry.files)
        if parser == .feedparserRS, let capped = measurements.first(where: { $0.entries < expected }) {
            return [
                "parse: feedparser-rs read \(capped.entries) of the \(expected) items of the \(entry.set) file "
                    + "(it stops at 10,000), so its MB/s covers less work than the others'"
            ]
        }
        if let wrong = measurements.first(where: { $0.entries != expected }) {
            throw .verificationFailed(
                "\(parser.rawValue) found \(wrong.entries) entries in the \(entry.set) file, which holds \(expected) items"
            )
        }
        return ["parse: \(parser.rawValue) read all \(expected) items of the \(entry.set) file in every run"]
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

    private func python(_ parser: PythonParser, set: String) throws(ComparisonError)
        -> PythonParserMeasurement
    {
        let arguments = [
            programs.script("python_parser_bench.py"), corpus.path, set, "--parser", parser.rawValue,
            "--min-seconds", String(fixtureSeconds),
        ]
        let run = try runner.runChecked(
            programs.python, arguments, environment: environment, timeoutSeconds: 1800)
        do {
            return try JSONDecoder().decode(PythonParserMeasurement.self, from: Data(run.output.utf8))
        } catch {
            throw .unreadableOutput(
                command: "python_parser_bench.py \(set) --parser \(parser.rawValue)",
                output: run.output + run.errorOutput)
        }
    }

    static func mebibytes(_ bytes: Int) -> Double {
        Double(bytes) / 1_048_576
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
