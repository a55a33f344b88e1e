import ArticleLogic
import DatabaseService
import Foundation
import LibraryModelLogic
import RefreshLogic
import SubscriptionLogic
import Testing

@Suite struct Refreshing {
    let alpha = link("https://alpha.example/feed")
    let beta = link("https://beta.example/feed")

    @Test
    func newItemsAreStoredAndReportedPerFeed() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First")]))
        await fetcher.serve(beta, body: rss("Beta", items: [("b1", "Other")]))
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        let alphaFeed = try await library.follow(alpha)
        _ = try await library.follow(beta)
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a2", "Second"), ("a1", "First")]))
        let log = ProgressLog()
        let summary = try await library.refresh { log.record($0) }
        #expect(summary.feedsChecked == 2 && summary.feedsUpdated == 2 && summary.newArticles == 3)
        #expect(summary.failures.isEmpty)
        #expect(log.all.map(\.completed) == [1, 2])
        #expect(log.all.allSatisfy { $0.total == 2 })
        #expect(Set(log.all.map(\.feed.id)).count == 2)
        #expect(Set(library.announced.all.flatMap { $0 }).contains(alphaFeed.id))
        #expect(Set(try await library.titles()) == ["First", "Second", "Other"])
    }

    @Test
    func conditionalGetAndUnchangedBodiesSkipWork() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First")]), etag: "\"v1\"")
        await fetcher.serve(beta, body: rss("Beta", items: [("b1", "Other")]))
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        _ = try await library.follow(alpha)
        _ = try await library.follow(beta)
        _ = try await library.refresh()
        let second = try await library.refresh()
        #expect(second.feedsChecked == 2 && second.feedsUpdated == 0 && second.newArticles == 0)
        let lastAlpha = await fetcher.requests.last { $0.url == alpha }
        #expect(lastAlpha?.etag == "\"v1\"")
        #expect(library.announced.all.count == 2)
    }

    @Test
    func unchangedFeedsBeyondOneBatchEachRecordTheirCheck() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        let urls = (0..<150).map { link("https://feeds.example/\($0)") }
        for (index, url) in urls.enumerated() {
            await fetcher.serve(url, body: rss("Feed \(index)", items: [("i\(index)", "Item \(index)")]))
        }
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        var feeds: [Feed] = []
        for url in urls { feeds.append(try await library.follow(url)) }
        _ = try await library.refresh()
        clock.advance(hours: 1)
        let log = ProgressLog()
        let second = try await library.refresh { log.record($0) }
        #expect(second.feedsChecked == 150 && second.feedsUpdated == 0 && second.failures.isEmpty)
        #expect(log.all.count == 150 && log.all.allSatisfy { $0.result == .unchanged })
        let statuses = try await library.refresher.statuses()
        #expect(feeds.allSatisfy { statuses[$0.id]?.lastSuccess == clock.now })
    }

    /// Changed feeds are written a group at a time, each in a savepoint: one that cannot be
    /// stored fails alone, and every other feed of its group is stored.
    @Test
    func aFeedThatCannotBeStoredFailsAloneInItsGroup() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        let urls = (0..<40).map { link("https://group.example/\($0)") }
        for (index, url) in urls.enumerated() {
            let guid = index == 17 ? "boom" : "g\(index)"
            await fetcher.serve(url, body: rss("Feed \(index)", items: [(guid, "Item \(index)")]))
        }
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        for url in urls { _ = try await library.follow(url) }
        // The writer's own connection refuses that one article, as a full disk or a broken
        // row would.
        try await library.database.write { connection in
            try connection.execute(
                """
                CREATE TEMP TRIGGER refuse_boom BEFORE INSERT ON articles WHEN new.guid = 'boom'
                BEGIN SELECT RAISE(ABORT, 'refused'); END
                """)
        }
        let summary = try await library.refresh()
        #expect(summary.failures.map(\.feed.url) == [urls[17]])
        #expect(summary.newArticles == 39 && summary.feedsUpdated == 39)
        #expect(Set(try await library.titles()).count == 39)
        #expect(try await library.refresher.statuses()[summary.failures[0].feed.id]?.lastSuccess == nil)
    }

    /// Only an untitled item gets a preview (its body's opening stands in for the title); a
    /// titled one is stored without, its body never parsed for it.
    @Test
    func onlyUntitledItemsGetAPreview() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        let body = "&lt;p&gt;Hello &lt;b&gt;world&lt;/b&gt;, from a note&lt;/p&gt;"
        let document = """
            <?xml version="1.0"?><rss version="2.0"><channel><title>Notes</title><link>https://example.com/</link>
            <item><guid>n1</guid><description>\(body)</description></item>
            <item><guid>n2</guid><title>Titled</title><description>\(body)</description></item>
            </channel></rss>
            """
        await fetcher.serve(alpha, body: Data(document.utf8))
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        _ = try await library.follow(alpha)
        _ = try await library.refresh()
        let articles = try await library.articles.page(ArticleQuery(), after: nil, limit: 10).articles
        let byGuid = Dictionary(uniqueKeysWithValues: articles.map { ($0.guid ?? "", $0) })
        #expect(byGuid["n1"]?.preview == "Hello world, from a note")
        #expect(byGuid["n1"]?.displayTitle == "Hello world, from a note")
        #expect(byGuid["n2"]?.preview == "" && byGuid["n2"]?.displayTitle == "Titled")
    }

    @Test
    func editedItemsUpdateAndKeepTheirState() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First")]))
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        _ = try await library.follow(alpha)
        _ = try await library.refresh()
        let article = try #require(
            try await library.articles.page(ArticleQuery(), after: nil, limit: 5).articles.first)
        try await library.articles.setStarred([article.id], starred: true)
        try await library.articles.setRead([article.id], read: true)
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First, corrected")]))
        let summary = try await library.refresh()
        #expect(summary.changedArticles == 1 && summary.newArticles == 0)
        let updated = try await library.articles.article(article.id)
        #expect(updated.title == "First, corrected" && updated.isStarred && updated.isRead)
    }

    @Test
    func failuresAreRecordedBackedOffAndNeverStopOtherFeeds() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First")]))
        await fetcher.serve(beta, body: rss("Beta", items: [("b1", "Other")]))
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        let alphaFeed = try await library.follow(alpha)
        _ = try await library.follow(beta)
        await fetcher.serve(alpha, answer: .failure(FetchFailure(.status(500), "the server answered 500")))
        let first = try await library.refresh()
        #expect(first.failures.map(\.reason) == ["the server answered 500"])
        #expect(first.failures.map(\.failure.failureClass) == [.serverError])
        #expect(first.newArticles == 1)
        var status = try #require(try await library.refresher.statuses()[alphaFeed.id])
        #expect(status.consecutiveFailures == 1 && status.lastError == "the server answered 500")
        #expect(status.nextAttempt == clock.now.addingTimeInterval(600))

        let postponed = try await library.refresh()
        #expect(postponed.postponed == 1 && postponed.failures.isEmpty)
        let forced = try await library.refresh(feed: alphaFeed.id)
        #expect(forced.failures.count == 1)
        status = try #require(try await library.refresher.statuses()[alphaFeed.id])
        #expect(status.consecutiveFailures == 2 && status.nextAttempt == clock.now.addingTimeInterval(1200))

        clock.advance(hours: 1)
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First")]))
        let recovered = try await library.refresh()
        #expect(recovered.failures.isEmpty && recovered.newArticles == 1)
        status = try #require(try await library.refresher.statuses()[alphaFeed.id])
        #expect(status.consecutiveFailures == 0 && status.lastError == nil && status.lastSuccess == clock.now)
    }

    @Test
    func aFeedThatTurnsIntoHTMLFailsAndKeepsItsArticles() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First")]))
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        _ = try await library.follow(alpha)
        _ = try await library.refresh()
        await fetcher.serve(
            alpha, body: Data("<html><body>Moved!</body></html>".utf8), contentType: "text/html")
        let summary = try await library.refresh()
        let reason = try #require(summary.failures.first?.reason)
        #expect(reason.hasPrefix("the document is not a feed"))
        #expect(try await library.titles() == ["First"])
    }

    @Test
    func aCutDocumentStoresItsCompleteItemsAndKeepsTheValidatorsOfTheLastWholeRead() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First")]), etag: "\"whole\"")
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        let feed = try await library.follow(alpha)
        _ = try await library.refresh()
        let whole = String(decoding: rss("Alpha", items: [("a3", "Third"), ("a2", "Second")]), as: UTF8.self)
        let cut = whole[..<(whole.range(of: "Second")?.lowerBound ?? whole.endIndex)]
        await fetcher.serve(alpha, body: Data(cut.utf8), etag: "\"cut\"")
        let log = ProgressLog()
        let summary = try await library.refresh(feed: feed.id) { log.record($0) }
        guard case .partlyRead(new: 1, changed: 0, let failure) = log.all.first?.result else {
            Issue.record("expected a partly read result, got \(String(describing: log.all.first?.result))")
            return
        }
        #expect(failure.failureClass == .partlyRead)
        #expect(failure.reason.hasPrefix("partly read: line "))
        #expect(summary.newArticles == 1 && summary.failures.count == 1)
        #expect(Set(try await library.titles()) == ["First", "Third"])
        let status = try #require(try await library.refresher.statuses()[feed.id])
        #expect(status.failureClass == .partlyRead && status.isFailing)
        // The next request still asks with the last whole read's validator, and the cut body's
        // hash was not kept, so the whole document is read when it comes back.
        await fetcher.serve(alpha, body: Data(whole.utf8), etag: "\"v2\"")
        let healed = try await library.refresh(feed: feed.id)
        #expect(await fetcher.requests.last?.etag == "\"whole\"")
        #expect(healed.failures.isEmpty && healed.newArticles == 1)
        #expect(try await library.refresher.statuses()[feed.id]?.isFailing == false)
    }

    @Test
    func removedAndRepublishedItemsAreNotDuplicated() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a2", "Second"), ("a1", "First")]))
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        _ = try await library.follow(alpha)
        _ = try await library.refresh()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a2", "Second")]))
        _ = try await library.refresh()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a2", "Second"), ("a1", "First")]))
        let summary = try await library.refresh()
        #expect(summary.newArticles == 0)
        #expect(try await library.titles().sorted() == ["First", "Second"])
    }

    @Test
    func aScopeRefreshesItsFeedsButThoseSkipped() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        await fetcher.serve(alpha, body: rss("Alpha", items: [("a1", "First")]))
        await fetcher.serve(beta, body: rss("Beta", items: [("b1", "Other")]))
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        _ = try await library.follow(alpha, tags: ["news"])
        _ = try await library.follow(beta)
        let tagged = try await library.refresh(tag: "NEWS")
        #expect(tagged.feedsChecked == 1)
        #expect(try await library.titles() == ["First"])
        // The feeds left to others (a sync server's) are not fetched.
        let everything = try await library.subscriptions.scope(feed: nil, tag: nil)
        let skipped = try await library.refresher.refresh(
            everything, skipping: Set(everything.feeds.map(\.id))
        ) {
            _ in
        }
        #expect(skipped.feedsChecked == 0)
    }

    @Test
    func aRefreshRecordsTheFeedsOwnTitle() async throws {
        let fetcher = InMemoryFeedFetcher()
        let clock = TestClock()
        await fetcher.serve(alpha, body: rss("Alpha", items: []))
        let library = try await makeRefresh(fetcher: fetcher, clock: clock)
        let feed = try await library.follow(alpha)
        await fetcher.serve(alpha, body: rss("Alpha Renamed", items: [("a1", "First")]))
        _ = try await library.refresh()
        #expect(try await library.subscriptions.feed(feed.id).displayTitle == "Alpha Renamed")
        let article = try #require(
            try await library.articles.page(ArticleQuery(), after: nil, limit: 5).articles.first)
        #expect(article.feedTitle == "Alpha Renamed")
    }
}

@Suite struct BackoffRule {
    @Test func doublesFromTheBaseUpToTheMaximum() {
        let backoff = RefreshBackoff(base: 600, maximum: 3000)
        let now = Date(timeIntervalSince1970: 0)
        #expect(
            (1...5).map { backoff.nextAttempt(afterFailures: $0, at: now).timeIntervalSince1970 } == [
                600, 1200, 2400, 3000, 3000,
            ])
        #expect(backoff.nextAttempt(afterFailures: 0, at: now) == now)
    }
}
