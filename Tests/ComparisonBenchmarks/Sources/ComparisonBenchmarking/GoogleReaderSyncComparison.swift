import EndToEndSupport
public import Foundation

/// The Google Reader API's sync rows: `tidings sync` against a real FreshRSS
/// (`Scripts/sync-servers/freshrss.sh`, PHP on SQLite) following 100 feeds of 50 articles on
/// loopback, beside the server alone: the same calls made by curl, each call's own time
/// (`%{time_total}`, without curl's start) added up, which no client can go under. Each run: a
/// first sync on an empty library, then one new article on the server, then an incremental sync.
///
/// newsboat cannot be the peer: Debian's 2.21 logs in to FreshRSS in its Google Reader mode
/// (`urls-source "feedhq"`) and lists the feeds, then asks for `/reader/atom/feed/…`, which
/// FreshRSS does not serve, and stores nothing (FreshRSS names 2.24 as the first that works). Its
/// memory row is therefore against newsboat's first sync of the same 5,000 articles from TT-RSS,
/// which ``SyncComparison`` measured in the same run.
public struct GoogleReaderSyncComparison: Sendable {
    public var programs: ComparisonPrograms
    public var runner: ProgramRunner
    public var work: URL
    public var runs: Int
    public var feedCount: Int
    public var itemsPerFeed: Int
    public var environment: [String: String]
    /// newsboat's peak memory in its TT-RSS first syncs, MiB, and its version.
    public var newsboatMemory: [Double]
    public var newsboatVersion: String

    /// The targets: a first sync at most 15 % over the server alone, an incremental one at most
    /// 30 % over it and under 300 ms.
    public static let firstSyncTarget = 1 / 1.15
    public static let incrementalTarget = 1 / 1.3
    public static let incrementalLimitMilliseconds = 300.0

    public init(
        programs: ComparisonPrograms, runner: ProgramRunner, work: URL, runs: Int, feedCount: Int = 100,
        itemsPerFeed: Int = 50, environment: [String: String], newsboatMemory: [Double],
        newsboatVersion: String
    ) {
        self.programs = programs
        self.runner = runner
        self.work = work
        self.runs = runs
        self.feedCount = feedCount
        self.itemsPerFeed = itemsPerFeed
        self.environment = environment
        self.newsboatMemory = newsboatMemory
        self.newsboatVersion = newsboatVersion
    }

    /// One run's figures: Tidings' two syncs, the server alone under each (ms), and sync-floor.
    struct Round {
        var first: ProgramRun
        var incremental: ProgramRun
        var firstFloor: Double
        var incrementalFloor: Double
        var exchange: ProgramRun
    }

    /// Measures every run and returns the rows and what was checked.
    public func run(log: (String) -> Void) throws(ComparisonError) -> (
        rows: [ComparisonRow], verified: [String]
    ) {
        let feeds: SyncBenchFeeds
        let server: SyncServerProcess
        do {
            feeds = try SyncBenchFeeds(
                feedCount: feedCount, itemsPerFeed: itemsPerFeed, address: "127.0.0.1", port: 0, host: nil)
            server = try SyncServerProcess(.greader)
        } catch {
            throw .verificationFailed(
                "FreshRSS or its feeds could not be started (Scripts/dependencies.sh sync, ../shared/servers): \(error)"
            )
        }
        defer {
            server.stop()
            feeds.stop()
        }
        log("sync: FreshRSS at \(server.url.absoluteString); subscribing \(feedCount) feeds…")
        do {
            for index in 0..<feedCount { try server.subscribe(feeds.url(index)) }
            try server.update()
        } catch {
            throw .verificationFailed("FreshRSS could not be set up: \(error)")
        }
        let floor = GoogleReaderFloor(server: server)
        let tidings = TidingsSyncRuns(
            programs: programs, runner: runner, environment: environment,
            library: work.appendingPathComponent("sync-greader-tidings"), feedCount: feedCount)
        let credentials = server.kind.credentials
        let password = try TidingsSyncRuns.passwordFile(credentials.password, in: work)
        var rounds: [Round] = []
        for round in 1...max(1, runs) {
            let expected = feedCount * itemsPerFeed + round - 1
            // Tidings and the floor take turns going first, so that neither always meets a server
            // whose caches the other has just warmed.
            let (first, firstFloor): (ProgramRun, GoogleReaderFloor.Pull)
            if round % 2 == 1 {
                first = try tidings.firstSync(
                    kind: "greader", url: server.url, user: credentials.user, passwordFile: password,
                    expected: expected)
                firstFloor = try floor.firstSync(expected: expected)
            } else {
                firstFloor = try floor.firstSync(expected: expected)
                first = try tidings.firstSync(
                    kind: "greader", url: server.url, user: credentials.user, passwordFile: password,
                    expected: expected)
            }
            feeds.addItem(to: round % feedCount)
            do {
                try server.update()
            } catch {
                throw .verificationFailed("FreshRSS could not fetch the new article: \(error)")
            }
            let (incremental, incrementalFloor): (ProgramRun, Double)
            if round % 2 == 1 {
                incremental = try tidings.sync(expected: expected + 1, new: 1)
                incrementalFloor = try floor.incrementalSync(after: firstFloor.highest, expectedNew: 1)
            } else {
                incrementalFloor = try floor.incrementalSync(after: firstFloor.highest, expectedNew: 1)
                incremental = try tidings.sync(expected: expected + 1, new: 1)
            }
            let exchange = try runner.runChecked(
                programs.syncFloor, ["greader", server.url.absoluteString, credentials.user, password.path],
                environment: environment, timeoutSeconds: 600)
            guard Int(exchange.output.trimmingCharacters(in: .whitespacesAndNewlines)) == expected + 1 else {
                throw .verificationFailed(
                    "sync-floor pulled \(exchange.output) articles, not \(expected + 1)")
            }
            rounds.append(
                Round(
                    first: first, incremental: incremental, firstFloor: firstFloor.milliseconds,
                    incrementalFloor: incrementalFloor, exchange: exchange))
            log(
                "sync: FreshRSS run \(round): tidings \(SyncComparison.milliseconds(first)) ms first, "
                    + "\(SyncComparison.milliseconds(incremental)) ms incremental; the server alone "
                    + "\(Int(firstFloor.milliseconds.rounded())) ms, \(Int(incrementalFloor.rounded())) ms")
        }
        return (rows(rounds), [verified])
    }

