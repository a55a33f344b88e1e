import ArticleLogic
import ExitCodeUI
import Foundation
import LibraryModelLogic
import NavigationUI
import ReaderUI
import TerminalUI
import Testing

@MainActor @Suite struct ReaderDisplay {
    let article = Article(
        id: ArticleID(9), feedID: FeedID(1), feedTitle: "Swift\u{1B}[31m Blog",
        link: link("https://swift.example/9"),
        title: "A title long enough to wrap onto a second line", authors: ["Jane Doe"],
        published: testNow.addingTimeInterval(-3 * 86_400), firstSeen: testNow, isStarred: true)

    @Test func headerBodyAndLinksAreLaidOutInOrder() {
        let readable = ReadableArticle(
            article: article, text: "See the notes[1].\n\nThe end.",
            links: [link("https://swift.example/notes")])
        let model = ReaderViewModel(readable: readable, now: testNow, width: 30)
        #expect(model.title == "A title long enough to wrap onto a second line")
        #expect(
            model.lines.map(\.plain) == [
                "A title long enough to wrap",
                "onto a second line",
                "",
                "feed   Swift Blog",
                "by     Jane Doe",
                "date   2026-01-12T12:00:00Z (3 days ago)",
                "link   https://swift.example/9",
                "state  unread · ★ starred",
                "",
                "See the notes[1].",
                "",
                "The end.",
                "",
                "Links",
                "[1] https://swift.example/notes",
            ])
        #expect(model.lines[0].spans.first?.style == .bold)
        #expect(model.links == [link("https://swift.example/notes")])
    }

    @Test func placeholderAndEmptyBodies() {
        #expect(ReaderViewModel().lines == [StyledText("Loading…", style: .dim)])
        var bare = article
        bare.link = nil
        bare.authors = []
        bare.published = nil
        bare.isStarred = false
        bare.isRead = true
        let lines = ReaderViewModel(
            readable: ReadableArticle(article: bare, text: " \n", links: []), now: testNow
        )
        .lines.map(\.plain)
        #expect(lines.suffix(4) == ["feed   Swift Blog", "state  read", "", "This article carries no text."])
    }
}

@MainActor @Suite struct ReaderScreen {
    @Test func readerDrawsTheArticleOnceAndMarksItRead() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        let (controller, lines) = try await fixture.oneShot(Routes.article(.init(id: ArticleID(1))))
        #expect(controller.failure == nil)
        #expect(controller.title == "Swift 6.2 released")
        #expect(
            lines == [
                "Swift 6.2 released",
                "",
                "feed   Swift Blog",
                "by     Jane Doe, John Roe",
                "date   2026-01-15T10:00:00Z (2 hours ago)",
                "link   https://swift.example/6.2",
                "state  read",
                "",
                "Read the release notes[1] and the",
                "guide[2].",
                "",
                "Second paragraph.",
                "",
                "Links",
                "[1] https://swift.example/notes",
                "[2] https://swift.example/guide",
            ])
        #expect(try await fixture.articles.article(ArticleID(1)).isRead)
    }

    @Test func readerJSONIsTheArticleWithItsTextAndLinks() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        let (controller, _) = try await fixture.oneShot(Routes.article(.init(id: ArticleID(1))))
        let json = try #require(controller as? any JSONPresentable).jsonOutput()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["id"] as? Int == 1)
        #expect(object["title"] as? String == "Swift 6.2 released")
        #expect(object["feed"] as? String == "Swift Blog")
        #expect(object["read"] as? Bool == true)
        #expect(object["authors"] as? [String] == ["Jane Doe", "John Roe"])
        #expect(
            object["text"] as? String == "Read the release notes[1] and the\nguide[2].\n\nSecond paragraph.")
        #expect(
            object["links"] as? [String] == ["https://swift.example/notes", "https://swift.example/guide"])
    }

    @Test func unknownArticlesAreUsageFailures() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        let (controller, _) = try await fixture.oneShot(Routes.article(.init(id: ArticleID(42))))
        #expect(controller.failure?.exitStatus == ExitCode.usage.rawValue)
        #expect(
            controller.failure?.message == "there is no article 42; list articles with `tidings articles`")
        #expect(try (controller as? any JSONPresentable)?.jsonOutput() == "null")
        #expect(throws: RouteError.self) { try fixture.router.controller(for: "tidings://articles/abc") }
    }
}

