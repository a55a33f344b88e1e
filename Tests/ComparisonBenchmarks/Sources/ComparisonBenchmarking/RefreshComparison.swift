public import Foundation
public import NetworkBenchmarking
import OPMLService

/// The refresh rows: the real `tidings refresh` against `newsboat -x reload`, on network-bench's
/// corpus (300 feeds of about 40 KB) served from one loopback server. Every run starts from an
/// empty library and refreshes three times: cold (timed: every feed a 200), once more untimed,
/// then warm (timed: every feed a 304). The untimed refresh is there for newsboat: 2.21 stores a
/// feed's ETag and Last-Modified only on its second reload (newsboat issue #2734), so its second
/// reload still downloads everything and only the third is conditional. Tidings gets the same
/// three refreshes (its second is already all 304s). newsboat runs at each `reload-threads`
/// setting; each row uses its fastest.
public struct RefreshComparison: Sendable {
    public var programs: ComparisonPrograms
    public var runner: ProgramRunner
    public var corpus: FeedCorpus
    /// Where the corpus, the OPML file, the urls file and the libraries go.
    public var work: URL
    public var runs: Int
    public var threadCounts: [Int]
    public var environment: [String: String]

    public init(
        programs: ComparisonPrograms, runner: ProgramRunner, corpus: FeedCorpus, work: URL, runs: Int,
        threadCounts: [Int], environment: [String: String]
    ) {
        self.programs = programs
        self.runner = runner
        self.corpus = corpus
        self.work = work
        self.runs = runs
        self.threadCounts = threadCounts
        self.environment = environment
    }

    /// One cold and one warm refresh of one reader.
    struct Pass {
        var cold: ProgramRun
        var warm: ProgramRun
    }

    public struct Outcome: Sendable {
        public var rows: [ComparisonRow]
        public var trials: [ThreadTrial]
        public var verified: [String]
    }

