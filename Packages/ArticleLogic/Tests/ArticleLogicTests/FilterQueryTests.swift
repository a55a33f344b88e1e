import ArticleLogic
import DatabaseService
import FilterLogic
import Foundation
import LibraryModelLogic
import Testing

/// A library of five articles in two feeds, with every attribute a filter tests set on some.
struct FilterLibrary {
    let database: Database
    let articles: StoredArticles

    static let feeds = [
        FeedDescription(id: feedA, url: "https://a.example/feed.xml", tags: ["news", "tech"]),
        FeedDescription(id: feedB, url: "https://b.example/rss", tags: ["fun"]),
    ]

    init() async throws {
        database = try Database.openInMemory(options: DatabaseOptions(busyTimeoutMilliseconds: 2000))
        try await database.migrate(ArticleSchema.schema)
        articles = StoredArticles(
            database: database, subscriptions: FixedSubscriptionFacts(feeds: Self.feeds), now: { testNow })
        let hour: TimeInterval = 3600
        let episode = Enclosure(url: link("https://a.example/swift.mp3"), mimeType: "audio/mpeg")
        let feedAItems = [
            IncomingArticle(
                guid: "a1", link: link("https://a.example/swift"), title: "Swift 6 released",
                authors: ["Jane Roe"],
                published: testNow - 2 * hour, summary: "<p>The swift compiler</p>", bodyIsHTML: true,
                plainText: "The swift compiler", enclosures: [episode]),
            IncomingArticle(
                guid: "a2", title: "Rust news", authors: ["Sam Poe", "Ann Lee"],
                published: testNow - 72 * hour,
                summary: "Borrowing", plainText: "Borrowing"),
        ]
        let feedBItems = [
            IncomingArticle(
                guid: "b3", title: "Taylor Swift tour", published: testNow - 240 * hour, summary: "Dates",
                plainText: "Dates"),
            IncomingArticle(
                guid: "b4", title: "Weekly digest", published: testNow - 720 * hour,
                summary: "Every pull request merged", plainText: "Every pull request merged"),
            IncomingArticle(
                guid: "x' OR 1=1 --", title: "O'Brien's \"quoted\" notes", published: testNow - 1000 * hour,
                summary: "n", plainText: "n"),
        ]
        try await database.write { connection in
            let tables = StoredArticles(database: database, subscriptions: FixedSubscriptionFacts())
            _ = try tables.merge(
                feedAItems, into: feedA, feedTitle: "A feed", now: testNow, in: UnitOfWork(connection))
            _ = try tables.merge(
                feedBItems, into: feedB, feedTitle: "B feed", now: testNow, in: UnitOfWork(connection))
        }
        let page = try await articles.page(ArticleQuery(), after: nil, limit: 10)
        let ids = Dictionary(uniqueKeysWithValues: page.articles.map { ($0.guid ?? "", $0.id) })
        _ = try await articles.setRead([try #require(ids["a2"])], read: true)
        _ = try await articles.setStarred([try #require(ids["b3"])], starred: true)
    }

    /// The guids `source` matches, newest first.
    func guids(_ source: String, scope: ArticleQuery = ArticleQuery()) async throws -> [String] {
        var query = scope
        query.match = try FilterExpression(parsing: source)
        return try await articles.page(query, after: nil, limit: 50).articles.map { $0.guid ?? "" }
    }
}

/// A URL from a literal the test knows to be valid.
func link(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
}

let injection = "x' OR 1=1 --"

@Suite struct FilterTextTests {
    @Test func regularExpressionsIgnoreLetterCase() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"title =~ "swift""#) == ["a1", "b3"])
        #expect(try await library.guids(#"title =~ "^swift [0-9]""#) == ["a1"])
        #expect(try await library.guids(#"title !~ "swift""#) == ["a2", "b4", injection])
        #expect(try await library.guids(#"link =~ "a\\.example/swift$""#) == ["a1"])
    }

    @Test func equalityIsExact() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"title = "Rust news""#) == ["a2"])
        #expect(try await library.guids(#"title = "rust news""#) == [])
        #expect(try await library.guids(#"feedtitle != "A feed""#) == ["b3", "b4", injection])
        #expect(try await library.guids(#"author = "Jane Roe""#) == ["a1"])
        #expect(try await library.guids(#"author = "Sam Poe, Ann Lee""#) == ["a2"])
    }

    @Test func wordTestsOnTitleAndTextUseTheSearchIndex() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"title # "SWIFT""#) == ["a1", "b3"])
        #expect(try await library.guids(#"title # "swif""#) == [])
        #expect(try await library.guids(#"content # "pull request""#) == ["b4"])
        #expect(try await library.guids(#"content # "request pull""#) == [])
        #expect(try await library.guids(#"content !# "swift""#) == ["a2", "b3", "b4", injection])
        #expect(try await library.guids(#"title # "!!""#) == [])
    }

    @Test func wordTestsElsewhereAreNewsboatsSpaceSeparatedWords() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"author # "Poe,""#) == ["a2"])
        #expect(try await library.guids(#"author # "Poe""#) == [])
        #expect(try await library.guids(#"feedtitle # "feed""#).count == 5)
    }

