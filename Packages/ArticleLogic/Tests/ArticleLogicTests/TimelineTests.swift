import ArticleLogic
import Foundation
import LibraryModelLogic
import Testing

@Suite struct Timelines {
    /// Feed A: a1 (1 h), a2 (30 h, read), a3 (2 h, starred); feed B: b1 (3 h).
    func seeded() async throws -> any ArticleLibraryUnderTest {
        let library = try await makeLibrary(tags: ["news": [feedB]])
        let outcome = try await library.merge(
            [
                item("a1", title: "A1", hoursAgo: 1), item("a2", title: "A2", hoursAgo: 30),
                item("a3", title: "A3", hoursAgo: 2),
            ],
            into: feedA, feedTitle: "Feed A")
        _ = try await library.merge([item("b1", title: "B1", hoursAgo: 3)], into: feedB, feedTitle: "Feed B")
        try await library.reading.setRead([outcome.inserted[1]], read: true)
        try await library.reading.setStarred([outcome.inserted[2]], starred: true)
        return library
    }

    func titles(_ library: any ArticleLibraryUnderTest, _ query: ArticleQuery) async throws -> [String] {
        try await library.reading.page(query, after: nil, limit: 50).articles.map(\.displayTitle)
    }

    @Test
    func everyTimelineIsNewestFirst() async throws {
        let library = try await seeded()
        #expect(try await titles(library, ArticleQuery(filter: .all)) == ["A1", "A3", "B1", "A2"])
        #expect(try await titles(library, ArticleQuery(filter: .unread)) == ["A1", "A3", "B1"])
        #expect(try await titles(library, ArticleQuery(filter: .today)) == ["A1", "A3", "B1"])
        #expect(try await titles(library, ArticleQuery(filter: .starred)) == ["A3"])
        #expect(try await titles(library, ArticleQuery(filter: .all, feeds: [feedA])) == ["A1", "A3", "A2"])
        #expect(try await titles(library, ArticleQuery(filter: .all, feeds: [feedB])) == ["B1"])
        #expect(try await titles(library, ArticleQuery(filter: .all, feeds: [feedA, feedB])).count == 4)
        #expect(try await titles(library, ArticleQuery(filter: .unread, feeds: [])) == [])
    }

    @Test
    func pagingIsStableWhileNewArticlesArrive() async throws {
        let library = try await makeLibrary()
        let items = (1...7).map { item("i\($0)", title: "I\($0)", hoursAgo: Double($0)) }
        _ = try await library.merge(items, into: feedA, feedTitle: "A")
        let first = try await library.reading.page(ArticleQuery(), after: nil, limit: 3)
        #expect(first.articles.map(\.displayTitle) == ["I1", "I2", "I3"])
        _ = try await library.merge(
            [item("new", title: "Newest", hoursAgo: 0.5)], into: feedA, feedTitle: "A")
        let second = try await library.reading.page(ArticleQuery(), after: first.next, limit: 3)
        #expect(second.articles.map(\.displayTitle) == ["I4", "I5", "I6"])
        let third = try await library.reading.page(ArticleQuery(), after: second.next, limit: 3)
        #expect(third.articles.map(\.displayTitle) == ["I7"])
        #expect(third.next == nil)
    }

    @Test
    func articlesWithTheSameDateAreOrderedByIdAcrossPages() async throws {
        let library = try await makeLibrary()
        let items = (1...5).map { item("s\($0)", title: "S\($0)", hoursAgo: 2) }
        let ids = try await library.merge(items, into: feedA, feedTitle: "A").inserted
        var seen: [ArticleID] = []
        var cursor: PageCursor?
        repeat {
            let page = try await library.reading.page(ArticleQuery(), after: cursor, limit: 2)
            seen += page.articles.map(\.id)
            cursor = page.next
        } while cursor != nil
        #expect(seen == ids.reversed())
    }

    @Test
    func countsFollowEveryChange() async throws {
        let library = try await seeded()
        let counts = try await library.reading.counts()
        #expect(counts[feedA] == ArticleCounts(unread: 2, total: 3, starred: 1))
        #expect(counts[feedB] == ArticleCounts(unread: 1, total: 1, starred: 0))
        try await library.reading.markAllRead(in: nil, before: nil)
        #expect(try await library.reading.counts()[feedA]?.unread == 0)
    }
}

@Suite struct ArticleState {
    @Test
    func readAndStarChangesReportWhatChanged() async throws {
        let library = try await makeLibrary()
        let ids = try await library.merge(
            [item("x", title: "X"), item("y", title: "Y")], into: feedA, feedTitle: "A"
        ).inserted
        #expect(try await library.reading.setRead(ids, read: true) == 2)
        #expect(try await library.reading.setRead(ids, read: true) == 0)
        #expect(try await library.reading.setStarred([ids[0]], starred: true) == 1)
        let article = try await library.reading.article(ids[0])
        #expect(article.isRead && article.isStarred && !article.isUnread)
    }

