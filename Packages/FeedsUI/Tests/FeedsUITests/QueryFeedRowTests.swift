import ArticleLogic
import FeedsUI
import FilterLogic
import Foundation
import LibraryModelLogic
import NavigationUI
import QueryFeedLogic
import TerminalUI
import Testing

@MainActor @Suite struct QueryFeedRows {
    @Test func queryFeedsComeFirstWithTheCountsOfWhatTheyMatch() async throws {
        let fixture = try await FeedsFixture()
        _ = try await fixture.queryFeeds.add(
            name: "Ones", expression: try .init(parsing: #"title = "One""#), tags: [])
        let (controller, lines) = try await fixture.oneShot(Routes.feeds(.init()), width: 50)
        #expect(controller.failure == nil)
        #expect(
            lines == [
                "Feeds · 2 · 3 unread",
                "  Ones                              1/1      query",
                "  Swift Blog                        2/2        now",
                "  日本語のニュース                  1/1        now",
            ])
        // The JSON lists what the text lists: the query feed first, then the feeds.
        let json = try #require(controller as? any JSONPresentable).jsonOutput()
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["kind"] as? String } == ["query", "feed", "feed"])
        #expect(entries.first?["name"] as? String == "Ones")
        #expect(entries.first?["total"] as? Int == 1)
    }

    @Test func enterOpensWhatTheQueryFeedMatchesAndAMarksItRead() async throws {
        let fixture = try await FeedsFixture()
        _ = try await fixture.queryFeeds.add(
            name: "Ones", expression: try .init(parsing: #"title = "One""#), tags: [])
        let navigation = NavigationController(router: fixture.router)
        try await navigation.open(Routes.feeds(.init()))
        await navigation.handle(.character("A"))
        #expect(navigation.message == "Marked 1 article(s) in Ones read")
        #expect(try await fixture.articles.counts(of: nil).unread == 2)
        await navigation.handle(.character("i"))
        #expect(navigation.message == #"Ones is a query feed: title = "One""#)
        await navigation.handle(.enter)
        #expect(navigation.top?.title == "articles tidings://articles?query=Ones")
    }

    @Test func aQueryFeedRemovedBehindTheListMarksNothingRead() async throws {
        let fixture = try await FeedsFixture()
        _ = try await fixture.queryFeeds.add(
            name: "Ones", expression: try .init(parsing: #"title = "One""#), tags: [])
        let navigation = NavigationController(router: fixture.router)
        try await navigation.open(Routes.feeds(.init()))
        try await fixture.queryFeeds.remove(named: "Ones")
        await navigation.handle(.character("A"))
        #expect(
            navigation.message
                == "there is no query feed named 'Ones'; add one with `tidings query add NAME EXPR`")
        #expect(try await fixture.articles.counts(of: nil).unread == 3)
    }
}
