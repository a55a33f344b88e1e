import ConfigurationService
import EndToEndSupport
public import Foundation
import LoopbackServerService
import NetworkBenchmarking
import Synchronization

/// The sync rows: `tidings sync` against newsboat 2.21's reload in its `urls-source "ttrss"`
/// mode, both against the same real Tiny Tiny RSS (Debian's package on a throwaway PostgreSQL
/// cluster, Scripts/sync-servers) following 100 feeds of 50 articles, served on loopback, read
/// once untimed before the runs (`warm`). Each run starts both readers on empty libraries: a
/// first, full sync (timed), then one new article on the server, then an incremental sync
/// (timed). Peak memory is that of the first sync.
public struct SyncComparison: Sendable {
    public var programs: ComparisonPrograms
    public var runner: ProgramRunner
    /// Where the readers' libraries go.
    public var work: URL
    public var runs: Int
    public var feedCount: Int
    public var itemsPerFeed: Int
    public var environment: [String: String]

    /// The least advantage over the server-alone floor a first sync keeps: at most 15 % over it.
    public static let firstSyncOverFloorTarget = 1 / 1.15

    public init(
        programs: ComparisonPrograms, runner: ProgramRunner, work: URL, runs: Int, feedCount: Int = 100,
        itemsPerFeed: Int = 50, environment: [String: String]
    ) {
        self.programs = programs
        self.runner = runner
        self.work = work
        self.runs = runs
        self.feedCount = feedCount
        self.itemsPerFeed = itemsPerFeed
        self.environment = environment
    }

    public struct Outcome: Sendable {
        public var rows: [ComparisonRow]
        public var verified: [String]
        /// newsboat's peak memory in each first sync, MiB: the Google Reader rows' memory target.
        public var newsboatFirstSyncMemory: [Double]
        /// newsboat's version, as it names itself.
        public var newsboatVersion: String
    }

    /// One reader's first and incremental sync.
    struct Pass {
        var first: ProgramRun
        var incremental: ProgramRun
    }

