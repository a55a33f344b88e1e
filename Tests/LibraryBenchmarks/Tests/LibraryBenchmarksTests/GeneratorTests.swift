import ArticleLogic
import DatabaseService
import Foundation
import LibraryBenchmarking
import LibraryModelLogic
import SubscriptionLogic
import Testing

@Suite struct Generator {
    @Test func sameSeedSameWords() {
        var first = SeededGenerator(seed: 1)
        var second = SeededGenerator(seed: 1)
        let vocabulary = Vocabulary(count: 100, seed: 3)
        #expect(vocabulary.sentence(20, using: &first) == vocabulary.sentence(20, using: &second))
        #expect(Vocabulary(count: 100, seed: 3).words == vocabulary.words)
    }

    @Test func buildsTheShapeItIsAskedFor() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("library.sqlite")
        let shape = LibraryShape(feeds: 3, totalArticles: 45, largeFeedArticles: 25)
        try await LibraryGenerator(shape: shape, now: Date(timeIntervalSince1970: 1_768_478_400)).generate(
            into: file
        ) { _ in }
        let database = try Database.open(at: file, options: DatabaseOptions(busyTimeoutMilliseconds: 1000))
        let counts = try await StoredArticles(
            database: database, subscriptions: StoredSubscriptionFacts(database: database)
        ).counts()
        #expect(counts.count == 3)
        #expect(counts.values.map(\.total).reduce(0, +) == shape.totalArticles)
        #expect(counts[FeedID(1)]?.total == 25)
        #expect(try await database.integrityCheck().isEmpty)
    }

    @Test func theCacheBuildsALibraryOnceAndKeepsIt() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let shape = LibraryShape(feeds: 2, totalArticles: 6, largeFeedArticles: 3)
        var lines: [String] = []
        let folder = try await LibraryCache.folder(for: shape, in: data) { lines.append($0) }
        #expect(folder.path == data.appendingPathComponent("library-2-6").path)
        #expect(lines.first?.hasPrefix("building 2 feeds and 6 articles") == true)
        let file = folder.appendingPathComponent(LibraryShape.databaseFileName)
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(!FileManager.default.fileExists(atPath: file.path + ".partial"))
        lines = []
        #expect(try await LibraryCache.folder(for: shape, in: data) { lines.append($0) }.path == folder.path)
        #expect(lines.isEmpty)
    }
}
