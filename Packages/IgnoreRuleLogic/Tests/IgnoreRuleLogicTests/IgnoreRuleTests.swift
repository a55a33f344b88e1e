import ArticleLogic
import DatabaseService
import FilterLogic
import Foundation
import IgnoreRuleLogic
import LibraryModelLogic
import Testing

let testNow = Date(timeIntervalSince1970: 1_768_478_400)

/// A library with three articles in feed 1, one of them starred, and its killfile.
struct KillfileLibrary {
    let database: Database
    let articles: StoredArticles
    let rules: StoredIgnoreRules

    init() async throws {
        database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([ArticleSchema.schema, IgnoreRuleSchema.schema])
        articles = StoredArticles(
            database: database, subscriptions: FixedSubscriptionFacts(), now: { testNow })
        rules = StoredIgnoreRules(database: database, articles: articles, now: { testNow })
        let items = ["Sponsored: a", "Sponsored: b", "News"].map {
            IncomingArticle(guid: $0, title: $0, published: testNow, summary: $0, plainText: $0)
        }
        let merged = try await database.write { connection in
            try StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()).merge(
                items, into: FeedID(1), feedTitle: "One", now: testNow, in: UnitOfWork(connection))
        }
        _ = try await articles.setStarred([try #require(merged.inserted.first)], starred: true)
    }

    var shown: [String] {
        get async throws {
            try await articles.page(ArticleQuery(), after: nil, limit: 10).articles.compactMap(\.title)
        }
    }
}

func expression(_ source: String) throws -> FilterExpression { try FilterExpression(parsing: source) }

@Suite struct IgnoreRuleContract {
    @Test func aDroppingRuleIsKeptAndLeavesStoredArticlesAlone() async throws {
        let library = try await KillfileLibrary()
        let (rule, hidden) = try await library.rules.add(
            try expression(#"title =~ "^sponsored""#), feed: nil, hides: false)
        #expect(rule.id == 1)
        #expect(hidden == 0)
        #expect(try await library.shown.count == 3)
        #expect(try await library.rules.rules() == [rule])
        let tables = try await library.database.read {
            try StoredIgnoreRuleTables().rules(in: UnitOfWork($0))
        }
        #expect(tables == [rule])
    }

    @Test func aHidingRuleHidesAtOnceButNeverTheStarredAndRemovingItShowsThemAgain() async throws {
        let library = try await KillfileLibrary()
        let (rule, hidden) = try await library.rules.add(
            try expression(#"title =~ "^sponsored""#), feed: nil, hides: true)
        #expect(hidden == 1)
        #expect(try await Set(library.shown) == ["Sponsored: a", "News"])
        #expect(try await library.articles.counts(of: nil).total == 2)
        let removed = try await library.rules.remove(rule.id)
        #expect(removed == rule)
        #expect(try await library.shown.count == 3)
        #expect(try await library.rules.rules().isEmpty)
    }

    @Test func removingOneHidingRuleKeepsWhatAnotherHides() async throws {
        let library = try await KillfileLibrary()
        let first = try await library.rules.add(
            try expression(#"title = "Sponsored: b""#), feed: nil, hides: true)
        _ = try await library.rules.add(try expression(#"title = "News""#), feed: nil, hides: true)
        #expect(try await library.shown == ["Sponsored: a"])
        _ = try await library.rules.remove(first.rule.id)
        #expect(try await Set(library.shown) == ["Sponsored: a", "Sponsored: b"])
    }

    @Test func testingARuleCountsWhatItWouldCatchAndChangesNothing() async throws {
        let library = try await KillfileLibrary()
        let tested = try await library.rules.test(
            try expression(#"title =~ "sponsored""#), feed: nil, newest: 1)
        #expect(tested.matched == ArticleCounts(unread: 2, total: 2, starred: 1))
        #expect(tested.newest.count == 1)
        #expect(try await library.rules.rules().isEmpty)
        #expect(try await library.shown.count == 3)
    }

    @Test func anUnknownRuleNamesTheKnownOnes() async throws {
        let library = try await KillfileLibrary()
        _ = try await library.rules.add(try expression("age > 1"), feed: FeedID(1), hides: false)
        await #expect(throws: IgnoreRuleError.unknown(7, known: [1])) { try await library.rules.remove(7) }
        #expect(
            IgnoreRuleError.unknown(7, known: [1]).description
                == "there is no ignore rule 7; the rules are 1 (`tidings ignore list`)")
    }

    @Test func aStoredRuleThatNoLongerReadsIsSaid() async throws {
        let library = try await KillfileLibrary()
        try await library.database.write { connection in
            try connection.execute("INSERT INTO ignore_rules (expression, added) VALUES ('title ~ \"x\"', 0)")
        }
        await #expect(throws: IgnoreRuleError.unreadable(id: 1, FilterError(column: 7, "unexpected '~'"))) {
            _ = try await library.rules.rules()
        }
        let tables = try await library.database.read {
            try StoredIgnoreRuleTables().rules(in: UnitOfWork($0))
        }
        #expect(tables.isEmpty)
    }

    @Test func theInMemoryDefaultIsTheSameStore() async throws {
        let rules = try await StoredIgnoreRules.inMemory(now: { testNow })
        let (rule, _) = try await rules.add(try expression("age > 1"), feed: nil, hides: true)
        #expect(try await rules.rules() == [rule])
    }
}