    @Test func enclosuresAreTestedOneByOneAndNoneReadsAsEmpty() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"enclosure_type = "audio/mpeg""#) == ["a1"])
        #expect(try await library.guids(#"enclosure_url =~ "\\.mp3$""#) == ["a1"])
        #expect(try await library.guids(#"enclosure_url = """#) == ["a2", "b3", "b4", injection])
        #expect(try await library.guids(#"enclosure_type != "audio/mpeg""#) == ["a2", "b3", "b4", injection])
    }
}

@Suite struct FilterStateAndTimeTests {
    @Test func readAndStarredState() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"unread = "no""#) == ["a2"])
        #expect(try await library.guids(#"unread != "no""#) == ["a1", "b3", "b4", injection])
        #expect(try await library.guids(#"starred = "yes""#) == ["b3"])
        #expect(try await library.guids(#"flags # "s""#) == ["b3"])
        #expect(try await library.guids(#"flags = """#) == ["a1", "a2", "b4", injection])
    }

    @Test func ageCountsWholeDaysWithTheBoundsIncluded() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids("age < 3") == ["a1"])
        #expect(try await library.guids("age <= 3") == ["a1", "a2"])
        #expect(try await library.guids("age = 3") == ["a2"])
        #expect(try await library.guids("age between 3:10") == ["a2", "b3"])
        #expect(try await library.guids("age > 10") == ["b4", injection])
        #expect(try await library.guids("age >= 10") == ["b3", "b4", injection])
        #expect(try await library.guids("age != 0") == ["a2", "b3", "b4", injection])
    }

    @Test func datesCompareWithWholeDaysAndInstants() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"date = "2026-01-15""#) == ["a1"])
        #expect(try await library.guids(#"date >= "2026-01-12""#) == ["a1", "a2"])
        #expect(try await library.guids(#"date < "2026-01-05""#) == ["b4", injection])
        #expect(try await library.guids(#"date <= "2026-01-05""#) == ["b3", "b4", injection])
        #expect(try await library.guids(#"date > "2026-01-15T09:00:00Z""#) == ["a1"])
        #expect(try await library.guids(#"date between "2025-12-16":"2026-01-05""#) == ["b3", "b4"])
    }
}

@Suite struct FilterFeedTests {
    @Test func feedAddressesAndTagsComeFromTheFeedList() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"feedurl =~ "B\\.EXAMPLE""#) == ["b3", "b4", injection])
        #expect(try await library.guids(#"rssurl = "https://a.example/feed.xml""#) == ["a1", "a2"])
        #expect(try await library.guids(#"tags # "NEWS""#) == ["a1", "a2"])
        #expect(try await library.guids(#"tags !# "news""#) == ["b3", "b4", injection])
        #expect(try await library.guids(#"tags = "news tech""#) == ["a1", "a2"])
        #expect(try await library.guids(#"tags =~ "^f""#) == ["b3", "b4", injection])
    }

    @Test func theTypicalQueryFeeds() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"unread = "yes" and title =~ "swift""#) == ["a1", "b3"])
        #expect(try await library.guids(#"tags # "news" and age < 7"#) == ["a1", "a2"])
    }
}

@Suite struct FilterCombinationTests {
    @Test func notAndOrAndParenthesesCompose() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"not (title =~ "swift" or unread = "no")"#) == ["b4", injection])
        #expect(try await library.guids(#"title =~ "swift" and not starred = "yes""#) == ["a1"])
        #expect(try await library.guids(#"age < 1 or age > 30"#) == ["a1", injection])
    }

    @Test func aFilterNarrowsTheTimelineItIsGiven() async throws {
        let library = try await FilterLibrary()
        #expect(
            try await library.guids(#"title =~ "s""#, scope: ArticleQuery(filter: .unread, feeds: [feedA]))
                == [
                    "a1"
                ])
        #expect(try await library.guids(#"age < 365"#, scope: ArticleQuery(filter: .starred)) == ["b3"])
    }

    @Test func pagesOfAFilteredTimelineContinueWhereTheyStopped() async throws {
        let library = try await FilterLibrary()
        let query = ArticleQuery(match: try FilterExpression(parsing: #"unread = "yes""#))
        var cursor: PageCursor?
        var seen: [String] = []
        repeat {
            let page = try await library.articles.page(query, after: cursor, limit: 2)
            seen += page.articles.map { $0.guid ?? "" }
            cursor = page.next
        } while cursor != nil
        #expect(seen == ["a1", "b3", "b4", injection])
    }
}

@Suite struct FilterInjectionTests {
    @Test func quotesInValuesAreValuesNotSQL() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"title = "x' OR 1=1 --""#) == [])
        #expect(try await library.guids(#"guid = "x' OR 1=1 --""#) == [injection])
        #expect(try await library.guids(#"title = "O'Brien's \"quoted\" notes""#) == [injection])
        #expect(try await library.guids(#"title =~ "' OR 1=1; --""#) == [])
        #expect(try await library.guids(#"content # "\" OR title : \"swift""#) == [])
        #expect(try await library.guids(#"author # "' || (SELECT 1) || '""#) == [])
    }

    @Test func aStatementInAValueDoesNotRun() async throws {
        let library = try await FilterLibrary()
        #expect(try await library.guids(#"title = "\"); DROP TABLE articles; --""#) == [])
        #expect(try await library.guids(#"feedurl = "'); DELETE FROM articles; --""#) == [])
        #expect(try await library.guids(#"title =~ ".""#).count == 5)
    }
}
