public import Foundation
public import HTTPService
import LoopbackServerService

/// Runs the whole benchmark: writes the corpus, serves it from loopback servers in this
/// process, and measures each fetch in a fresh child process (`measure`), so that each peak
/// memory figure belongs to one fetch alone.
public struct BenchmarkRunner: Sendable {
    public var corpus: FeedCorpus
    /// Loopback addresses the feeds are spread over (127.0.0.1, 127.0.0.2 …), one server each.
    public var hosts: Int
    public var runs: Int
    public var corpusDirectory: URL
    public var configFile: URL
    /// The program that measures (this one, run with `measure`).
    public var executable: URL

    public init(
        corpus: FeedCorpus, hosts: Int, runs: Int, corpusDirectory: URL, configFile: URL, executable: URL
    ) {
        self.corpus = corpus
        self.hosts = hosts
        self.runs = runs
        self.corpusDirectory = corpusDirectory
        self.configFile = configFile
        self.executable = executable
    }

    /// Every report, in the order measured (cold, warm, cold, warm …).
    public func run(log: (String) -> Void) throws -> [FetchReport] {
        try corpus.write(to: corpusDirectory)
        let servers = try (1...max(1, hosts)).map { host in
            try LoopbackServer(
                address: "127.0.0.\(host)", fallback: .directory(corpusDirectory), recordsRequests: false)
        }
        defer { for server in servers { server.stop() } }
        let urls = corpus.paths.enumerated().map { index, path in servers[index % servers.count].url(path) }
        let urlFile = corpusDirectory.appendingPathComponent("urls.txt")
        try Data((urls.map(\.absoluteString).joined(separator: "\n") + "\n").utf8).write(to: urlFile)
        log(
            "serving \(corpus.feedCount) feeds from \(corpusDirectory.path) on "
                + servers.map { "\($0.address):\($0.port)" }.joined(separator: ", "))

        var reports: [FetchReport] = []
        for run in 1...max(1, runs) {
            let validators = corpusDirectory.appendingPathComponent("validators-\(run).json")
            try? FileManager.default.removeItem(at: validators)
            for mode in ["cold", "warm"] {
                let report = try measure(mode: mode, urls: urlFile, validators: validators)
                log(
                    "run \(run) \(mode): \(ResultTable.milliseconds(report.wallSeconds)), "
                        + "\(ResultTable.describe(report.answers)), peak RSS "
                        + ResultTable.megabytes(Double(report.peakResidentBytes)))
                reports.append(report)
            }
        }
        return reports
    }

    /// One line saying what was measured and with which settings.
    public func heading(settings: HTTPSettings) -> String {
        let megabytes = Double(corpus.feedCount * corpus.feedBytes) / 1_048_576
        return "network-bench: \(corpus.feedCount) feeds of about \(corpus.feedBytes / 1000) KB "
            + "(\(String(format: "%.1f", megabytes)) MB) on \(hosts) loopback host(s); concurrency "
            + "\(settings.concurrency), per host \(settings.concurrencyPerHost) (from \(configFile.path)); "
            + "\(runs) run(s), each fetch in a fresh process"
    }

    private func measure(mode: String, urls: URL, validators: URL) throws -> FetchReport {
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "measure", "--mode", mode, "--urls", urls.path, "--validators", validators.path, "--config",
            configFile.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkFailure(
                message: "the \(mode) measurement exited with \(process.terminationStatus)")
        }
        return try JSONDecoder().decode(FetchReport.self, from: data)
    }

    /// The child's side: fetches the URLs in `urlFile` with the given validators file (read
    /// when it exists, then rewritten), and returns the report.
    public static func measureInThisProcess(
        mode: String, urlFile: URL, validatorsFile: URL, settings: HTTPSettings
    ) async throws -> FetchReport {
        let urls = try String(contentsOf: urlFile, encoding: .utf8).split(separator: "\n").compactMap {
            URL(string: String($0))
        }
        var validators: [String: StoredValidators] = [:]
        if let stored = try? Data(contentsOf: validatorsFile) {
            validators = try JSONDecoder().decode([String: StoredValidators].self, from: stored)
        }
        let measurement = FetchMeasurement(client: CurlHTTPClient(settings: settings))
        let (report, next) = await measurement.run(mode: mode, urls: urls, validators: validators)
        try JSONEncoder().encode(next).write(to: validatorsFile, options: .atomic)
        return report
    }
}

/// Why the benchmark could not run.
public struct BenchmarkFailure: Error, CustomStringConvertible {
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
