import EndToEndSupport
import Foundation
import LoopbackServerService

/// Two `tidings refresh` processes and a reader (`tidings articles --json` in a loop) on one
/// library at once, for several rounds of new articles. Asserts: no corruption (integrity and
/// search-index checks, counts), no lost update (every feed's new articles present after each
/// round, none stored twice), every read answered with valid JSON, and a refresh that could not
/// get the lock in time fails with a message naming storage.busyTimeoutMilliseconds (with the
/// default timeout it simply waits). Then the lock is held on purpose past a short busy timeout
/// to see that message and nothing broken.
struct ConcurrencyCase {
    let size: ReliabilitySize
    let checks: CaseChecks

    static let busySetting = "storage.busyTimeoutMilliseconds"

    func run() throws {
        let rounds = size.pick(fast: 2, full: 10)
        let feedCount = size.pick(fast: 30, full: 100)
        let library = try ScratchLibrary()
        defer { library.remove() }
        let server = try LoopbackServer(recordsRequests: false)
        defer { server.stop() }
        let generation = FeedGeneration()
        let feeds = (0..<feedCount).map { SyntheticFeed(index: $0) }
        let urls = server.serveSynthetic(feeds, generation: generation) { .milliseconds(5 + ($0 * 13) % 20) }
        try library.follow(urls)
        let first = try library.run(["refresh"], timeout: 120)
        guard first.status == 0 else {
            throw ReliabilityFailure("the first refresh exited \(first.status): \(first.errorText)")
        }

        var reads = 0
        var busyFailures = 0
        for round in 1...rounds {
            generation.set(round)
            let refreshes = [
                try library.start(["refresh", "--json"]), try library.start(["refresh", "--json"]),
            ]
            repeat {
                let read = try library.run(["articles", "--json", "--limit", "50"], timeout: 30)
                reads += 1
                let parsed = (try? read.json()) as? [[String: Any]]
                checks.expect(
                    read.status == 0 && parsed?.count == 50,
                    "round \(round): a read during the refreshes failed (\(read.status)): \(read.errorText.prefix(300))"
                )
            } while refreshes.contains { $0.isRunning }
            var busyThisRound = 0
            for (number, refresh) in refreshes.enumerated() {
                let outcome = refresh.wait(timeout: 60)
                if outcome.status == 0 { continue }
                let said = outcome.outputText + outcome.errorText
                if said.contains(Self.busySetting) {
                    busyThisRound += 1
                } else {
                    checks.fail(
                        "round \(round): refresh \(number + 1) exited \(outcome.status) without naming \(Self.busySetting): "
                            + said.prefix(400))
                }
            }
            busyFailures += busyThisRound
            let health = try PythonSQLite.health(library.database)
            checks.expect(health.isSound, "round \(round): the library is not sound: \(health.summary)")
            let fresh = Set(
                zip(feeds, urls).flatMap { feed, url in
                    feed.guids(generation: round).map { "\(url.absoluteString)\t\($0)" }
                })
            let missing = fresh.subtracting(try PythonSQLite.guids(library.database))
            // Only when both refreshes gave up on the lock may this round's articles be missing.
            checks.expect(
                missing.isEmpty || busyThisRound == refreshes.count,
                "round \(round): \(missing.count) new article(s) are missing after both refreshes: \(missing.sorted().prefix(3))"
            )
        }
        checks.note(
            "\(rounds) rounds of 2 refreshes over \(feedCount) feeds with \(reads) reads; \(busyFailures) busy failure(s)"
        )
        try heldLock(library)
    }

    /// Another program holds the write lock longer than a short busy timeout: writers fail with
    /// the busy message, readers still read, and nothing is damaged.
    private func heldLock(_ library: ScratchLibrary) throws {
        let short = ["TIDINGS_STORAGE_BUSY_TIMEOUT_MILLISECONDS": "300"]
        let before = try PythonSQLite.guids(library.database)
        let holder = try PythonSQLite.holdWriteLock(library.database, seconds: 4)
        let refresh = try library.start(["refresh", "--feed", "1", "--json"], environment: short).wait(
            timeout: 20)
        let mark = try library.start(["mark", "1", "--star"], environment: short).wait(timeout: 20)
        let read = try library.start(["articles", "--json", "--limit", "5"], environment: short).wait(
            timeout: 20)
        let held = holder.isRunning
        _ = holder.wait(timeout: 20)
        checks.expect(
            held, "the Python lock holder ended before the writers were tried; the busy check proved nothing")
        checks.expect(
            refresh.status != 0 && (refresh.outputText + refresh.errorText).contains(Self.busySetting),
            "a refresh that cannot get the lock must fail naming \(Self.busySetting); it exited \(refresh.status): "
                + (refresh.outputText + refresh.errorText).prefix(400))
        checks.expect(
            mark.status == 74 && mark.errorText.contains(Self.busySetting),
            "`mark --star` that cannot get the lock must exit 74 naming \(Self.busySetting); it exited \(mark.status): "
                + mark.errorText)
        checks.expect(
            read.status == 0, "a read while another program held the write lock failed: \(read.errorText)")
        let health = try PythonSQLite.health(library.database)
        checks.expect(health.isSound, "after the held lock the library is not sound: \(health.summary)")
        checks.expect(
            before.isSubset(of: try PythonSQLite.guids(library.database)),
            "articles were lost around the held lock")
        let after = try library.run(["refresh", "--feed", "1"], timeout: 30)
        checks.expect(
            after.status == 0,
            "a refresh once the lock was released exited \(after.status): \(after.errorText)")
    }
}
