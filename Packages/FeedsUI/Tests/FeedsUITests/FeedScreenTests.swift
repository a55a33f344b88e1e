import ExitCodeUI
import FeedsUI
import Foundation
import LibraryModelLogic
import NavigationUI
import RefreshLogic
import SubscriptionLogic
import TerminalUI
import Testing

@MainActor @Suite struct FeedRowDisplay {
    let feed = Feed(
        id: FeedID(3), url: link("https://example.com/feed"),
        sourceTitle: "A very long feed title that will not fit",
        addedAt: testNow, unreadCount: 4, totalCount: 12)

    @Test func rowFitsTitleCountsAndAgeIntoTheWidth() {
        let row = FeedRowViewModel(
            feed: feed, status: FeedRefreshStatus(lastSuccess: testNow.addingTimeInterval(-7200)),
            now: testNow)
        #expect(row.counts == "4/12")
        #expect(row.lastRefresh == "2h")
        #expect(row.row(width: 40).plain == "  A very long feed…      4/12         2h")
    }

    @Test func failingFeedsCarryAMarkAndTheirError() {
        let status = FeedRefreshStatus(
            lastAttempt: testNow, lastError: "the server\u{1B}[31m answered 500", consecutiveFailures: 2)
        let row = FeedRowViewModel(feed: feed, status: status, now: testNow)
        #expect(row.error == "the server answered 500")
        #expect(row.lastRefresh == "never")
        #expect(row.row(width: 40).plain.hasPrefix("! "))
    }

    @Test func wideTitlesAreCutByDisplayWidth() {
        var wide = feed
        wide.sourceTitle = "日本語のニュースとブログ"
        let text = FeedRowViewModel(feed: wide, status: nil, now: testNow).row(width: 32).plain
        #expect(text == "  日本語の…      4/12      never")
    }

    @Test func listHeadingCountsAndPlaceholder() {
        let list = FeedListViewModel()
        #expect(list.rows == nil)
        #expect(list.heading == "Feeds")
        #expect(list.emptyText == "Loading feeds…")
        list.update(
            feeds: [feed], statuses: [feed.id: FeedRefreshStatus(lastError: "x", consecutiveFailures: 1)],
            now: testNow)
        #expect(list.heading == "Feeds · 1 · 4 unread · 1 failing")
        list.update(feeds: [], statuses: [:], now: testNow)
        #expect(list.emptyText.hasPrefix("No feeds yet"))
    }
}

