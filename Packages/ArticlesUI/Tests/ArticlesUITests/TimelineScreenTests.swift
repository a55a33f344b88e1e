import ArticleLogic
import ArticlesUI
import ExitCodeUI
import Foundation
import LibraryModelLogic
import NavigationUI
import TerminalUI
import Testing

@MainActor @Suite struct TimelineScreens {
    @Test func timelineDrawsOnceNewestFirstForAOneShotCommand() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let (controller, lines) = try await fixture.oneShot(Routes.articles(.init()))
        #expect(controller.failure == nil)
        #expect(
            lines == [
                "Articles · 4 shown · 3 unread · 1 starred",
                "●    6m  日本語のニ…   ニュース速報",
                "●    2h  Swift Blog    Swift 6.2 released",
                "     1d  Swift Blog    Concurrency notes",
                "● ★  2w  Swift Blog    An old post",
            ])
    }

    @Test func feedsAreNamedByReferenceAndTimelinesNarrowByFilterTagAndLimit() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let (_, unread) = try await fixture.oneShot("tidings://articles?filter=unread&feed=swift")
        #expect(
            unread == [
                "Unread in Swift Blog · 2 shown · 2 unread · 1 starred",
                "●    2h  Swift Blog  Swift 6.2 released",
                "● ★  2w  Swift Blog  An old post",
            ])
        let (_, starred) = try await fixture.oneShot("tidings://articles?filter=starred&tag=LANG")
        #expect(starred.first == "Starred tagged lang · 1 shown · 2 unread · 1 starred")
        #expect(starred.count == 2)
        let (_, limited) = try await fixture.oneShot("tidings://articles?limit=1")
        #expect(limited == ["Articles · 1+ shown · 3 unread · 1 starred", "●    6m  日本語のニ…   ニュース速報"])
        let (_, today) = try await fixture.oneShot(
            "tidings://articles?filter=today&feed=https://swift.example/feed")
        #expect(today.count == 2)
    }

    @Test func unknownFeedsTagsAndParametersAreUsageFailures() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let (unknownFeed, _) = try await fixture.oneShot("tidings://articles?feed=nope")
        #expect(unknownFeed.failure?.exitStatus == ExitCode.usage.rawValue)
        #expect(unknownFeed.failure?.message == "no feed matches 'nope'; list feeds with `tidings feeds`")
        let (unknownTag, _) = try await fixture.oneShot("tidings://articles?tag=nope")
        #expect(unknownTag.failure?.exitStatus == ExitCode.usage.rawValue)
        #expect(throws: RouteError.self) {
            try fixture.router.controller(for: "tidings://articles?filter=fresh")
        }
        #expect(throws: RouteError.self) { try fixture.router.controller(for: "tidings://articles?limit=0") }
    }

    @Test func timelineJSONListsArticlesWithTheirState() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let (controller, _) = try await fixture.oneShot(Routes.articles(.init()))
        let json = try #require(controller as? any JSONPresentable).jsonOutput()
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["id"] as? Int } == [4, 1, 2, 3])
        #expect(objects[0]["feed"] as? String == "日本語のニュース")
        #expect(objects[0]["link"] == nil)
        #expect(objects[1]["title"] as? String == "Swift 6.2 released")
        #expect(objects[1]["link"] as? String == "https://swift.example/6.2")
        #expect(objects[1]["authors"] as? [String] == ["Jane Doe"])
        #expect(objects[1]["categories"] as? [String] == ["release"])
        #expect(objects[1]["published"] as? String == "2026-01-15T10:00:00Z")
        #expect(objects[2]["read"] as? Bool == true)
        #expect(objects[3]["starred"] as? Bool == true)
    }
}

@MainActor @Suite struct TimelineKeys {
    func selected(_ navigation: NavigationController) -> ArticleID? {
        (navigation.top?.view as? ArticleListView)?.table.selectedItem?.id
    }

