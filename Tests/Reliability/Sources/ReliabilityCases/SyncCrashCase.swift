import EndToEndSupport
import Foundation
import LoopbackServerService

/// Trials of `kill -9` on a `tidings sync` at a random moment, against each real server in turn
/// (Tiny Tiny RSS, coldsweat's Fever API, then FreshRSS's Google Reader API), with local changes
/// waiting in the outbox and new
/// articles on the server each time. After every kill: SQLite's integrity check and the
/// library's own checks are sound and no article is stored twice; and the next sync exits 0,
/// leaves the outbox empty, holds every server article exactly once, and the server shows
/// every local change made so far.
struct SyncCrashCase {
    let size: ReliabilitySize
    let checks: CaseChecks

    func run() throws {
        if let missing = ReliabilityCase.syncCrash.missingPrerequisite { throw ReliabilityFailure(missing) }
        for kind in [SyncServerProcess.Kind.ttrss, .fever, .greader] { try run(against: kind) }
    }

    private func run(against kind: SyncServerProcess.Kind) throws {
        let trials = size.pick(fast: 20, full: 50)
        let feedCount = size.pick(fast: 8, full: 20)
        var random = SeededRandom.fromEnvironment()
        let feeds = try LoopbackServer(address: "127.0.0.24", port: 80, recordsRequests: false)
        defer { feeds.stop() }
        // TT-RSS fetches no feed on 127.*, but takes the address in its IPv6-mapped form.
        let base = kind == .ttrss ? "http://[::ffff:127.0.0.24]" : "http://127.0.0.24"
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
        let server = try SyncServerProcess(kind)
        defer { server.stop() }
        for feed in 0..<feedCount {
            guard let url = URL(string: "\(base)/feed\(feed).xml") else { continue }
            try server.subscribe(url)
        }
        try server.update()
        let api = ServerAPI(server)

        let library = try ScratchLibrary()
        defer { library.remove() }
        try addAccount(on: server, to: library)

        // How long a whole first sync takes, so that kills land inside one.
        let timing = try ScratchLibrary()
        defer { timing.remove() }
        try addAccount(on: server, to: timing)
        let started = Date()
        _ = try timing.run(["sync"], timeout: 120)
        let syncSeconds = max(0.05, Date().timeIntervalSince(started))
        checks.note(
            "\(kind.rawValue): a first sync of \(feedCount * 30) articles takes \(format(syncSeconds)) s")

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
                health.isSound,
                "\(kind.rawValue) trial \(trial): after kill -9 the library is not sound: \(health.summary)")

            let nextStarted = Date()
            let next = try library.run(["sync", "--json"], timeout: 120)
            window = max(0.02, Date().timeIntervalSince(nextStarted))
            checks.expect(
                next.status == 0,
                "\(kind.rawValue) trial \(trial): the sync after the kill exited \(next.status): \(next.errorText)"
            )
            let accounts = try library.run(["account", "list", "--json"])
            let waiting = ((try? accounts.json()) as? [[String: Any]])?.first?["pendingChanges"] as? Int
            checks.expect(
                waiting == 0,
                "\(kind.rawValue) trial \(trial): \(waiting ?? -1) change(s) still wait after a whole sync")
            let articles = try library.articles()
            let titles = articles.compactMap { $0["title"] as? String }
            checks.expect(
                Set(titles).count == titles.count,
                "\(kind.rawValue) trial \(trial): \(titles.count - Set(titles).count) article(s) are stored twice"
            )
            let expected = items.reduce(0, +)
            checks.expect(
                titles.count == expected,
                "\(kind.rawValue) trial \(trial): \(titles.count) articles stored, the server has \(expected)"
            )
        }

        // Every local change made in any trial reached the server.
        let remote = try api.articleStates()
        let lost = wanted.filter { title, state in
            remote[title].map { $0.read != state.read || $0.starred != state.starred } ?? true
        }
        checks.expect(
            lost.isEmpty,
            "\(kind.rawValue): \(lost.count) local change(s) never reached the server: \(lost.keys.sorted().prefix(3))"
        )
        checks.expect(
            midSync > 0, "\(kind.rawValue): no kill landed while a sync was running; the case proved nothing")
        checks.note(
            "\(kind.rawValue): \(midSync) of \(trials) kills landed mid-sync; \(wanted.count) articles changed locally"
        )
    }

    /// Adds the server's account to `library`, its password in a file only the owner may read.
    private func addAccount(on server: SyncServerProcess, to library: ScratchLibrary) throws {
        let (user, secret) = server.kind.credentials
        let password = library.folder.appendingPathComponent("password")
        _ = FileManager.default.createFile(
            atPath: password.path, contents: Data((secret + "\n").utf8),
            attributes: [.posixPermissions: 0o600])
        let added = try library.run(
            [
                "account", "add", server.kind.accountKind, server.url.absoluteString, "--user", user,
                "--password-file", password.path,
            ])
        guard added.status == 0 else {
            throw ReliabilityFailure("account add exited \(added.status): \(added.errorText)")
        }
    }
}
