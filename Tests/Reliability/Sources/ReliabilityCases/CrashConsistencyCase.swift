import EndToEndSupport
import Foundation
import LoopbackServerService

/// Trials of `kill -9` on a `tidings refresh` at a random moment, over enough slow feeds that
/// the kill lands mid-refresh. After every kill: SQLite's integrity check, the search index's
/// own check and the stored counts are sound; every article committed before the kill (read just
/// before it) is still there; and the next refresh exits 0 and stores every feed's new articles.
struct CrashConsistencyCase {
    let size: ReliabilitySize
    let checks: CaseChecks

    func run() throws {
        let trials = size.pick(fast: 5, full: 100)
        let feedCount = size.pick(fast: 40, full: 100)
        var random = SeededRandom.fromEnvironment()
        let library = try ScratchLibrary()
        defer { library.remove() }
        let server = try LoopbackServer(recordsRequests: false)
        defer { server.stop() }
        let generation = FeedGeneration()
        let feeds = (0..<feedCount).map { SyntheticFeed(index: $0) }
        let urls = server.serveSynthetic(feeds, generation: generation) {
            .milliseconds(40 + ($0 * 37) % 160)
        }
        try library.follow(urls)

        let started = Date()
        let first = try library.run(["refresh"], timeout: 120)
        let refreshSeconds = Date().timeIntervalSince(started)
        guard first.status == 0 else {
            throw ReliabilityFailure("the first refresh exited \(first.status): \(first.errorText)")
        }

        var midRefresh = 0
        var progress: [Double] = []
        for trial in 1...trials {
            generation.set(trial)
            let fresh = Set(
                zip(feeds, urls).flatMap { feed, url in
                    feed.guids(generation: trial).map { "\(url.absoluteString)\t\($0)" }
                })
            let refresh = try library.start(["refresh"])
            // Python takes a few tens of milliseconds to start before it reads and kills.
            Thread.sleep(
                forTimeInterval: Double.random(in: 0...max(0.05, refreshSeconds * 0.8), using: &random))
            let committed = try PythonSQLite.snapshotThenKill(
                library.database, pid: refresh.processIdentifier)
            let killed = refresh.wait(timeout: 30)
            if killed.wasSignalled {
                midRefresh += 1
                progress.append(Double(committed.intersection(fresh).count) / Double(fresh.count))
            }

            let health = try PythonSQLite.health(library.database)
            checks.expect(
                health.isSound, "trial \(trial): after kill -9 the library is not sound: \(health.summary)")
            let stored = try PythonSQLite.guids(library.database)
            let lost = committed.subtracting(stored)
            checks.expect(
                lost.isEmpty,
                "trial \(trial): \(lost.count) article(s) committed before the kill are gone: \(lost.sorted().prefix(3))"
            )

            let next = try library.run(["refresh"], timeout: 120)
            checks.expect(
                next.status == 0,
                "trial \(trial): the refresh after the kill exited \(next.status): \(next.errorText)")
            let missing = fresh.subtracting(try PythonSQLite.guids(library.database))
            checks.expect(
                missing.isEmpty,
                "trial \(trial): after the next refresh \(missing.count) new article(s) are missing: \(missing.sorted().prefix(3))"
            )
        }
        let finalHealth = try PythonSQLite.health(library.database)
        checks.expect(
            finalHealth.isSound, "after all trials the library is not sound: \(finalHealth.summary)")
        checks.expect(midRefresh > 0, "no kill landed while a refresh was running; the case proved nothing")
        let sorted = progress.sorted()
        let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        checks.note(
            "\(trials) kills over \(feedCount) feeds, \(midRefresh) mid-refresh (new articles committed at the kill: "
                + "min \(percent(sorted.first ?? 0)), median \(percent(median)), max \(percent(sorted.last ?? 0))); "
                + "\(finalHealth.articles) articles; seed \(random.seed)")
    }

    private func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }
}