@MainActor @Suite struct ReaderKeys {
    @Test func scrollKeysMoveThroughALongArticle() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(Routes.article(.init(id: ArticleID(3))))
        let screen = { navigation.view.render(width: 60, height: 4) }
        #expect(
            screen() == [
                "A long read", "", "feed   Swift Blog",
                "A long read                                           ? help",
            ])
        await navigation.handle(.character("j"))
        #expect(screen()[0] == "")
        await navigation.handle(.character(" "))
        #expect(screen()[0] == "date   2026-01-15T07:00:00Z (5 hours ago)")
        await navigation.handle(.character("G"))
        #expect(screen().prefix(3) == ["Paragraph 39.", "", "Paragraph 40."])
        await navigation.handle(.character("k"))
        #expect(screen().prefix(3) == ["", "Paragraph 39.", ""])
        await navigation.handle(.character("g"))
        #expect(screen()[0] == "A long read")
    }

    @Test func starAndReadTogglesShowInTheHeaderAtOnce() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(Routes.article(.init(id: ArticleID(2))))
        let state = { navigation.view.render(width: 40, height: 8)[4] }
        #expect(state() == "state  read")
        await navigation.handle(.character("s"))
        #expect(state() == "state  read · ★ starred")
        #expect(try await fixture.articles.article(ArticleID(2)).isStarred)
        await navigation.handle(.character("u"))
        #expect(state() == "state  unread · ★ starred")
        #expect(try await fixture.articles.article(ArticleID(2)).isUnread)
    }

    @Test func linksOpenInTheBrowserByNumber() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        try fixture.programs.install("browse")
        let navigation = try await fixture.interactive(Routes.article(.init(id: ArticleID(1))))
        await navigation.handle(.character("2"))
        #expect(navigation.message == "Opened https://swift.example/guide with browse")
        #expect(fixture.programs.arguments(of: "browse") == ["https://swift.example/guide"])
        await navigation.handle(.character("7"))
        #expect(navigation.message == "There is no link [7]")
        await navigation.handle(.character("o"))
        #expect(fixture.programs.arguments(of: "browse") == ["https://swift.example/6.2"])
        let plain = try await fixture.interactive(Routes.article(.init(id: ArticleID(2))))
        await plain.handle(.character("o"))
        #expect(plain.message == "This article has no link to open")
    }

    @Test func aClickOnALinksNumberOpensIt() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        try fixture.programs.install("browse")
        let navigation = try await fixture.interactive(Routes.article(.init(id: ArticleID(1))))
        let screen = navigation.view.render(width: 60, height: 20)
        let row = try #require(screen.firstIndex { $0.hasPrefix("[2] ") }, "the list of links: \(screen)")
        await navigation.handle(MouseEvent(.press(.left), row: row, column: 1))
        #expect(navigation.message == "Opened https://swift.example/guide with browse")
        await navigation.handle(MouseEvent(.press(.left), row: row, column: 10))
        #expect(
            fixture.programs.arguments(of: "browse") == ["https://swift.example/guide"],
            "a click off the number")
    }

    @Test func nextUnreadReplacesTheArticleAndMarksItRead() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(Routes.article(.init(id: ArticleID(1))))
        await navigation.handle(.character("n"))
        #expect(navigation.top?.title == "No link here")
        #expect(navigation.stack.count == 1)
        #expect(try await fixture.articles.article(ArticleID(2)).isRead)
        await navigation.handle(.character("n"))
        #expect(navigation.top?.title == "A long read")
        await navigation.handle(.character("n"))
        #expect(navigation.message == "No more unread articles")
        #expect(navigation.top?.title == "A long read")
    }

    @Test func shareKeyCopiesTheLinkAndTitle() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        try fixture.programs.install("copy")
        let navigation = try await fixture.interactive(Routes.article(.init(id: ArticleID(1))))
        await navigation.handle(.character("S"))
        #expect(navigation.top?.title == "Share")
        #expect(
            navigation.view.render(width: 60, height: 2)[0]
                == "Copied the link and title to the clipboard with copy")
        #expect(fixture.programs.input(of: "copy") == "Swift 6.2 released\nhttps://swift.example/6.2")
        await navigation.handle(.character("q"))
        #expect(navigation.top?.title == "Swift 6.2 released")
    }
}

@MainActor @Suite struct ReaderPictureRows {
    let article = Article(
        id: ArticleID(4), feedID: FeedID(1), feedTitle: "Comics", title: "Strip", firstSeen: testNow)

    @Test func aPictureIsDrawnBelowTheLineThatHoldsIt() throws {
        let readable = ReadableArticle(
            article: article, text: "Today:\n\n[image: cat]\n\nThe end.", links: [],
            images: [
                ArticleImage(url: link("https://comics.example/cat.png"), line: 2),
                ArticleImage(url: link("https://comics.example/dog.png"), line: 4),
            ])
        let model = ReaderViewModel(readable: readable, now: testNow, width: 40)
        let before = model.lines.map(\.plain)
        model.show(picture: ["▀▄", "▄▀"], forImage: 0)
        let lines = model.lines.map(\.plain)
        let marker = try #require(lines.firstIndex(of: "[image: cat]"))
        #expect(Array(lines[(marker + 1)...(marker + 3)]) == ["", "▀▄", "▄▀"])
        #expect(lines.count == before.count + 3)
        // Showing the same article again (a star, a read mark) keeps the picture; another text drops it.
        model.update(readable: readable, now: testNow, width: 40)
        #expect(model.lines.map(\.plain) == lines)
        var other = readable
        other.text = "Another text."
        model.update(readable: other, now: testNow, width: 40)
        #expect(!model.lines.map(\.plain).contains("▀▄"))
    }
}