    public func run(log: (String) -> Void) throws(ComparisonError) -> Outcome {
        guard SyncServerProcess.isInstalled else {
            throw .missingProgram(
                name: "the sync servers (Scripts/dependencies.sh sync)", path: "/usr/share/tt-rss")
        }
        let feeds: SyncBenchFeeds
        do {
            feeds = try SyncBenchFeeds(feedCount: feedCount, itemsPerFeed: itemsPerFeed)
        } catch {
            throw .verificationFailed(
                "the feeds could not be served on 127.0.0.26:80 (root is needed): \(error)")
        }
        defer { feeds.stop() }
        let server: SyncServerProcess
        do {
            server = try SyncServerProcess(.ttrss)
            log("sync: Tiny Tiny RSS at \(server.url.absoluteString); subscribing \(feedCount) feeds…")
            for index in 0..<feedCount { try server.subscribe(feeds.url(index)) }
            try server.update()
        } catch {
            throw .verificationFailed("the TT-RSS server could not be set up: \(error)")
        }
        defer { server.stop() }
        try expectServer(server, holds: feedCount * itemsPerFeed)
        try warm(server)
        let version = programs.newsboatVersion(runner: runner, environment: environment)
        log(
            "sync: \(feedCount) feeds × \(itemsPerFeed) articles on the server, \(runs) runs, against \(version)"
        )

        var ours: [Pass] = []
        var theirs: [Pass] = []
        // What the server alone takes to serve the first sync's pages, a Tidings process that does
        // nothing, and Tidings' exchange with the server without storing: the floors under the
        // first sync's time and memory rows.
        var floors: [Double] = []
        // As many calls at once as tidings makes in a first sync.
        let pagesAtOnce: Int
        do {
            pagesAtOnce = max(1, try BenchmarkSettings.shipped()[Settings.Sync.pagesAtOnce])
        } catch {
            throw .verificationFailed("Config/Tidings.plist could not be read: \(error)")
        }
        var idle: [ProgramRun] = []
        var exchanges: [ProgramRun] = []
        for round in 1...max(1, runs) {
            let expected = feedCount * itemsPerFeed + round - 1
            // The readers take turns going first, so that neither always meets a server that has
            // just been busy.
            let (tidingsFirst, newsboatFirst): (ProgramRun, ProgramRun)
            if round % 2 == 1 {
                tidingsFirst = try tidingsFirstSync(server: server, expected: expected)
                newsboatFirst = try newsboatReload(server: server, fresh: true, expected: expected)
            } else {
                newsboatFirst = try newsboatReload(server: server, fresh: true, expected: expected)
                tidingsFirst = try tidingsFirstSync(server: server, expected: expected)
            }
            feeds.addItem(to: round % feedCount)
            do {
                try server.update()
            } catch {
                throw .verificationFailed("TT-RSS could not fetch the new article: \(error)")
            }
            try expectServer(server, holds: expected + 1)
            let tidingsIncremental = try tidings.sync(expected: expected + 1, new: 1)
            let newsboatIncremental = try newsboatReload(server: server, fresh: false, expected: expected + 1)
            floors.append(try serverAlone(server, expected: expected + 1, workers: pagesAtOnce))
            idle.append(
                try runner.runChecked(
                    programs.tidings, ["--version"], environment: environment, timeoutSeconds: 30))
            exchanges.append(try exchangeAlone(server, expected: expected + 1))
            ours.append(Pass(first: tidingsFirst, incremental: tidingsIncremental))
            theirs.append(Pass(first: newsboatFirst, incremental: newsboatIncremental))
            log(
                "sync: run \(round): tidings \(Self.milliseconds(tidingsFirst)) ms first, "
                    + "\(Self.milliseconds(tidingsIncremental)) ms incremental; newsboat "
                    + "\(Self.milliseconds(newsboatFirst)) ms, \(Self.milliseconds(newsboatIncremental)) ms")
        }

        let name = "TT-RSS, \(feedCount) feeds × \(itemsPerFeed) articles"
        let reference = "\(version), urls-source \"ttrss\""
        let time: (ProgramRun) -> Double = { $0.wallSeconds * 1000 }
        let memory: (ProgramRun) -> Double = { Double($0.peakResidentBytes) / 1_048_576 }
        // A floor's peak memory, for information, against newsboat's whole first syncs.
        let memoryFloor: (String, [ProgramRun], String) -> ComparisonRow = { floor, runs, note in
            ComparisonRow(
                group: "memory", name: floor, unit: "MiB", direction: .lowerIsBetter,
                tidings: median(runs.map(memory)), tidingsRuns: runs.map(memory), reference: reference,
                referenceValue: median(theirs.map { memory($0.first) }),
                referenceRuns: theirs.map { memory($0.first) }, target: nil, note: note)
        }
        let rows = [
            ComparisonRow(
                group: "first sync", name: name, unit: "ms", direction: .lowerIsBetter,
                tidings: median(ours.map { time($0.first) }), tidingsRuns: ours.map { time($0.first) },
                reference: reference, referenceValue: median(theirs.map { time($0.first) }),
                referenceRuns: theirs.map { time($0.first) }, target: 1,
                note: "process start to exit on an empty library, median of \(ours.count) runs"),
            ComparisonRow(
                group: "first sync", name: "\(name): over the server alone", unit: "ms",
                direction: .lowerIsBetter,
                tidings: median(ours.map { time($0.first) }), tidingsRuns: ours.map { time($0.first) },
                reference: "the server alone (curl, storing nothing)", referenceValue: median(floors),
                referenceRuns: floors, target: Self.firstSyncOverFloorTarget,
                note:
                    "the first sync against what the server alone needs: met when the client's own cost is at "
                    + "most 15 % over it (advantage ≥ 1/1.15)"),
            ComparisonRow(
                group: "first sync", name: "\(name): the server alone", unit: "ms", direction: .lowerIsBetter,
                tidings: median(floors), tidingsRuns: floors,
                reference: reference, referenceValue: median(theirs.map { time($0.first) }),
                referenceRuns: theirs.map { time($0.first) }, target: nil,
                note:
                    "curl fetching every getHeadlines page with content, sync.pagesAtOnce calls at once as tidings "
                    + "makes them, storing nothing: no client's first sync can take less here, so this row's "
                    + "advantage is the most the row above can reach on this machine"),
            ComparisonRow(
                group: "incremental sync", name: "\(name), 1 new", unit: "ms", direction: .lowerIsBetter,
                tidings: median(ours.map { time($0.incremental) }),
                tidingsRuns: ours.map { time($0.incremental) },
                reference: reference, referenceValue: median(theirs.map { time($0.incremental) }),
                referenceRuns: theirs.map { time($0.incremental) }, target: 20,
                note: "the next sync after one new article reached the server, median of \(ours.count) runs"),
            ComparisonRow(
                group: "memory", name: "first sync", unit: "MiB", direction: .lowerIsBetter,
                tidings: median(ours.map { memory($0.first) }), tidingsRuns: ours.map { memory($0.first) },
                reference: reference, referenceValue: median(theirs.map { memory($0.first) }),
                referenceRuns: theirs.map { memory($0.first) }, target: 1,
                note: "peak RSS (GNU time %M) of the first syncs, median"),
            memoryFloor(
                "tidings --version, doing nothing", idle,
                "peak RSS of a Tidings process that only prints its version (the static executable's "
                    + "pages and the Swift runtime), against newsboat's whole first sync: the floor under the row above"
            ),
            memoryFloor(
                "first sync's exchange alone (sync-floor)", exchanges,
                "peak RSS of sync-floor: Tidings' HTTP client and TT-RSS adapter pulling every article as a first "
                    + "sync does, two pages at once, storing nothing; the rest of a first sync's peak is the database, "
                    + "the logic and the app"),
        ]
        let verified = [
            "sync: the server held \(feedCount * itemsPerFeed) unread articles (getUnread), one more after each run's new "
                + "article; after each first sync tidings held them all (feeds --json) and newsboat's cache as many "
                + "items (rss_item); each incremental sync brought tidings exactly 1 new article (sync --json)"
        ]
        return Outcome(
            rows: rows, verified: verified, newsboatFirstSyncMemory: theirs.map { memory($0.first) },
            newsboatVersion: version)
    }