    private var verified: String {
        "sync (Google Reader API): FreshRSS held \(feedCount * itemsPerFeed) articles, one more after each run's "
            + "new article; after each first sync tidings held them all (feeds --json), each incremental sync "
            + "brought exactly 1 (sync --json), curl's pages held as many and sync-floor pulled them all; "
            + "newsboat is not compared here: \(newsboatVersion) in urls-source \"feedhq\" mode lists FreshRSS's "
            + "feeds, then asks for /reader/atom/feed/…, which FreshRSS does not serve, and stores nothing "
            + "(FreshRSS names newsboat 2.24 as the first that works)"
    }

    private func rows(_ rounds: [Round]) -> [ComparisonRow] {
        let name = "FreshRSS (Google Reader API), \(feedCount) feeds × \(itemsPerFeed) articles"
        let alone = "the server alone (the same calls by curl)"
        let time: (ProgramRun) -> Double = { $0.wallSeconds * 1000 }
        let memory: (ProgramRun) -> Double = { Double($0.peakResidentBytes) / 1_048_576 }
        let firsts = rounds.map { time($0.first) }
        let incrementals = rounds.map { time($0.incremental) }
        let newsboat = "\(newsboatVersion), its first sync of the same articles from TT-RSS"
        return [
            ComparisonRow(
                group: "first sync", name: "\(name): over the server alone", unit: "ms",
                direction: .lowerIsBetter,
                tidings: median(firsts), tidingsRuns: firsts, reference: alone,
                referenceValue: median(rounds.map(\.firstFloor)), referenceRuns: rounds.map(\.firstFloor),
                target: Self.firstSyncTarget,
                note:
                    "process start to exit on an empty library, median of \(rounds.count) runs, against curl's "
                    + "ClientLogin, subscription/list and every stream/contents page (following continuations; a "
                    + "first sync asks for no state list), each call's own time added up: met at most 15 % over it"
            ),
            ComparisonRow(
                group: "incremental sync", name: "\(name), 1 new: over the server alone", unit: "ms",
                direction: .lowerIsBetter, tidings: median(incrementals), tidingsRuns: incrementals,
                reference: alone, referenceValue: median(rounds.map(\.incrementalFloor)),
                referenceRuns: rounds.map(\.incrementalFloor), target: Self.incrementalTarget,
                note:
                    "the next sync after one new article reached the server, against curl's ClientLogin, "
                    + "subscription/list, stream/items/ids from the held second, stream/items/contents of the "
                    + "new id and the two state lists, each call's own time added up (Tidings makes the calls "
                    + "after the login at once, the contents after the ids): met at most 30 % over it"),
            ComparisonRow(
                group: "incremental sync", name: "\(name), 1 new: under 300 ms", unit: "ms",
                direction: .lowerIsBetter, tidings: median(incrementals), tidingsRuns: incrementals,
                reference: "the limit of 300 ms", referenceValue: Self.incrementalLimitMilliseconds,
                referenceRuns: [Self.incrementalLimitMilliseconds], target: 1,
                note: "the same syncs against a fixed limit"),
            ComparisonRow(
                group: "memory", name: "first sync from FreshRSS (Google Reader API)", unit: "MiB",
                direction: .lowerIsBetter, tidings: median(rounds.map { memory($0.first) }),
                tidingsRuns: rounds.map { memory($0.first) }, reference: newsboat,
                referenceValue: median(newsboatMemory), referenceRuns: newsboatMemory, target: 1,
                note:
                    "peak RSS (GNU time %M) of the first syncs, median, against newsboat's TT-RSS first syncs "
                    + "(newsboat cannot sync with FreshRSS's Google Reader API)"),
            ComparisonRow(
                group: "memory", name: "FreshRSS first sync's exchange alone (sync-floor greader)",
                unit: "MiB",
                direction: .lowerIsBetter, tidings: median(rounds.map { memory($0.exchange) }),
                tidingsRuns: rounds.map { memory($0.exchange) }, reference: newsboat,
                referenceValue: median(newsboatMemory), referenceRuns: newsboatMemory, target: nil,
                note:
                    "peak RSS of sync-floor: Tidings' HTTP client and Google Reader adapter pulling every article "
                    + "as a first sync does, storing nothing; the rest of a first sync's peak is the database, the "
                    + "logic and the app"),
        ]
    }
}