    @Test
    func unknownArticleIsNotFoundAndNothingChanges() async throws {
        let library = try await makeLibrary()
        let ids = try await library.merge([item("x", title: "X")], into: feedA, feedTitle: "A").inserted
        await #expect(throws: ArticleError.notFound(ArticleID(999))) {
            try await library.reading.setRead(ids + [ArticleID(999)], read: true)
        }
        #expect(try await library.reading.article(ids[0]).isUnread)
        await #expect(throws: ArticleError.notFound(ArticleID(999))) {
            try await library.reading.article(ArticleID(999))
        }
    }

    @Test
    func markAllReadHonoursScopeAndDate() async throws {
        let library = try await makeLibrary(tags: ["tech": [feedB]])
        _ = try await library.merge(
            [item("old", title: "Old", hoursAgo: 48), item("new", title: "New", hoursAgo: 1)], into: feedA,
            feedTitle: "A")
        _ = try await library.merge([item("b", title: "B", hoursAgo: 1)], into: feedB, feedTitle: "B")
        let yesterday = testNow.addingTimeInterval(-24 * 3600)
        #expect(try await library.reading.markAllRead(in: [feedA], before: yesterday) == 1)
        #expect(try await library.reading.markAllRead(in: [feedB], before: nil) == 1)
        #expect(try await library.reading.markAllRead(in: [], before: nil) == 0)
        let unread = try await library.reading.page(ArticleQuery(filter: .unread), after: nil, limit: 10)
        #expect(unread.articles.map(\.displayTitle) == ["New"])
    }

    @Test
    func updatedItemKeepsItsReadAndStarredState() async throws {
        let library = try await makeLibrary()
        let id = try #require(
            try await library.merge([item("g", title: "First")], into: feedA, feedTitle: "A").inserted.first)
        try await library.reading.setRead([id], read: true)
        try await library.reading.setStarred([id], starred: true)
        let outcome = try await library.merge([item("g", title: "Second")], into: feedA, feedTitle: "A")
        #expect(outcome == MergeOutcome(inserted: [], updated: [id], unchanged: 0, articleIDs: [id]))
        let article = try await library.reading.article(id)
        #expect(article.title == "Second" && article.isRead && article.isStarred)
        let again = try await library.merge([item("g", title: "Second")], into: feedA, feedTitle: "A")
        #expect(again == MergeOutcome(inserted: [], updated: [], unchanged: 1, articleIDs: [id]))
    }
}

@Suite struct Retention {
    @Test
    func retentionPurgesOnlyReadUnstarredAndKeepsTheirIdentity() async throws {
        let library = try await makeLibrary()
        let items = [
            item("fresh", title: "Fresh", hoursAgo: 1), item("old", title: "Old", hoursAgo: 24 * 40),
            item("oldStarred", title: "Old starred", hoursAgo: 24 * 40),
            item("oldUnread", title: "Old unread", hoursAgo: 24 * 40),
        ]
        let ids = try await library.merge(items, into: feedA, feedTitle: "A").inserted
        try await library.reading.setRead([ids[0], ids[1], ids[2]], read: true)
        try await library.reading.setStarred([ids[2]], starred: true)
        let purged = try await library.applyRetention(RetentionPolicy(days: 30, itemsPerFeed: 100), to: feedA)
        #expect(purged == [ids[1]])
        let remaining = try await library.reading.page(ArticleQuery(), after: nil, limit: 10).articles.map(
            \.displayTitle)
        #expect(remaining == ["Fresh", "Old unread", "Old starred"])
        let republished = try await library.merge([item("old", title: "Old")], into: feedA, feedTitle: "A")
        #expect(republished.inserted.isEmpty)
        #expect(try await library.reading.counts()[feedA]?.total == 3)
    }

    @Test
    func removingAFeedKeepsItsStarredArticles() async throws {
        let library = try await makeLibrary()
        let ids = try await library.merge(
            [item("k", title: "Keep"), item("d", title: "Drop")], into: feedA, feedTitle: "A"
        ).inserted
        try await library.reading.setStarred([ids[0]], starred: true)
        #expect(try await library.removeArticles(of: feedA) == 1)
        let starred = try await library.reading.page(ArticleQuery(filter: .starred), after: nil, limit: 10)
            .articles
        #expect(starred.map(\.displayTitle) == ["Keep"])
        #expect(starred.first?.feedID == nil)
        #expect(starred.first?.feedTitle == "A")
        #expect(try await library.reading.counts()[feedA] == nil)
    }
}
