import EndToEndSupport
import Foundation
import LoopbackServerService

/// One `tidings refresh` over healthy feeds mixed with every kind of broken server (each broken
/// feed on a loopback address of its own, as separate hosts would be). Asserts: the healthy feeds
/// all update; every broken one has a recorded, readable error that says what happened; the
/// refresh ends within a small multiple of the request timeout; and nothing stored by an earlier
/// good refresh of every feed is lost.
struct NetworkFaultsCase {
    let size: ReliabilitySize
    let checks: CaseChecks

    /// A feed of the mix: where it is and what it does in the second refresh.
    struct MixedFeed {
        let url: URL
        let synthetic: SyntheticFeed
        /// nil for a healthy feed.
        let fault: ServerFault?
        let isWrongCharset: Bool
    }

    func run() throws {
        let requestTimeout = size.pick(fast: 2.0, full: 3.0)
        let copies = size.pick(fast: 1, full: 2)
        let healthyCount = size.pick(fast: 8, full: 17)
        let library = try ScratchLibrary(environment: [
            "TIDINGS_NETWORK_CONNECT_TIMEOUT_SECONDS": "1",
            "TIDINGS_NETWORK_REQUEST_TIMEOUT_SECONDS": String(requestTimeout),
        ])
        defer { library.remove() }
        let generation = FeedGeneration()

        // Healthy feeds share one host; each broken feed gets a host (a 127.0.0.x address) of its own.
        let healthyServer = try LoopbackServer(recordsRequests: false)
        defer { healthyServer.stop() }
        var feeds: [MixedFeed] = []
        var servers: [LoopbackServer] = []
        defer {
            for server in servers { server.stop() }
        }
        for index in 0..<healthyCount {
            let synthetic = SyntheticFeed(index: index)
            let url = healthyServer.serveSynthetic([synthetic], generation: generation) { _ in .zero }[0]
            feeds.append(MixedFeed(url: url, synthetic: synthetic, fault: nil, isWrongCharset: false))
        }
        let faults = Array(repeating: ServerFault.all, count: copies).flatMap { $0 }
        for (offset, fault) in faults.map(Optional.some).appending(nil).enumerated() {
            let server = try LoopbackServer(address: "127.0.0.\(10 + offset)", recordsRequests: false)
            servers.append(server)
            let synthetic = SyntheticFeed(index: healthyCount + offset)
            let url = server.serveSynthetic([synthetic], generation: generation) { _ in .zero }[0]
            feeds.append(
                MixedFeed(url: url, synthetic: synthetic, fault: fault, isWrongCharset: fault == nil))
        }

        // A good refresh of every feed first.
        try library.follow(feeds.map(\.url))
        let first = try library.run(["refresh"], timeout: 60)
        checks.expect(
            first.status == 0,
            "the first refresh, every feed healthy, exited \(first.status): \(first.errorText)")
        let storedBefore = try PythonSQLite.guids(library.database)
        let expectedFirst = feeds.count * 3
        checks.expect(
            storedBefore.count == expectedFirst,
            "the first refresh stored \(storedBefore.count) articles, expected \(expectedFirst)")
        let feedsBefore = try library.feedsByURL()

        // Then the faults.
        generation.set(1)
        for (index, feed) in feeds.enumerated() {
            let path = feed.url.path
            let server =
                feed.fault == nil && !feed.isWrongCharset ? healthyServer : servers[index - healthyCount]
            if let fault = feed.fault { fault.install(server, path, feed.synthetic.document(generation: 1)) }
            if feed.isWrongCharset { ServerFault.installWrongCharset(server, path) }
        }
        let started = Date()
        let refresh = try library.run(["refresh", "--json"], timeout: requestTimeout * 10)
        let elapsed = Date().timeIntervalSince(started)
        let bound = requestTimeout * 2.5
        checks.expect(
            elapsed < bound,
            "the refresh took \(format(elapsed)) s; with a \(format(requestTimeout)) s request timeout it must end within \(format(bound)) s"
        )
        checks.expect(
            refresh.status == 1,
            "a refresh with failing feeds must exit 1; it exited \(refresh.status): \(refresh.errorText)")
        let summary = (try? refresh.json()) as? [String: Any] ?? [:]
        let failedURLs = Set(
            ((summary["failures"] as? [[String: Any]]) ?? []).compactMap { $0["url"] as? String })

        let feedsAfter = try library.feedsByURL()
        let storedAfter = try PythonSQLite.guids(library.database)
        let articles = try library.articles()
        let lost = storedBefore.subtracting(storedAfter)
        checks.expect(
            lost.isEmpty,
            "\(lost.count) article(s) stored before the faulty refresh are gone: \(lost.sorted().prefix(5))")

        for feed in feeds {
            let url = feed.url.absoluteString
            let after = feedsAfter[url] ?? [:]
            let before = feedsBefore[url] ?? [:]
            if let fault = feed.fault {
                checkFailed(feed, fault: fault, after: after, before: before, failedURLs: failedURLs)
            } else if feed.isWrongCharset {
                checks.expect(
                    after["error"] == nil,
                    "the feed served with a wrong charset failed instead of being read: \(after["error"] ?? "")"
                )
                checks.expect(
                    articles.contains { $0["title"] as? String == ServerFault.wrongCharsetTitle },
                    "the feed served with a wrong charset did not store '\(ServerFault.wrongCharsetTitle)' as written"
                )
            } else {
                checks.expect(
                    after["error"] == nil, "healthy feed \(url) recorded an error: \(after["error"] ?? "")")
                checks.expect(
                    !failedURLs.contains(url), "healthy feed \(url) is listed among the refresh's failures")
                let fresh = Set(feed.synthetic.guids(generation: 1).map { "\(url)\t\($0)" })
                checks.expect(
                    fresh.isSubset(of: storedAfter), "healthy feed \(url) did not store its new articles")
            }
        }
        let healthy = feeds.filter { $0.fault == nil }.count
        checks.note(
            "\(feeds.count) feeds (\(healthy) healthy incl. wrong charset, \(feeds.count - healthy) broken); "
                + "refresh \(format(elapsed)) s, bound \(format(bound)) s")
    }

    private func checkFailed(
        _ feed: MixedFeed, fault: ServerFault, after: [String: Any], before: [String: Any],
        failedURLs: Set<String>
    ) {
        let url = feed.url.absoluteString
        guard let error = after["error"] as? String else {
            checks.fail("the feed that \(fault.name) recorded no error (\(url))")
            return
        }
        checks.expect(
            failedURLs.contains(url), "the feed that \(fault.name) is missing from refresh --json's failures")
        checks.expect(
            TerminalBytes.isReadableLine(error),
            "the error of the feed that \(fault.name) is not one printable line: \(error.debugDescription)")
        let lowered = error.lowercased()
        checks.expect(
            fault.errorWords.contains { lowered.contains($0) },
            "the error of the feed that \(fault.name) does not say so (expected one of \(fault.errorWords)): \(error)"
        )
        checks.expect(
            after["failures"] as? Int == 1,
            "the feed that \(fault.name) counts \(after["failures"] ?? "no") failures, expected 1")
        checks.expect(
            after["lastRefresh"] as? String == before["lastRefresh"] as? String,
            "the feed that \(fault.name) lost the time of its last good refresh")
        checks.expect(
            after["total"] as? Int == before["total"] as? Int,
            "the feed that \(fault.name) has \(after["total"] ?? "?") articles, had \(before["total"] ?? "?")"
        )
    }
}
