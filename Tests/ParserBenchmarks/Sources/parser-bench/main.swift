import FeedParserService
import Foundation
import ParserBenchmarking

/// parser-bench: measures FeedParserService against a no-op libxml2 SAX pass on the sets of
/// `BenchmarkCorpus` (a large and a many-item RSS file, small feeds, the fixture set). See
/// Tests/ParserBenchmarks/README.md.
struct Options {
    var sizeMegabytes = 64
    var runs = 5
    var fixtureSeconds = 1.0
    var fixturesDirectory = BenchmarkCorpus.defaultFixturesDirectory
    var corpusDirectory: URL?
    /// A corpus written earlier with `--write-corpus`, measured instead of a generated one.
    var readCorpusDirectory: URL?
    var json = false
    var child: ParserUnderTest?
    var files: [URL] = []

    static let usage = """
        usage: parser-bench [--size-mb N] [--runs N] [--fixture-seconds S] [--fixtures DIR] [--json]
               parser-bench --corpus DIR [--runs N] [--fixture-seconds S] [--json]
               parser-bench --write-corpus DIR [--size-mb N] [--fixtures DIR]
        """

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = remaining.popFirst() else {
                throw BenchmarkFailure("\(flag) needs a value\n\(Self.usage)")
            }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--size-mb": sizeMegabytes = Int(try value(argument)) ?? sizeMegabytes
            case "--runs": runs = max(1, Int(try value(argument)) ?? runs)
            case "--fixture-seconds": fixtureSeconds = Double(try value(argument)) ?? fixtureSeconds
            case "--fixtures": fixturesDirectory = URL(fileURLWithPath: try value(argument))
            case "--write-corpus": corpusDirectory = URL(fileURLWithPath: try value(argument))
            case "--corpus": readCorpusDirectory = URL(fileURLWithPath: try value(argument))
            case "--json": json = true
            case "--child":
                let name = try value(argument)
                guard let parser = ParserUnderTest(rawValue: name) else {
                    throw BenchmarkFailure("unknown parser \(name)")
                }
                child = parser
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default:
                guard child != nil else {
                    throw BenchmarkFailure("unknown argument \(argument)\n\(Self.usage)")
                }
                files.append(URL(fileURLWithPath: argument))
            }
        }
    }
}

/// Runs one measurement in a fresh child process and reads its result line.
func measureInChild(_ parser: ParserUnderTest, files: [URL], minimumSeconds: Double) throws
    -> BenchmarkMeasurement
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments =
        ["--child", parser.rawValue, "--fixture-seconds", String(minimumSeconds)] + files.map(\.path)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0,
        let measurement = text.split(separator: "\n").compactMap(BenchmarkMeasurement.init(line:)).first
    else {
        throw BenchmarkFailure(
            "the \(parser.rawValue) child failed (status \(process.terminationStatus)): \(text)")
    }
    return measurement
}

func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

func main() async throws {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    if let parser = options.child {
        let measurement = try await BenchmarkChild.measure(
            parser: parser, files: options.files,
            minimumSeconds: options.files.count > 1 ? options.fixtureSeconds : 0)
        print(measurement.line)
        return
    }
    if let directory = options.readCorpusDirectory {
        try measureAndReport(try BenchmarkCorpus.read(from: directory), options: options)
        return
    }
    let feedParser = FeedParser(maxDocumentBytes: Int.max)
    let fixtures = try BenchmarkCorpus.xmlFixtures(in: options.fixturesDirectory) { data in
        (try? feedParser.parse(data, url: nil, charset: nil)) != nil
    }
    let targetBytes = options.sizeMegabytes * 1024 * 1024
    let generator = WorkloadGenerator()
    if let directory = options.corpusDirectory {
        let corpus = try BenchmarkCorpus.write(
            to: directory, generator: generator, targetBytes: targetBytes, fixtures: fixtures)
        for entry in corpus.entries {
            print("wrote \(entry.name): \(entry.files.count) file(s), \(entry.bytes) bytes")
        }
        print("listing: \(directory.appendingPathComponent("corpus.tsv").path)")
        return
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "parser-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: directory) }
    log(
        "generating \(options.sizeMegabytes) MiB of RSS, the small feeds, and copying \(fixtures.count) fixtures "
            + "into \(directory.path)")
    let corpus = try BenchmarkCorpus.write(
        to: directory, generator: generator, targetBytes: targetBytes, fixtures: fixtures)
    try measureAndReport(corpus, options: options)
}

/// Measures every parser on both sets of `corpus` and prints the table (or, with `--json`, the
/// records).
func measureAndReport(_ corpus: BenchmarkCorpus, options: Options) throws {
    var rows: [ResultRow] = []
    var records: [ResultRecord] = []
    let parsers = [
        ParserUnderTest.libxml2NoOp, .libxml2MemoryNoOp, .xmlServiceNoOp, .tidings, .tidingsWhole,
        .tidingsRefreshPath,
    ]
    for entry in corpus.entries {
        let seconds = entry.files.count > 1 ? options.fixtureSeconds : 0
        // Rounds interleave the parsers, so that a change in the machine's load (other builds)
        // touches every parser alike instead of one parser's runs.
        var runs: [ParserUnderTest: [BenchmarkMeasurement]] = [:]
        for round in 1...options.runs {
            for parser in parsers {
                let measurement = try measureInChild(parser, files: entry.files, minimumSeconds: seconds)
                log(
                    "  \(entry.name), round \(round), \(parser.rawValue): "
                        + "\(ResultsTable.fixed(measurement.megabytesPerSecond, 1)) MB/s (wall "
                        + "\(ResultsTable.fixed(measurement.wallMegabytesPerSecond, 1))), peak "
                        + "\(measurement.peakResidentBytes / 1_048_576) MiB")
                runs[parser, default: []].append(measurement)
            }
        }
        guard let baseline = runs[.libxml2NoOp].flatMap(BenchmarkMeasurement.summary(of:)) else { continue }
        for parser in [
            ParserUnderTest.tidings, .tidingsWhole, .tidingsRefreshPath, .xmlServiceNoOp, .libxml2NoOp,
            .libxml2MemoryNoOp,
        ] {
            guard let measurement = runs[parser].flatMap(BenchmarkMeasurement.summary(of:)) else { continue }
            records.append(
                ResultRecord(
                    set: entry.set, corpus: entry.name, parser: parser.rawValue, inputBytes: entry.bytes,
                    median: measurement,
                    runsMegabytesPerSecond: runs[parser, default: []].map(\.megabytesPerSecond)))
            rows.append(
                ResultRow(
                    corpus: entry.name, parser: parser.rawValue, inputBytes: entry.bytes,
                    measurement: measurement,
                    baseline: baseline, isSingleDocument: entry.files.count == 1))
        }
    }
    if options.json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(records), as: UTF8.self))
        return
    }
    print(ResultsTable.render(rows))
    print(
        "\nMB/s: 10^6 bytes per second of the process's CPU time (the machine is shared; wall MB/s is beside it), "
            + "the median of \(options.runs) runs, each in a fresh process. Ratio: MB/s over the raw libxml2 "
            + "no-op's. Peak RSS (VmHWM) is the largest of the runs and includes the input and the runtime "
            + "(start RSS). Release build, \(ProcessInfo.processInfo.activeProcessorCount) cores.")
}

do {
    try await main()
} catch {
    log("parser-bench: \(error)")
    exit(1)
}
