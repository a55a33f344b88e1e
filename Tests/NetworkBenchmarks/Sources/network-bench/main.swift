import Foundation
import NetworkBenchmarking

/// `network-bench`: the network benchmark (see the package README).
///
///     network-bench [--feeds 300] [--feed-bytes 40000] [--hosts 1] [--runs 3] [--corpus DIR] [--config PLIST]
///     network-bench corpus --output DIR [--feeds 300] [--feed-bytes 40000]
///     network-bench measure --mode cold|warm --urls FILE --validators FILE [--config PLIST]
let usage = """
    usage: network-bench [--feeds N] [--feed-bytes N] [--hosts N] [--runs N] [--corpus DIR] [--config PLIST]
           network-bench corpus --output DIR [--feeds N] [--feed-bytes N]
           network-bench measure --mode cold|warm --urls FILE --validators FILE [--config PLIST]
    """

func fail(_ message: String, status: Int32 = 64) -> Never {
    FileHandle.standardError.write(Data("network-bench: \(message)\n".utf8))
    exit(status)
}

func say(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// The command and its `--name value` options.
func parseArguments(_ all: [String]) -> (String, [String: String]) {
    var arguments = all
    let command = arguments.first.flatMap { $0.hasPrefix("--") ? nil : $0 } ?? "run"
    if command != "run" { arguments.removeFirst() }
    var options: [String: String] = [:]
    while !arguments.isEmpty {
        let name = arguments.removeFirst()
        guard name.hasPrefix("--"), !arguments.isEmpty else { fail("unexpected argument \(name)\n\(usage)") }
        options[String(name.dropFirst(2))] = arguments.removeFirst()
    }
    return (command, options)
}

let (command, options) = parseArguments(Array(CommandLine.arguments.dropFirst()))

func number(_ name: String, default value: Int) -> Int {
    guard let text = options[name] else { return value }
    guard let parsed = Int(text), parsed > 0 else { fail("--\(name) needs a positive number") }
    return parsed
}

let corpus = FeedCorpus(
    feedCount: number("feeds", default: 300), feedBytes: number("feed-bytes", default: 40_000))
let configFile = options["config"].map { URL(fileURLWithPath: $0) } ?? BenchmarkSettings.defaultsFile

switch command {
case "corpus":
    guard let output = options["output"] else { fail("corpus needs --output DIR") }
    do {
        try corpus.write(to: URL(fileURLWithPath: output))
    } catch {
        fail("cannot write the corpus: \(error)", status: 74)
    }
    say(
        "wrote \(corpus.feedCount) feeds under \(output)/feeds; serve them with: "
            + "loopback-server --directory \(output) --port 8080")
case "measure":
    guard let mode = options["mode"], let urls = options["urls"], let validators = options["validators"]
    else {
        fail("measure needs --mode, --urls and --validators")
    }
    do {
        let settings = try BenchmarkSettings.load(from: configFile)
        let report = try await BenchmarkRunner.measureInThisProcess(
            mode: mode, urlFile: URL(fileURLWithPath: urls), validatorsFile: URL(fileURLWithPath: validators),
            settings: settings)
        FileHandle.standardOutput.write(try JSONEncoder().encode(report))
    } catch {
        fail("measure failed: \(error)", status: 70)
    }
case "run":
    do {
        let settings = try BenchmarkSettings.load(from: configFile)
        let directory =
            options["corpus"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("tidings-network-bench")
        let runner = BenchmarkRunner(
            corpus: corpus, hosts: number("hosts", default: 1), runs: number("runs", default: 3),
            corpusDirectory: directory, configFile: configFile,
            executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())
        let reports = try runner.run(log: say)
        print(runner.heading(settings: settings) + "\n")
        print(ResultTable.render(reports))
    } catch {
        fail("\(error)", status: 70)
    }
default:
    fail("unknown command \(command)\n\(usage)")
}
