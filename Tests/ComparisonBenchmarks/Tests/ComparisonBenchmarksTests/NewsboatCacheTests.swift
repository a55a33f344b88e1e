import ComparisonBenchmarking
import DatabaseService
import Foundation
import LibraryBenchmarking
import Testing

/// `Scripts/newsboat_cache.py` on a small Tidings library: the SQL that copies feeds and articles
/// into newsboat's schema (from the fixture, so newsboat need not be installed), then, where
/// newsboat is installed, newsboat itself reading the copy.
@Suite struct NewsboatCacheTests {
    static let fixtures = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let newsboat = ComparisonPrograms.onPath("newsboat")

    /// A three-feed library, its folder, and a cache maker that runs the script with python3.
    static func library() async throws -> (folder: URL, library: URL, cache: NewsboatCache) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "newsboat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let library = folder.appendingPathComponent("library.sqlite")
        try await LibraryGenerator(
            shape: LibraryShape(feeds: 3, totalArticles: 45, largeFeedArticles: 25),
            now: LibraryCache.generatedAt
        ).generate(into: library) { _ in }
        let programs = ComparisonPrograms(
            tidings: "/nonexistent", parserBench: "/nonexistent", newsboat: newsboat,
            python: ComparisonPrograms.onPath("python3"), scripts: ComparisonPrograms.packageScripts)
        let cache = NewsboatCache(
            programs: programs, runner: ProgramRunner(scratch: folder.appendingPathComponent("scratch")),
            environment: ProcessInfo.processInfo.environment.merging(["HOME": folder.path]) { $1 })
        return (folder, library, cache)
    }

    @Test func fillCopiesEveryFeedAndArticleWithItsReadState() async throws {
        let (folder, library, maker) = try await Self.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cacheFile = folder.appendingPathComponent("cache.db")
        let schema = try String(
            contentsOf: Self.fixtures.appendingPathComponent("newsboat-2.21-schema.sql"), encoding: .utf8)
        let cache = try Database.open(at: cacheFile, options: DatabaseOptions(readerCount: 0))
        try await cache.write { try $0.executeScript(schema) }

        let tidings = try Database.open(at: library, options: DatabaseOptions(readerCount: 0, readOnly: true))
        let unread = try await tidings.read { connection in
            try connection.queryFirst("SELECT count(*) FROM articles WHERE read = 0") {
                row throws(DatabaseError) in
                try row.int(0)
            }
        }
        let counts = try maker.fill(library: library, cache: cacheFile)
        #expect(counts == NewsboatCache.Counts(feeds: 3, items: 45, unread: try #require(unread)))
        #expect(counts.unread > 0 && counts.unread < 45)
        #expect(try maker.count(cacheFile) == counts)

        let source = try #require(
            try await tidings.read { connection in
                try connection.queryFirst(
                    "SELECT a.title, a.link, a.authors, a.published / 1000, a.summary, 1 - a.read, f.url, "
                        + "f.source_title FROM articles a JOIN feeds f ON f.id = a.feed_id WHERE a.guid = 'urn:bench:1:3'"
                ) { row throws(DatabaseError) in
                    try (0..<8).map { index throws(DatabaseError) in try row.string(index) }
                }
            })
        let copied = try #require(
            try await cache.read { connection in
                try connection.queryFirst(
                    "SELECT i.title, i.url, i.author, i.pubDate, i.content, i.unread, i.feedurl, f.title "
                        + "FROM rss_item i JOIN rss_feed f ON f.rssurl = i.feedurl WHERE i.guid = 'urn:bench:1:3'"
                ) { row throws(DatabaseError) in
                    try (0..<8).map { index throws(DatabaseError) in try row.string(index) }
                }
            })
        #expect(copied == source)
        #expect(copied[6] == "https://feed1.example/feed.xml")
    }

    @Test func fillRefusesACacheThatAlreadyHoldsItems() async throws {
        let (folder, library, maker) = try await Self.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cacheFile = folder.appendingPathComponent("cache.db")
        let schema = try String(
            contentsOf: Self.fixtures.appendingPathComponent("newsboat-2.21-schema.sql"), encoding: .utf8)
        let cache = try Database.open(at: cacheFile, options: DatabaseOptions(readerCount: 0))
        try await cache.write { try $0.executeScript(schema) }
        _ = try maker.fill(library: library, cache: cacheFile)
        #expect(throws: ComparisonError.self) { try maker.fill(library: library, cache: cacheFile) }
        #expect(try maker.count(cacheFile).items == 45)
    }

    @Test func theURLsFileListsTheFeedsInOrder() async throws {
        let (folder, library, maker) = try await Self.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        let urls = folder.appendingPathComponent("urls")
        try maker.writeURLs(library: library, to: urls)
        #expect(
            try String(contentsOf: urls, encoding: .utf8)
                == (0..<3).map { "https://feed\($0).example/feed.xml\n" }.joined())
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: newsboat), "newsboat is not installed"))
    func newsboatReadsTheCopyAndCountsTheSameUnreadArticles() async throws {
        let (folder, library, maker) = try await Self.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try maker.make(from: library, in: folder.appendingPathComponent("newsboat"))
        #expect(made.counts.items == 45)
        let run = try maker.runner.runChecked(
            Self.newsboat,
            ["-x", "print-unread", "-u", made.urls.path, "-c", made.cache.path, "-C", "/dev/null"],
            environment: maker.environment, timeoutSeconds: 60)
        #expect(NewsboatCache.unreadCount(run.output) == made.counts.unread)
    }

    @Test func printedCountsAreRead() {
        #expect(NewsboatCache.unreadCount("Starting\n10755 unread articles\n") == 10755)
        #expect(NewsboatCache.unreadCount("Error: no URLs configured\n") == nil)
        #expect(
            UnreadComparison.tidingsUnreadCount("Feeds · 300 · 14987 unread · 1 failing\n  a feed\n") == 14987
        )
        #expect(UnreadComparison.tidingsUnreadCount("Feeds\n") == nil)
        #expect(UnreadComparison.grouped(1_000_000) == "1,000,000")
        #expect(UnreadComparison.grouped(15_000) == "15,000")
        #expect(UnreadComparison.grouped(300) == "300")
    }
}
