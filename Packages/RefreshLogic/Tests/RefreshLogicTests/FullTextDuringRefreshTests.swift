import ArticleLogic
import Foundation
import FullTextLogic
import HTMLTreeService
import HTTPService
import LibraryModelLogic
import LoopbackServerService
import RefreshLogic
import SubscriptionLogic
import Testing

/// Full-text feeds at refresh: the pages of their new articles fetched from a real HTTP server on
/// loopback and kept, a page that fails counted and reported without failing its feed, and tried
/// again at a later refresh once its wait is over.
@Suite struct FullTextDuringRefresh {
    let teasers = link("https://teasers.example/feed")
    let plain = link("https://plain.example/feed")

    static let page = """
        <html><head><title>Harbour news</title></head><body><nav><a href="/">Home</a></nav>
        <article><h1>Harbour news</h1>
        <p>The harbour master published the new tide tables this morning, with the spring tides marked.</p>
        <p>Boats moored on the outer wall should expect a strong swell on Thursday and Friday evenings.</p>
        <p>The ferry keeps its timetable, although the last crossing may wait for the evening tide.</p>
        </article><footer>Copyright</footer></body></html>
        """

    private func pages() -> StoredFullText {
        let settings = HTTPSettings(
            userAgent: "TidingsTest/1.0", connectTimeoutSeconds: 5, requestTimeoutSeconds: 10,
            maxRedirects: 5, maxResponseBytes: 1 << 20, retryLimit: 0, retryAfterMaxSeconds: 0,
            concurrency: 4, concurrencyPerHost: 4)
        return StoredFullText(
            client: CurlHTTPClient(settings: settings),
            parser: MyHTMLTreeParser(limits: HTMLTreeLimits(maxBytes: 1 << 20)),
            limits: FullTextLimits(maxPageBytes: 1 << 20, timeoutSeconds: 5))
    }

    /// An RSS document whose items link to `links`, with a teaser each.
    private func feed(_ title: String, links: [(guid: String, url: URL)]) -> Data {
        let items = links.map { item in
            "<item><guid>\(item.guid)</guid><title>Story \(item.guid)</title><link>\(item.url.absoluteString)</link>"
                + "<description>Short teaser only.</description></item>"
        }
        return Data(
            "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>\(title)</title>\(items.joined())</channel></rss>"
                .utf8)
    }

    @Test func keepsTheFullTextsOfNewArticlesAndNeverFailsTheFeed() async throws {
        let server = try LoopbackServer(routes: [
            "/story": .fixed(.ok(Self.page, contentType: "text/html")), "/gone": .fixed(.status(404)),
        ])
        let fetcher = InMemoryFeedFetcher()
        await fetcher.serve(teasers, body: feed("Teasers", links: []))
        await fetcher.serve(plain, body: feed("Plain", links: []))
        let clock = TestClock()
        let library = try await makeRefresh(fetcher: fetcher, clock: clock, pages: pages())
        let teasersFeed = try await library.follow(teasers, fullText: true)
        #expect(teasersFeed.keepsFullText)
        _ = try await library.follow(plain)
        await fetcher.serve(
            teasers,
            body: feed("Teasers", links: [("t1", server.url("/story")), ("t2", server.url("/gone"))]))
        await fetcher.serve(plain, body: feed("Plain", links: [("p1", server.url("/story?plain"))]))

        let log = ProgressLog()
        let summary = try await library.refresh(progress: log.record)
        #expect(summary.succeeded)
        #expect(summary.newArticles == 3)
        #expect(summary.fullTexts.kept == 1)
        #expect(summary.fullTexts.misses.map(\.title) == ["Story t2"])
        #expect(summary.fullTexts.misses.first?.reason.contains("404") == true)
        #expect(log.all.first { $0.feed.id == teasersFeed.id }?.fullTexts.kept == 1)
        // The feed that does not keep full texts had none of its pages fetched.
        #expect(server.requests(to: "/story").count == 1)
        let kept = try await library.articles.page(
            ArticleQuery(feeds: [teasersFeed.id]), after: nil, limit: 10)
        let story = try #require(kept.articles.first { $0.title == "Story t1" })
        #expect(try await library.articles.article(story.id).fullText?.contains("tide tables") == true)

        // An hour later the feed answers the same; the page that failed is due and tried again.
        server.setRoute(.fixed(.ok(Self.page, contentType: "text/html")), for: "/gone")
        clock.advance(hours: 1.1)
        let again = try await library.refresh()
        #expect(again.newArticles == 0)
        #expect(again.fullTexts.kept == 1)
        #expect(again.fullTexts.misses.isEmpty)
        #expect(server.requests(to: "/gone").count == 2)
    }
}