    public func run(log: (String) -> Void) throws(ComparisonError) -> Outcome {
        let corpusFolder = work.appendingPathComponent("corpus")
        do {
            try corpus.write(to: corpusFolder)
        } catch {
            throw .fileError(path: corpusFolder.path, reason: "\(error)")
        }
        let expectedItems = (0..<corpus.feedCount).reduce(0) { total, index in
            total
                + String(decoding: corpus.feed(index), as: UTF8.self).components(separatedBy: "<item>").count
                - 1
        }
        let server = try CountingFeedServer(directory: corpusFolder)
        defer { server.stop() }
        let urls = corpus.paths.map { server.url($0) }
        let opml = work.appendingPathComponent("feeds.opml")
        let urlsFile = work.appendingPathComponent("urls")
        try writeFile(Data(Self.opml(urls).utf8), to: opml)
        try writeFile(Data(urls.map { $0.absoluteString + "\n" }.joined().utf8), to: urlsFile)
        log(
            "refresh: \(corpus.feedCount) feeds (\(expectedItems) items) at \(server.url("/feeds/").absoluteString)…, "
                + "\(runs) runs; newsboat reload-threads \(threadCounts.map(String.init).joined(separator: ", "))"
        )

        var tidingsPasses: [Pass] = []
        var newsboatPasses: [Int: [Pass]] = [:]
        // Runs interleave the readers, so that a change in the machine's load touches both alike.
        for round in 1...max(1, runs) {
            let pass = try tidingsPass(opml: opml, server: server, expectedItems: expectedItems)
            log("refresh: run \(round), tidings: " + Self.describe(pass))
            tidingsPasses.append(pass)
            for threads in threadCounts {
                let pass = try newsboatPass(
                    threads: threads, urls: urlsFile, server: server, expectedItems: expectedItems)
                log("refresh: run \(round), newsboat reload-threads \(threads): " + Self.describe(pass))
                newsboatPasses[threads, default: []].append(pass)
            }
        }
        let trials = threadCounts.map { threads in
            ThreadTrial(
                threads: threads,
                coldMilliseconds: newsboatPasses[threads, default: []].map { $0.cold.wallSeconds * 1000 },
                warmMilliseconds: newsboatPasses[threads, default: []].map { $0.warm.wallSeconds * 1000 })
        }
        guard let bestCold = trials.min(by: { $0.coldMedian < $1.coldMedian }),
            let bestWarm = trials.min(by: { $0.warmMedian < $1.warmMedian })
        else { throw .verificationFailed("no reload-threads setting was tried") }
        let version = programs.newsboatVersion(runner: runner, environment: environment)
        let name = "\(corpus.feedCount) feeds of ~\(corpus.feedBytes / 1000) KB"
        var rows: [ComparisonRow] = []
        var memoryRows: [ComparisonRow] = []
        for (mode, best, target) in [("cold", bestCold, 10.0), ("warm", bestWarm, 50.0)] {
            let ours = tidingsPasses.map { mode == "cold" ? $0.cold : $0.warm }
            let theirs = newsboatPasses[best.threads, default: []].map { mode == "cold" ? $0.cold : $0.warm }
            let reference = "\(version), reload-threads \(best.threads)"
            let tried = trials.map {
                "\($0.threads): \(Int((mode == "cold" ? $0.coldMedian : $0.warmMedian).rounded())) ms"
            }
            rows.append(
                ComparisonRow(
                    group: "\(mode) refresh", name: name, unit: "ms", direction: .lowerIsBetter,
                    tidings: median(ours.map { $0.wallSeconds * 1000 }),
                    tidingsRuns: ours.map { $0.wallSeconds * 1000 },
                    reference: reference, referenceValue: median(theirs.map { $0.wallSeconds * 1000 }),
                    referenceRuns: theirs.map { $0.wallSeconds * 1000 }, target: target,
                    note: "process start to exit, median of \(ours.count) runs"
                        + (mode == "warm" ? " (the third refresh of a fresh library, every feed a 304)" : "")
                        + "; newsboat's median by reload-threads: " + tried.joined(separator: ", ")))
            memoryRows.append(
                ComparisonRow(
                    group: "memory", name: "\(mode) refresh", unit: "MiB", direction: .lowerIsBetter,
                    tidings: median(ours.map { Double($0.peakResidentBytes) / 1_048_576 }),
                    tidingsRuns: ours.map { Double($0.peakResidentBytes) / 1_048_576 }, reference: reference,
                    referenceValue: median(theirs.map { Double($0.peakResidentBytes) / 1_048_576 }),
                    referenceRuns: theirs.map { Double($0.peakResidentBytes) / 1_048_576 }, target: 1,
                    note: "peak RSS (GNU time %M) of the same runs, median"))
        }
        let verified = [
            "refresh: every cold run of both readers was answered \(corpus.feedCount) × 200 and every warm run "
                + "\(corpus.feedCount) × 304 by the loopback server (warm is each reader's third refresh: newsboat "
                + "2.21 sends its stored ETags only from its third reload on, issue #2734)",
            "refresh: after each cold run, tidings held \(expectedItems) articles in \(corpus.feedCount) feeds "
                + "(feeds --json) and newsboat's cache \(expectedItems) items (rss_item)",
        ]
        return Outcome(rows: rows + memoryRows, trials: trials, verified: verified)
    }

    /// An OPML document following `urls`, as OPMLService writes it.
    public static func opml(_ urls: [URL]) -> String {
        OPMLWriter.string(
            OPMLDocument(
                head: OPMLHead(fields: [OPMLField(name: "title", value: "Tidings comparison benchmark")]),
                outlines: urls.map { OPMLOutline(text: $0.lastPathComponent, type: "rss", xmlURL: $0) }))
    }

    private func tidingsPass(opml: URL, server: CountingFeedServer, expectedItems: Int)
        throws(ComparisonError)
        -> Pass
    {
        let library = work.appendingPathComponent("tidings-library")
        try? FileManager.default.removeItem(at: library)
        let base = ["--data-dir", library.path]
        _ = try runner.runChecked(
            programs.tidings, base + ["import", opml.path], environment: environment, timeoutSeconds: 120)
        _ = server.takeAnswers()
        let cold = try runner.runChecked(
            programs.tidings, base + ["refresh"], environment: environment, timeoutSeconds: 600)
        try expect(server.takeAnswers(), status: 200, reader: "tidings", mode: "cold")
        _ = try runner.runChecked(
            programs.tidings, base + ["refresh"], environment: environment, timeoutSeconds: 600)
        try expectSettled(server.takeAnswers(), reader: "tidings")
        let feeds = try runner.runChecked(
            programs.tidings, base + ["feeds", "--json"], environment: environment, timeoutSeconds: 120)
        let totals = try Self.tidingsTotals(feeds.output)
        guard totals == (feeds: corpus.feedCount, articles: expectedItems) else {
            throw .verificationFailed(
                "after a cold refresh tidings holds \(totals.articles) articles in \(totals.feeds) feeds, "
                    + "not \(expectedItems) in \(corpus.feedCount)")
        }
        let warm = try runner.runChecked(
            programs.tidings, base + ["refresh"], environment: environment, timeoutSeconds: 600)
        try expect(server.takeAnswers(), status: 304, reader: "tidings", mode: "warm")
        return Pass(cold: cold, warm: warm)
    }

