import DatabaseService
import Foundation
import NewsboatService
import Testing

/// A folder of its own for one test, removed by `remove()`.
struct Scratch {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("newsboat-cache-\(UUID())")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// A cache built from the fixture script, as newsboat 2.21 lays it out.
    func newsboatCache() async throws -> URL {
        let file = file("cache.db")
        let database = try Database.open(at: file, options: DatabaseOptions(readerCount: 0))
        let script = try String(contentsOf: Fixture.file("cache-2.21.sql"), encoding: .utf8)
        try await database.write { try $0.executeScript(script) }
        return file
    }
}

@Suite struct NewsboatCacheReading {
    @Test func checksAndReadsTheCacheInsideAUnitOfWork() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let cache = try await scratch.newsboatCache()
        let before = try Data(contentsOf: cache)
        let summary = try await NewsboatCache.check(cache)
        #expect(summary == NewsboatCache.Summary(feeds: 1, articles: 3, hasContentTypes: false))
        let library = try Database.openInMemory(options: DatabaseOptions())
        let (feeds, articles) = try await library.unitOfWork(
            attaching: AttachedDatabase(file: cache, name: NewsboatCache.schemaName), ending: .commit
        ) { work in
            (
                try NewsboatCache.feeds(in: work),
                try NewsboatCache.articles(
                    ofFeed: "http://example.com/news.rss", hasContentTypes: false, in: work)
            )
        }
        #expect(
            feeds["http://example.com/news.rss"]
                == NewsboatFeedRecord(
                    address: "http://example.com/news.rss", siteLink: "http://example.com/",
                    title: "Example News"))
        #expect(articles.map(\.title) == ["First", "Second", "Third"])
        #expect(articles.map(\.isUnread) == [false, true, true])
        #expect(articles.map(\.flags) == ["s", "", "As"])
        #expect(articles.map(\.isDeleted) == [false, false, true])
        #expect(articles[1].enclosureURL == "http://example.com/2.mp3")
        #expect(articles[1].published == Date(timeIntervalSince1970: 1_796_036_400))
        #expect(articles[0].contentType == nil)
        #expect(try Data(contentsOf: cache) == before)
    }

    @Test func aDatabaseThatIsNotNewsboatsIsRefused() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let other = scratch.file("other.db")
        let database = try Database.open(at: other, options: DatabaseOptions(readerCount: 0))
        try await database.write { connection in
            try connection.execute("CREATE TABLE rss_feed (rssurl TEXT, url TEXT, title TEXT)")
            try connection.execute("CREATE TABLE rss_item (guid TEXT, title TEXT)")
        }
        await #expect(
            throws: NewsboatFileError.notNewsboatCache(file: other, missing: "rss_item.author column")
        ) {
            try await NewsboatCache.check(other)
        }
        let empty = scratch.file("empty.db")
        let emptyDatabase = try Database.open(at: empty, options: DatabaseOptions(readerCount: 0))
        try await emptyDatabase.write { try $0.execute("CREATE TABLE unrelated (x)") }
        await #expect(throws: NewsboatFileError.notNewsboatCache(file: empty, missing: "rss_feed table")) {
            try await NewsboatCache.check(empty)
        }
    }

    @Test func aFileThatIsNoDatabaseIsUnreadable() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let garbage = scratch.file("cache.db")
        try Data(repeating: 0x41, count: 4096).write(to: garbage)
        do {
            _ = try await NewsboatCache.check(garbage)
            Issue.record("a file of A's was read as a cache")
        } catch {
            guard case .unreadableCache(let file, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(file == garbage)
            #expect(error.description.hasPrefix("cannot read newsboat's cache \(garbage.path) ("))
        }
    }

    @Test func aLiveNewsboatIsRefusedAndAStaleLockIgnored() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let cache = try await scratch.newsboatCache()
        let lock = scratch.file("cache.db.lock")
        let ownID = ProcessInfo.processInfo.processIdentifier
        try "\(ownID)\n".write(to: lock, atomically: true, encoding: .utf8)
        await #expect(throws: NewsboatFileError.newsboatRunning(lockFile: lock, processID: ownID)) {
            try await NewsboatCache.check(cache)
        }
        // A process id that no process has (beyond Linux's pid_max).
        try "4194305".write(to: lock, atomically: true, encoding: .utf8)
        #expect(try await NewsboatCache.check(cache).articles == 3)
    }
}
