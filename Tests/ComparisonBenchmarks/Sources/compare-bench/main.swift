import ComparisonBenchmarking
import Foundation
import LibraryBenchmarking
import NetworkBenchmarking

/// compare-bench: Tidings side by side with newsboat and feedparser on the same input, in one
/// run; prints the table and writes results.json and results.svg. See the package README.
let usage = """
    usage: compare-bench [--runs N] [--feedparser-runs N] [--newsboat-large-runs N] [--size-mb N]
                         [--fixture-seconds S] [--threads 1,2,4,8,16,24]
                         [--rows parse,refresh,unread,sync,extraction] [--libraries 15000,1000000]
                         [--extraction-set DIR]
       compare-bench --redraw results.json [--output DIR] [--copy-to DIR]
                         [--data DIR] [--output DIR] [--copy-to DIR] [--bin DIR] [--python PATH] [--newsboat PATH]
    """

func say(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

func fail(_ message: String, status: Int32 = 64) -> Never {
    say("compare-bench: \(message)")
    exit(status)
}

/// The `--name value` options.
func parseOptions(_ arguments: [String]) -> [String: String] {
    var options: [String: String] = [:]
    var remaining = arguments
    while !remaining.isEmpty {
        let name = remaining.removeFirst()
        if name == "--help" || name == "-h" {
            print(usage)
            exit(0)
        }
        guard name.hasPrefix("--"), !remaining.isEmpty else { fail("unexpected argument \(name)\n\(usage)") }
        options[String(name.dropFirst(2))] = remaining.removeFirst()
    }
    return options
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))

func number(_ name: String, _ fallback: Int) -> Int {
    guard let text = options[name] else { return fallback }
    guard let value = Int(text), value > 0 else { fail("--\(name) needs a positive number") }
    return value
}

let known = [
    "runs", "feedparser-runs", "newsboat-large-runs", "size-mb", "fixture-seconds", "threads", "rows",
    "libraries", "data", "output", "copy-to", "bin", "python", "newsboat", "redraw", "extraction-set",
]
if let unknown = options.keys.first(where: { !known.contains($0) }) {
    fail("unknown option --\(unknown)\n\(usage)")
}

let current = FileManager.default.currentDirectoryPath
let data = URL(fileURLWithPath: options["data"] ?? current + "/.build/bench")
let work = data.appendingPathComponent("compare")
let output = URL(fileURLWithPath: options["output"] ?? data.path)
let copyTo = URL(
    fileURLWithPath: options["copy-to"]
        ?? ComparisonPrograms.packageFolder.appendingPathComponent("Results").path)
let bin =
    options["bin"]
    ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
let programs = ComparisonPrograms(
    tidings: bin + "/tidings", parserBench: bin + "/parser-bench",
    newsboat: options["newsboat"] ?? ComparisonPrograms.onPath("newsboat"),
    python: options["python"] ?? data.appendingPathComponent("venv/bin/python").path,
    scripts: ComparisonPrograms.packageScripts)
let runs = number("runs", 5)
let threads = (options["threads"] ?? "1,2,4,8,16,24").split(separator: ",").map { part -> Int in
    guard let value = Int(part), value > 0 else {
        fail("--threads takes positive numbers separated by commas")
    }
    return value
}
let rows = Set(
    (options["rows"] ?? "parse,refresh,unread,sync,extraction").split(separator: ",").map(String.init))
if let unknown = rows.first(where: { !["parse", "refresh", "unread", "sync", "extraction"].contains($0) }) {
    fail("--rows takes parse, refresh, unread, sync and extraction, not \(unknown)")
}
// The development set of web pages beside the repository (../shared/data/extraction-dev).
let extractionSet = URL(
    fileURLWithPath: options["extraction-set"]
        ?? ComparisonPrograms.packageFolder.appendingPathComponent("../../../shared/data/extraction-dev")
        .standardizedFileURL.path)
let libraries = Set((options["libraries"] ?? "15000,1000000").split(separator: ",").map(String.init))
if let unknown = libraries.first(where: { !["15000", "1000000"].contains($0) }) {
    fail("--libraries takes 15000 and 1000000 (articles), not \(unknown)")
}
guard let fixtureSeconds = Double(options["fixture-seconds"] ?? "1"), fixtureSeconds > 0 else {
    fail("--fixture-seconds needs a positive number")
}