    // MARK: Tidings

    private var tidings: TidingsSyncRuns {
        TidingsSyncRuns(
            programs: programs, runner: runner, environment: environment,
            library: work.appendingPathComponent("sync-tidings"), feedCount: feedCount)
    }

    private func tidingsFirstSync(server: SyncServerProcess, expected: Int) throws(ComparisonError)
        -> ProgramRun
    {
        try tidings.firstSync(
            kind: "ttrss", url: server.url, user: "admin", passwordFile: try passwordFile(),
            expected: expected)
    }

    // MARK: The server alone

    /// Milliseconds for curl to fetch every page of headlines a first sync asks for, with
    /// content, `workers` calls at once (each worker its own pages in turn, as long as they come
    /// back full), in one session; checks that the pages held `expected` articles.
    private func serverAlone(_ server: SyncServerProcess, expected: Int, workers: Int) throws(ComparisonError)
        -> Double
    {
        let api = ServerAPI(server)
        let session: String
        do {
            session = try api.ttrssSession()
        } catch {
            throw .verificationFailed("TT-RSS's API did not log in: \(error)")
        }
        let counts = Mutex<[Int?]>(Array(repeating: nil, count: workers))
        let clock = ContinuousClock()
        let started = clock.now
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var rows = 0
            var page = worker
            while true {
                let answer = try? api.ttrss(
                    "getHeadlines",
                    [
                        "feed_id": -4, "view_mode": "all_articles", "limit": 200, "skip": page * 200,
                        "show_content": true, "show_excerpt": false, "sanitize": false,
                    ], session: session)
                guard let headlines = answer as? [Any] else { return }
                rows += headlines.count
                guard headlines.count == 200 else { break }
                page += workers
            }
            counts.withLock { $0[worker] = rows }
        }
        let elapsed = clock.now - started
        let rows = counts.withLock { $0 }
        guard rows.allSatisfy({ $0 != nil }), rows.reduce(0, { $0 + ($1 ?? 0) }) == expected else {
            throw .verificationFailed(
                "curl's pages of headlines held \(rows.map { $0.map(String.init) ?? "a failed call" }), not \(expected) articles in all"
            )
        }
        return ProgramRunner.seconds(elapsed) * 1000
    }

    /// Runs `sync-floor` against the server, checking that it pulled `expected` articles.
    private func exchangeAlone(_ server: SyncServerProcess, expected: Int) throws(ComparisonError)
        -> ProgramRun
    {
        let run = try runner.runChecked(
            programs.syncFloor, ["ttrss", server.url.absoluteString, "admin", try passwordFile().path],
            environment: environment, timeoutSeconds: 600)
        guard Int(run.output.trimmingCharacters(in: .whitespacesAndNewlines)) == expected else {
            throw .verificationFailed("sync-floor pulled \(run.output) articles, not \(expected)")
        }
        return run
    }

    /// The admin's password in a file only its owner may read.
    private func passwordFile() throws(ComparisonError) -> URL {
        try TidingsSyncRuns.passwordFile("password", in: work)
    }

    // MARK: newsboat

    private var newsboatFolder: URL { work.appendingPathComponent("sync-newsboat") }

    private func newsboatReload(server: SyncServerProcess, fresh: Bool, expected: Int) throws(ComparisonError)
        -> ProgramRun
    {
        let config = newsboatFolder.appendingPathComponent("config")
        let cache = newsboatFolder.appendingPathComponent("cache.db")
        let urls = newsboatFolder.appendingPathComponent("urls")
        if fresh {
            try? FileManager.default.removeItem(at: newsboatFolder)
            try writeFile(
                Data(
                    """
                    urls-source "ttrss"
                    ttrss-url "\(server.url.absoluteString)"
                    ttrss-login "admin"
                    ttrss-password "password"

                    """.utf8), to: config)
            try writeFile(Data(), to: urls)
        }
        let run = try runner.runChecked(
            programs.newsboat, ["-x", "reload", "-u", urls.path, "-c", cache.path, "-C", config.path],
            environment: environment, timeoutSeconds: 1800)
        let counts = try NewsboatCache(programs: programs, runner: runner, environment: environment).count(
            cache)
        guard counts.items == expected else {
            throw .verificationFailed(
                "after a reload newsboat's cache holds \(counts.items) items, not \(expected)")
        }
        return run
    }

    // MARK: Checks

    /// Checks, through TT-RSS's own API, that it holds `count` articles.
    private func expectServer(_ server: SyncServerProcess, holds count: Int) throws(ComparisonError) {
        let unread: [String: Any]?
        do {
            unread = try ServerAPI(server).ttrss("getUnread") as? [String: Any]
        } catch {
            throw .verificationFailed("TT-RSS's API did not answer: \(error)")
        }
        let total = Int("\(unread?["unread"] ?? "")") ?? -1
        guard total == count else {
            throw .verificationFailed("TT-RSS holds \(total) unread articles, not \(count)")
        }
    }

    /// Reads every headline once through the API, untimed. TT-RSS writes a cache of each
    /// article's labels the first time it serves the article, which a server in use has long
    /// done; without this, whichever reader went first in the first run would pay for it
    /// (about twice the time of a later first sync, measured here).
    private func warm(_ server: SyncServerProcess) throws(ComparisonError) {
        let api = ServerAPI(server)
        var skip = 0
        while true {
            let rows: [Any]?
            do {
                rows =
                    try api.ttrss(
                        "getHeadlines",
                        [
                            "feed_id": -4, "view_mode": "all_articles", "limit": 200, "skip": skip,
                            "show_content": false,
                        ]) as? [Any]
            } catch {
                throw .verificationFailed("TT-RSS's API did not answer getHeadlines: \(error)")
            }
            guard let rows, rows.count == 200 else { return }
            skip += rows.count
        }
    }

    static func milliseconds(_ run: ProgramRun) -> Int { Int((run.wallSeconds * 1000).rounded()) }
}