    @Test func starAndReadTogglesShowInTheRowAtOnce() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(Routes.articles(.init()))
        await navigation.handle(.character("j"))
        await navigation.handle(.character("s"))
        #expect(try await fixture.articles.article(ArticleID(1)).isStarred)
        var screen = navigation.view.render(width: 60, height: 6)
        #expect(screen[0] == "Articles · 4 shown · 3 unread · 2 starred")
        #expect(screen[2] == "● ★  2h  Swift Blog    Swift 6.2 released")
        await navigation.handle(.character("u"))
        #expect(try await fixture.articles.article(ArticleID(1)).isRead)
        screen = navigation.view.render(width: 60, height: 6)
        #expect(screen[0] == "Articles · 4 shown · 2 unread · 2 starred")
        #expect(screen[2] == "  ★  2h  Swift Blog    Swift 6.2 released")
        await navigation.handle(.character("u"))
        await navigation.handle(.character("s"))
        #expect(
            navigation.view.render(width: 60, height: 6)[0] == "Articles · 4 shown · 3 unread · 1 starred")
    }

    @Test func nextUnreadSkipsReadArticlesAndWraps() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(Routes.articles(.init()))
        #expect(selected(navigation) == ArticleID(4))
        await navigation.handle(.character("n"))
        #expect(selected(navigation) == ArticleID(1))
        await navigation.handle(.character("n"))
        #expect(selected(navigation) == ArticleID(3))
        await navigation.handle(.character("n"))
        #expect(selected(navigation) == ArticleID(4))
    }

    @Test func moreArticlesLoadAsTheSelectionNearsTheEnd() async throws {
        let fixture = try await ArticlesFixture(pageSize: 3, extra: 10)
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(Routes.articles(.init()))
        #expect(
            navigation.view.render(width: 60, height: 6)[0] == "Articles · 3+ shown · 13 unread · 1 starred")
        await navigation.handle(.character("j"))
        #expect(
            navigation.view.render(width: 60, height: 6)[0] == "Articles · 6+ shown · 13 unread · 1 starred")
        for _ in 0..<3 { await navigation.handle(.character("G")) }
        #expect(
            navigation.view.render(width: 60, height: 6)[0] == "Articles · 14 shown · 13 unread · 1 starred")
        await navigation.handle(.character("G"))
        #expect(selected(navigation) == ArticleID(14))
    }

    @Test func nextUnreadLoadsPagesUntilItFindsOne() async throws {
        let fixture = try await ArticlesFixture(pageSize: 3, extra: 10)
        defer { fixture.programs.remove() }
        _ = try await fixture.articles.markAllRead(in: nil, before: nil)
        _ = try await fixture.articles.setRead([ArticleID(14)], read: false)
        let navigation = try await fixture.interactive(Routes.articles(.init()))
        await navigation.handle(.character("n"))
        #expect(selected(navigation) == ArticleID(14))
        await navigation.handle(.character("u"))
        #expect(try await fixture.articles.article(ArticleID(14)).isRead)
        await navigation.handle(.character("n"))
        #expect(navigation.message == "Nothing unread here")
    }

    @Test func markingAFeedReadIsImmediateAndEverywhereAsksFirst() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let feed = try await fixture.interactive(Routes.articles(.init(feed: "1")))
        await feed.handle(.character("A"))
        #expect(feed.message == "Marked 2 articles read in Swift Blog")
        #expect(
            feed.view.render(width: 60, height: 5) == [
                "Articles in Swift Blog · 3 shown · 0 unread · 1 starred",
                "     2h  Swift Blog  Swift 6.2 released",
                "     1d  Swift Blog  Concurrency notes",
                "  ★  2w  Swift Blog  An old post",
                "Marked 2 articles read in Swift Blog",
            ])
        #expect(try await fixture.articles.counts()[FeedID(2)]?.unread == 1)
        let everywhere = try await fixture.interactive(Routes.articles(.init()))
        await everywhere.handle(.character("A"))
        #expect(everywhere.message == "Press A again to mark every article in every feed read")
        await everywhere.handle(.character("j"))
        await everywhere.handle(.character("A"))
        #expect(try await fixture.articles.counts()[FeedID(2)]?.unread == 1)
        await everywhere.handle(.character("A"))
        #expect(everywhere.message == "Marked 1 article read everywhere")
        #expect(try await fixture.articles.counts()[FeedID(2)]?.unread == 0)
    }

    @Test func enterOpensTheArticleAndItsNewStateShowsOnReturn() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(Routes.articles(.init()))
        let list = try #require(navigation.top as? ArticleListViewController)
        await navigation.handle(.character("j"))
        await navigation.handle(.enter)
        #expect(navigation.top?.title == "article tidings://articles/1")
        // What the reader does while it is on top.
        _ = try await fixture.articles.setRead([ArticleID(1)], read: true)
        _ = try await fixture.articles.setStarred([ArticleID(4)], starred: true)
        await navigation.handle(.character("q"))
        await list.stateRefresh?.value
        let screen = navigation.view.render(width: 60, height: 6)
        #expect(screen[0] == "Articles · 4 shown · 2 unread · 2 starred")
        #expect(screen[1] == "● ★  6m  日本語のニ…   ニュース速報")
        #expect(screen[2] == "     2h  Swift Blog    Swift 6.2 released")
    }

    @Test func slashOpensSearchAndOOpensTheLinkInTheBrowser() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(Routes.articles(.init()))
        await navigation.handle(.character("o"))
        #expect(navigation.message == "This article has no link to open")
        await navigation.handle(.character("j"))
        await navigation.handle(.character("o"))
        #expect(navigation.message == "Opened https://swift.example/6.2 with browse")
        #expect(fixture.programs.arguments(of: "browse") == ["https://swift.example/6.2"])
        await navigation.handle(.character("/"))
        #expect(navigation.top?.title == "search tidings://search")
    }
}