// --redraw: the table and chart of a saved run again (after a change to how they are drawn),
// without measuring anything.
if let saved = options["redraw"] {
    do {
        let file = URL(fileURLWithPath: saved)
        let report = try ComparisonReport.read(from: file)
        try report.write(to: [output, copyTo], savedJSON: try Data(contentsOf: file))
        print(report.text)
        print(
            "redrawn from \(saved) (\(report.command), \(report.generated)) into \(output.path) and \(copyTo.path)"
        )
    } catch {
        fail("\(error)", status: 70)
    }
    exit(0)
}

do {
    try programs.check()
    let home = work.appendingPathComponent("home")
    try? FileManager.default.removeItem(at: home)
    let environment = ComparisonPrograms.environment(home: home)
    let runner = ProgramRunner(scratch: work.appendingPathComponent("scratch"))
    var results: [ComparisonRow] = []
    var verified: [String] = []
    var trials: [ThreadTrial] = []
    if rows.contains("parse") {
        let parse = try ParseComparison(
            programs: programs, runner: runner, corpus: work.appendingPathComponent("parse"),
            sizeMegabytes: number("size-mb", 64), runs: runs, feedparserRuns: number("feedparser-runs", 3),
            fixtureSeconds: fixtureSeconds, environment: environment
        ).run(log: say)
        results += parse.rows
        verified += parse.verified
    }
    if rows.contains("refresh") {
        let refresh = try RefreshComparison(
            programs: programs, runner: runner, corpus: FeedCorpus(feedCount: 300, feedBytes: 40_000),
            work: work.appendingPathComponent("refresh"), runs: runs, threadCounts: threads,
            environment: environment
        ).run(log: say)
        results += refresh.rows
        verified += refresh.verified
        trials = refresh.trials
    }
    if rows.contains("unread") {
        let unread = try await UnreadComparison(
            programs: programs, runner: runner, environment: environment, libraryData: data,
            work: work.appendingPathComponent("unread")
        ).run(
            [
                .init(
                    shape: LibraryShape(feeds: 300, totalArticles: 15_000, largeFeedArticles: 50),
                    tidingsRuns: runs,
                    newsboatRuns: runs, newsboatTimeoutSeconds: 1800),
                .init(
                    shape: .full, tidingsRuns: runs, newsboatRuns: number("newsboat-large-runs", 3),
                    newsboatTimeoutSeconds: 7200),
            ].filter { libraries.contains(String($0.shape.totalArticles)) }, log: say)
        results += unread.rows
        verified += unread.verified
    }
    if rows.contains("sync") {
        let sync = try SyncComparison(
            programs: programs, runner: runner, work: work.appendingPathComponent("sync"), runs: runs,
            environment: environment
        ).run(log: say)
        results += sync.rows
        verified += sync.verified
        let greader = try GoogleReaderSyncComparison(
            programs: programs, runner: runner, work: work.appendingPathComponent("sync"), runs: runs,
            environment: environment, newsboatMemory: sync.newsboatFirstSyncMemory,
            newsboatVersion: sync.newsboatVersion
        ).run(log: say)
        results += greader.rows
        verified += greader.verified
    }
    if rows.contains("extraction") {
        if FileManager.default.fileExists(
            atPath: extractionSet.appendingPathComponent("ground-truth.json").path)
        {
            let extraction = try ExtractionComparison(
                programs: programs, runner: runner, dataSet: extractionSet,
                work: work.appendingPathComponent("extraction"), runs: runs, environment: environment
            ).run(log: say)
            results += extraction.rows
            verified += extraction.verified
        } else {
            say(
                "extraction: no extraction set at \(extractionSet.path) (--extraction-set DIR); its rows are left out"
            )
            verified.append("extraction: not run, no extraction set at \(extractionSet.path)")
        }
    }
    // Speed rows first, in the task's order, then every memory row.
    let ordered = results.filter { $0.group != "memory" } + results.filter { $0.group == "memory" }
    let report = ComparisonReport(
        generated: ISO8601DateFormatter().string(from: Date()), machine: ComparisonReport.describeMachine(),
        command: (["compare-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
        rows: ordered,
        newsboatThreadTrials: trials, verified: verified)
    try report.write(to: [output, copyTo])
    print(report.text)
    print(
        "\(report.machine); release build; written to \(output.path)/results.{json,svg} and "
            + "\(copyTo.path)/results.{json,svg}")
} catch {
    fail("\(error)", status: 70)
}