/// The sync benchmark's feeds, each `itemsPerFeed` articles of about 1 KB; `addItem` publishes
/// one more. For TT-RSS they are on `127.0.0.26:80` (it fetches only ports 80 and 443, and takes
/// 127.0.0.26 in its IPv6-mapped form, which `host` names); for FreshRSS, on 127.0.0.1 and any
/// port.
final class SyncBenchFeeds: Sendable {
    private let server: LoopbackServer
    private let counts: Mutex<[Int]>
    /// `http://host[:port]`, as the sync server is given it.
    private let base: String
    /// The first article's date: two days ago, well inside TT-RSS's purge interval.
    private let start = Date().addingTimeInterval(-2 * 86_400)

    init(
        feedCount: Int, itemsPerFeed: Int, address: String = "127.0.0.26", port: UInt16 = 80,
        host: String? = "[::ffff:127.0.0.26]"
    ) throws {
        let server = try LoopbackServer(address: address, port: port, recordsRequests: false)
        self.server = server
        base =
            "http://" + (host.map { port == 80 ? $0 : "\($0):\(server.port)" } ?? "\(address):\(server.port)")
        counts = Mutex(Array(repeating: itemsPerFeed, count: feedCount))
        for index in 0..<feedCount { publish(index) }
    }

    func url(_ index: Int) -> URL {
        URL(string: "\(base)/sync/feed\(index).xml") ?? URL(fileURLWithPath: "/")
    }

    func addItem(to index: Int) {
        counts.withLock { $0[index] += 1 }
        publish(index)
    }

    func stop() { server.stop() }

    private func publish(_ index: Int) {
        let count = counts.withLock { $0[index] }
        let paragraph = String(repeating: "Words of an article, long enough to look like one. ", count: 16)
        let items = (0..<count).map { item in
            "<item><title>Feed \(index), article \(item)</title><guid isPermaLink=\"false\">sync-\(index)-\(item)</guid>"
                + "<link>\(base)/sync/\(index)/\(item)</link>"
                + "<pubDate>\(Self.date(start.addingTimeInterval(Double(item) * 600)))</pubDate><description><![CDATA[<p>\(paragraph)</p>]]></description></item>"
        }
        let document =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><rss version=\"2.0\"><channel><title>Sync feed \(index)</title>"
            + "<link>\(base)/</link><description>bench</description>\(items.joined())</channel></rss>"
        server.setRoute(
            .fixed(
                LoopbackResponse(
                    status: 200, headers: ["Content-Type": "application/rss+xml"], body: Data(document.utf8))),
            for: "/sync/feed\(index).xml")
    }

    private static func date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