@MainActor @Suite struct FeedScreens {
    @Test func feedListDrawsOnceForAOneShotCommand() async throws {
        let fixture = try await FeedsFixture()
        let (controller, lines) = try await fixture.oneShot(Routes.feeds(.init()), width: 50)
        #expect(controller.failure == nil)
        #expect(
            lines == [
                "Feeds · 2 · 3 unread",
                "  Swift Blog                        2/2        now",
                "  日本語のニュース                  1/1        now",
            ])
    }

    @Test func aHiddenFeedIsLeftOutUnlessAllAreAskedFor() async throws {
        let fixture = try await FeedsFixture()
        let hide = try fixture.router.controller(for: Routes.hideFeed(.init(feed: "Swift")))
        await hide.load()
        #expect(hide.failure == nil)
        #expect(
            hide.view.render(width: 120) == [
                "Hid Swift Blog from the feed list; `tidings feeds --all` lists it, `tidings unhide` shows it again"
            ])
        let (_, visible) = try await fixture.oneShot(Routes.feeds(.init()), width: 50)
        #expect(visible == ["Feeds · 1 · 1 unread · 1 hidden", "  日本語のニュース                  1/1        now"])
        let (all, lines) = try await fixture.oneShot(Routes.feeds(.init(show: .all)), width: 50)
        #expect(lines.first == "Feeds · 2 · 3 unread")
        #expect(lines.contains("  Swift Blog                        2/2     hidden"))
        let json = try #require(all as? any JSONPresentable).jsonOutput()
        let decoded = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(decoded.map { $0["hidden"] as? Bool } == [true, nil])
        let unhide = try fixture.router.controller(for: Routes.unhideFeed(.init(feed: "Swift")))
        await unhide.load()
        #expect(try await fixture.subscriptions.feeds().allSatisfy { !$0.isHidden })
        let unknown = try fixture.router.controller(for: Routes.hideFeed(.init(feed: "Nothing")))
        await unknown.load()
        #expect(unknown.failure?.exitStatus == ExitCode.usage.rawValue)
    }

    @Test func aFeedTakesSettingsOfItsOwnThatTheListAndJSONShow() async throws {
        let fixture = try await FeedsFixture()
        for (key, value) in [("paused", "yes"), ("refreshMinutes", "90"), ("header", "X-Key: 1")] {
            let set = try fixture.router.controller(
                for: Routes.setFeedSetting(.init(feed: "Swift", key: key, value: value)))
            await set.load()
            #expect(set.failure == nil)
        }
        let (list, lines) = try await fixture.oneShot(Routes.feeds(.init()), width: 50)
        #expect(lines.contains("  Swift Blog                        2/2     paused"))
        let json = try #require(list as? any JSONPresentable).jsonOutput()
        let decoded = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let settings = try #require(decoded.first?["settings"] as? [String: Any])
        #expect(settings["paused"] as? Bool == true)
        #expect(settings["refreshMinutes"] as? Int == 90)
        #expect(settings["header"] as? String == "X-Key: 1")
        #expect(decoded.last?["settings"] == nil)

        let unset = try fixture.router.controller(
            for: Routes.unsetFeedSetting(.init(feed: "Swift", key: "paused", value: nil)))
        await unset.load()
        #expect(
            unset.view.render(width: 120) == ["Swift Blog is not paused: refreshes and syncs fetch it again"])
        #expect(
            try await fixture.subscriptions.feeds().first { $0.displayTitle == "Swift Blog" }?.settings
                .isPaused == false)

        // A URL opened by hand is checked as the command is: a usage failure, nothing changed.
        let wrong = try fixture.router.controller(
            for: Routes.setFeedSetting(.init(feed: "Swift", key: "refreshMinutes", value: "never")))
        await wrong.load()
        #expect(wrong.failure?.exitStatus == ExitCode.usage.rawValue)
        #expect(
            wrong.failure?.message
                == "refreshMinutes takes a whole number of minutes from 1 to 525600, not 'never'")
    }

    @Test func feedListJSONIsStable() async throws {
        let fixture = try await FeedsFixture()
        let (controller, _) = try await fixture.oneShot(Routes.feeds(.init()))
        let json = try #require(controller as? any JSONPresentable).jsonOutput()
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        let first = try #require(decoded?.first)
        #expect(first["title"] as? String == "Swift Blog")
        #expect(first["unread"] as? Int == 2)
        #expect(first["tags"] as? [String] == ["lang"])
        #expect(first["lastRefresh"] as? String == "2026-01-15T12:00:00Z")
        #expect(first["error"] == nil)
    }

    @Test func scriptedKeysMoveAndOpenAFeedsArticles() async throws {
        let fixture = try await FeedsFixture()
        let navigation = NavigationController(router: fixture.router)
        try await navigation.open(Routes.feeds(.init()))
        await navigation.handle(.character("j"))
        let screen = navigation.view.render(width: 50, height: 4)
        #expect(screen[2].hasPrefix("  日本語"))
        await navigation.handle(.enter)
        #expect(navigation.top?.title == "articles tidings://articles?feed=2")
        await navigation.handle(.character("q"))
        await navigation.handle(.character("e"))
        #expect(navigation.top?.title == "日本語のニュース")
    }

    @Test func feedDetailShowsStatusAndLastError() async throws {
        let fixture = try await FeedsFixture()
        await fixture.fetcher.serve(
            link("https://swift.example/feed"),
            answer: .failure(FetchFailure(.status(503), "the server answered 503")))
        _ = try await fixture.refresher.refresh(try await fixture.subscriptions.scope(feed: nil, tag: nil)) {
            _ in
        }
        try await fixture.subscriptions.changeSetting(
            FeedID(1), FeedSettings.change("refreshMinutes", to: "120"))
        let (_, lines) = try await fixture.oneShot(Routes.feed(.init(id: FeedID(1))), width: 60)
        #expect(lines.contains("failing         1 time(s) in a row (server-error)"))
        #expect(lines.contains("refreshMinutes  120"))
        #expect(lines.contains("the server answered 503"))
        #expect(lines.contains("address         https://swift.example/feed"))
    }

    @Test func unknownFeedIsAUsageFailure() async throws {
        let fixture = try await FeedsFixture()
        let (controller, _) = try await fixture.oneShot(Routes.feed(.init(id: FeedID(99))))
        #expect(controller.failure?.exitStatus == ExitCode.usage.rawValue)
        #expect(throws: RouteError.self) { try fixture.router.controller(for: "tidings://feeds/abc") }
    }
}

