import ArticleLogic
import DatabaseService
import Foundation
import LibraryModelLogic
import Testing

/// Several feeds' items merged in one call (a sync's page) come out as each feed's merge would:
/// an outcome per group in order, the search index following every insert and update.
@Suite struct GroupedMergeTests {
    @Test func eachGroupMergesIntoItsFeedAndSearchFollows() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        _ = try await library.merge([item("1", title: "Kept", text: "oldword")], into: feedA, feedTitle: "A")
        let groups = [
            ArticleMergeGroup(
                items: [
                    item("1", title: "Kept", text: "newword"), item("2", title: "Second", text: "alpha"),
                ],
                feed: feedA, feedTitle: "A"),
            ArticleMergeGroup(items: [item("3", title: "Third", text: "beta")], feed: feedB, feedTitle: "B"),
        ]
        let stored = library.stored
        let outcomes = try await library.database.unitOfWork { work in
            try stored.merge(groups, now: testNow, in: work)
        }
        #expect(outcomes.map(\.inserted.count) == [1, 1])
        #expect(outcomes.map(\.updated.count) == [1, 0])
        #expect(outcomes.map(\.articleIDs.count) == [2, 1])
        for (word, title) in [("newword", "Kept"), ("alpha", "Second"), ("beta", "Third")] {
            #expect(try await library.reading.search(word, limit: 10).map(\.article.displayTitle) == [title])
        }
        #expect(try await library.reading.search("oldword", limit: 10).isEmpty)
        let counts = try await library.database.unitOfWork { try stored.counts(in: $0) }
        #expect(counts[feedA]?.total == 2)
        #expect(counts[feedB]?.total == 1)
    }

    @Test func noGroupsMergeNothing() async throws {
        let library = try await SQLiteLibrary(tags: [:])
        let stored = library.stored
        let outcomes = try await library.database.unitOfWork { try stored.merge([], now: testNow, in: $0) }
        #expect(outcomes.isEmpty)
    }
}
