import EndToEndSupport
import Foundation
import LoopbackServerService

/// Trials of `kill -9` on a `tidings sync` against a real Tiny Tiny RSS at a random moment, with
/// local changes waiting in the outbox and new articles on the server each time. After every
/// kill: SQLite's integrity check and the library's own checks are sound and no article is
/// stored twice; and the next sync exits 0, leaves the outbox empty, holds every server article
/// exactly once, and the server shows every local change made so far.
struct SyncCrashCase {
    let size: ReliabilitySize
    let checks: CaseChecks

    func run() throws {
        if let missing = ReliabilityCase.syncCrash.missingPrerequisite { throw ReliabilityFailure(missing) }
        let trials = size.pick(fast: 20, full: 50)
        let feedCount = size.pick(fast: 8, full: 20)
        var random = SeededRandom.fromEnvironment()
        let feeds = try LoopbackServer(address: "127.0.0.24", port: 80, recordsRequests: false)
        defer { feeds.stop() }
        let base = "http://[::ffff:127.0.0.24]"
        var items = Array(repeating: 30, count: feedCount)
        func publish(_ feed: Int) {
            let entries = (0..<items[feed]).map { index in
                "<item><title>Feed \(feed) item \(index)</title><guid isPermaLink=\"false\">f\(feed)-\(index)</guid>"
                    + "<link>\(base)/feed\(feed)/\(index)</link><description>Text \(index) of feed \(feed)</description></item>"
            }
            let document =
                "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Feed \(feed)</title><link>\(base)/</link>"
                + "<description>crash</description>\(entries.joined())</channel></rss>"
            feeds.setRoute(
                .fixed(
                    LoopbackResponse(
                        status: 200, headers: ["Content-Type": "application/rss+xml"],
                        body: Data(document.utf8))),
                for: "/feed\(feed).xml")
        }
        for feed in 0..<feedCount { publish(feed) }
        let server = try SyncServerProcess(.ttrss)
        defer { server.stop() }
        for feed in 0..<feedCount {
            guard let url = URL(string: "\(base)/feed\(feed).xml") else { continue }
            try server.subscribe(url)
        }
        try server.update()
        let api = ServerAPI(server)

        let library = try ScratchLibrary()
        defer { library.remove() }
        let password = library.folder.appendingPathComponent("password")
        _ = FileManager.default.createFile(
            atPath: password.path, contents: Data("password\n".utf8), attributes: [.posixPermissions: 0o600])
        let added = try library.run(
            [
                "account", "add", "ttrss", server.url.absoluteString, "--user", "admin", "--password-file",
                password.path,
            ])
        guard added.status == 0 else {
            throw ReliabilityFailure("account add exited \(added.status): \(added.errorText)")
        }

        // How long a whole first sync takes, so that kills land inside one.
        let timing = try ScratchLibrary()
        defer { timing.remove() }
        let timingPassword = timing.folder.appendingPathComponent("password")
        _ = FileManager.default.createFile(
            atPath: timingPassword.path, contents: Data("password\n".utf8),
            attributes: [.posixPermissions: 0o600])
        _ = try timing.run(
            [
                "account", "add", "ttrss", server.url.absoluteString, "--user", "admin", "--password-file",
                timingPassword.path,
            ])
        let started = Date()
        _ = try timing.run(["sync"], timeout: 120)
        let syncSeconds = max(0.05, Date().timeIntervalSince(started))
        checks.note("a first sync of \(feedCount * 30) articles takes \(format(syncSeconds)) s")

        var wanted: [String: (read: Bool, starred: Bool)] = [:]
        var midSync = 0
        // The first kill lands in the library's first, whole sync; later ones in syncs like the
        // one that followed the last kill, timed.
        var window = syncSeconds
        for trial in 1...trials {
            // Changes here, waiting in the outbox, before the sync that is killed.
            let stored = try library.articles()
            for _ in 0..<min(3, stored.count) {
                guard let article = stored.randomElement(using: &random), let id = article["id"] as? Int,
                    let title = article["title"] as? String
                else { continue }
                var state =
                    wanted[title] ?? (article["read"] as? Bool ?? false, article["starred"] as? Bool ?? false)
                if Bool.random(using: &random) { state.read.toggle() } else { state.starred.toggle() }
                let flag = state.read ? "--read" : "--unread"
                let star = state.starred ? "--star" : "--unstar"
                _ = try library.run(["mark", String(id), flag])
                _ = try library.run(["mark", String(id), star])
                wanted[title] = state
            }
            // And new articles on the server.
            let grown = trial % feedCount
            items[grown] += 2
            publish(grown)
            try server.update()

            let sync = try library.start(["sync"])
            Thread.sleep(forTimeInterval: Double.random(in: 0...(window * 0.9), using: &random))
            let wasRunning = sync.isRunning
            sync.killNow()
            let killed = sync.wait(timeout: 30)
            if wasRunning && killed.wasSignalled { midSync += 1 }

            let health = try PythonSQLite.health(library.database)
            checks.expect(
                health.isSound, "trial \(trial): after kill -9 the library is not sound: \(health.summary)")

            let nextStarted = Date()
            let next = try library.run(["sync", "--json"], timeout: 120)
            window = max(0.02, Date().timeIntervalSince(nextStarted))
            checks.expect(
                next.status == 0,
                "trial \(trial): the sync after the kill exited \(next.status): \(next.errorText)")
            let accounts = try library.run(["account", "list", "--json"])
            let waiting = ((try? accounts.json()) as? [[String: Any]])?.first?["pendingChanges"] as? Int
            checks.expect(
                waiting == 0, "trial \(trial): \(waiting ?? -1) change(s) still wait after a whole sync")
            let articles = try library.articles()
            let titles = articles.compactMap { $0["title"] as? String }
            checks.expect(
                Set(titles).count == titles.count,
                "trial \(trial): \(titles.count - Set(titles).count) article(s) are stored twice")
            let expected = items.reduce(0, +)
            checks.expect(
                titles.count == expected,
                "trial \(trial): \(titles.count) articles stored, the server has \(expected)")
        }

        // Every local change made in any trial reached the server.
        let rows =
            (try api.ttrss("getHeadlines", ["feed_id": -4, "view_mode": "all_articles", "limit": 200])
                as? [[String: Any]]) ?? []
        var remote: [String: (read: Bool, starred: Bool)] = [:]
        var skip = 200
        var page = rows
        while true {
            for row in page {
                if let title = row["title"] as? String {
                    remote[title] = (!(row["unread"] as? Bool ?? true), row["marked"] as? Bool ?? false)
                }
            }
            guard page.count == 200 else { break }
            page =
                (try api.ttrss(
                    "getHeadlines", ["feed_id": -4, "view_mode": "all_articles", "limit": 200, "skip": skip])
                    as? [[String: Any]]) ?? []
            skip += 200
        }
        let lost = wanted.filter { title, state in remote[title].map { $0 != state } ?? true }
        checks.expect(
            lost.isEmpty,
            "\(lost.count) local change(s) never reached the server: \(lost.keys.sorted().prefix(3))")
        checks.expect(midSync > 0, "no kill landed while a sync was running; the case proved nothing")
        checks.note("\(midSync) of \(trials) kills landed mid-sync; \(wanted.count) articles changed locally")
    }
}