@MainActor @Suite struct SubscriptionActions {
    @Test func subscribeReportsTheNewFeed() async throws {
        let fixture = try await FeedsFixture()
        await fixture.fetcher.serve(link("https://new.example/feed"), body: rss("New Feed", items: []))
        let (controller, lines) = try await fixture.oneShot(
            Routes.subscribe.pattern.url(["url": "https://new.example/feed", "tag": "a,b"]).absoluteString)
        #expect(controller.failure == nil)
        #expect(lines.first == "Following New Feed (feed 3), tagged a, b")
    }

    @Test func subscribeFailuresCarryTheirExitStatus() async throws {
        let fixture = try await FeedsFixture()
        let (unreachable, _) = try await fixture.oneShot(
            Routes.subscribe.pattern.url(["url": "https://missing.example/"]).absoluteString)
        #expect(unreachable.failure?.exitStatus == ExitCode.unavailable.rawValue)
        let (duplicate, _) = try await fixture.oneShot(
            Routes.subscribe.pattern.url(["url": "https://swift.example/feed"]).absoluteString)
        #expect(duplicate.failure?.exitStatus == ExitCode.usage.rawValue)
        #expect(duplicate.failure?.message.contains("already followed") == true)
    }

    @Test func unsubscribeByTitle() async throws {
        let fixture = try await FeedsFixture()
        let (_, lines) = try await fixture.oneShot(
            Routes.unsubscribe.pattern.url(["feed": "swift blog"]).absoluteString, width: 80)
        #expect(lines == ["Stopped following Swift Blog (feed 1); removed 2 article(s)"])
        #expect(try await fixture.subscriptions.feeds().count == 1)
    }

    @Test func exportPrintsTheDocumentAndImportReadsItBack() async throws {
        let fixture = try await FeedsFixture()
        let (export, _) = try await fixture.oneShot(Routes.exportOPML())
        let document = try #require((export as? any DocumentPresentable)?.documentOutput())
        #expect(document.hasPrefix("<?xml"))
        #expect(document.contains("xmlUrl=\"https://swift.example/feed\""))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "export-\(UUID().uuidString).opml")
        try document.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        // The file is read through the fetcher, as every local document is.
        await fixture.fetcher.serve(file, body: Data(document.utf8))
        let (importer, lines) = try await fixture.oneShot(
            Routes.importOPML.pattern.url(["file": file.path]).absoluteString, width: 100)
        #expect(lines.first == "Imported 0 feed(s); skipped 2; failed 0.")
        #expect(importer.exitStatus == 0)
        let (missing, _) = try await fixture.oneShot(
            Routes.importOPML.pattern.url(["file": "/nonexistent.opml"]).absoluteString)
        #expect(missing.failure?.exitStatus == ExitCode.ioError.rawValue)
    }

    @Test func inspectShowsTheFeedAndItsDocumentedJSON() async throws {
        let fixture = try await FeedsFixture()
        let (controller, lines) = try await fixture.oneShot(
            Routes.inspect.pattern.url(["url": "https://swift.example/feed"]).absoluteString)
        #expect(lines.first == "Swift Blog")
        #expect(lines.contains("format      RSS 2.0"))
        let json = try #require(controller as? any JSONPresentable).jsonOutput()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "rss2")
        #expect(object["title"] as? String == "Swift Blog")
        #expect(object["link"] == nil)
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["s1", "s2"])
        #expect(items.first?["published"] as? String == "2026-01-14T10:00:00Z")
        #expect(items.first?["summary"] == nil)
    }
}