    private func newsboatPass(threads: Int, urls: URL, server: CountingFeedServer, expectedItems: Int)
        throws(ComparisonError) -> Pass
    {
        let folder = work.appendingPathComponent("newsboat-\(threads)")
        try? FileManager.default.removeItem(at: folder)
        let config = folder.appendingPathComponent("config")
        let cache = folder.appendingPathComponent("cache.db")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .fileError(path: folder.path, reason: "\(error)")
        }
        try writeFile(Data(Self.newsboatConfig(threads: threads).utf8), to: config)
        let arguments = ["-x", "reload", "-u", urls.path, "-c", cache.path, "-C", config.path]
        _ = server.takeAnswers()
        let cold = try runner.runChecked(
            programs.newsboat, arguments, environment: environment, timeoutSeconds: 900)
        try expect(server.takeAnswers(), status: 200, reader: "newsboat", mode: "cold")
        let counts = try NewsboatCache(programs: programs, runner: runner, environment: environment).count(
            cache)
        guard counts.feeds == corpus.feedCount, counts.items == expectedItems else {
            throw .verificationFailed(
                "after a cold reload newsboat's cache holds \(counts.items) items in \(counts.feeds) feeds, "
                    + "not \(expectedItems) in \(corpus.feedCount)")
        }
        _ = try runner.runChecked(programs.newsboat, arguments, environment: environment, timeoutSeconds: 900)
        try expectSettled(server.takeAnswers(), reader: "newsboat")
        let warm = try runner.runChecked(
            programs.newsboat, arguments, environment: environment, timeoutSeconds: 900)
        try expect(server.takeAnswers(), status: 304, reader: "newsboat", mode: "warm")
        return Pass(cold: cold, warm: warm)
    }

    /// newsboat's configuration for one setting: its thread count, a download timeout as long as
    /// Tidings' request timeout, and nothing else changed.
    public static func newsboatConfig(threads: Int) -> String {
        "reload-threads \(threads)\ndownload-timeout 30\n"
    }

    private func expect(_ answers: [Int: Int], status: Int, reader: String, mode: String)
        throws(ComparisonError)
    {
        guard answers == [status: corpus.feedCount] else {
            throw .verificationFailed(
                "the \(mode) \(reader) refresh was answered \(CountingFeedServer.describe(answers)), "
                    + "not \(corpus.feedCount) × \(status)")
        }
    }

    /// The untimed refresh between cold and warm must have asked for every feed and been answered.
    private func expectSettled(_ answers: [Int: Int], reader: String) throws(ComparisonError) {
        guard answers.values.reduce(0, +) == corpus.feedCount, Set(answers.keys).isSubset(of: [200, 304])
        else {
            throw .verificationFailed(
                "the second \(reader) refresh was answered \(CountingFeedServer.describe(answers)), "
                    + "not \(corpus.feedCount) × 200 or 304")
        }
    }

    /// The feed count and the sum of `total` over `tidings feeds --json`.
    public static func tidingsTotals(_ json: String) throws(ComparisonError) -> (feeds: Int, articles: Int) {
        struct Feed: Decodable { var total: Int }
        do {
            let feeds = try JSONDecoder().decode([Feed].self, from: Data(json.utf8))
            return (feeds.count, feeds.reduce(0) { $0 + $1.total })
        } catch {
            throw .unreadableOutput(command: "tidings feeds --json", output: json)
        }
    }

    static func describe(_ pass: Pass) -> String {
        "cold \(Int((pass.cold.wallSeconds * 1000).rounded())) ms (\(pass.cold.peakResidentBytes / 1_048_576) MiB), "
            + "warm \(Int((pass.warm.wallSeconds * 1000).rounded())) ms (\(pass.warm.peakResidentBytes / 1_048_576) MiB)"
    }
}
