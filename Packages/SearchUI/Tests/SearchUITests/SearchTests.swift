import ArticleLogic
import ExitCodeUI
import Foundation
import LibraryModelLogic
import NavigationUI
import SearchUI
import TerminalUI
import Testing

@MainActor @Suite struct SearchResultDisplay {
    let article = Article(
        id: ArticleID(5), feedID: FeedID(1), feedTitle: "Swift Blog", title: "Swift 6.2 released",
        published: testNow.addingTimeInterval(-2 * 3600), firstSeen: testNow)

    func hit(title: HighlightedText, snippet: HighlightedText) -> SearchHit {
        SearchHit(article: article, title: title, snippet: snippet, rank: -4)
    }

    @Test func matchesAreMarkedInTheTitleAndTheSnippet() {
        let row = SearchResultRowViewModel(
            hit: hit(
                title: HighlightedText(text: "Swift 6.2 released", highlights: [0..<5]),
                snippet: HighlightedText(text: "The Swift team", highlights: [4..<9])),
            now: testNow)
        #expect(
            row.title == [
                MatchSegment("Swift", isMatch: true), MatchSegment(" 6.2 released", isMatch: false),
            ])
        let text = row.row(width: 60, ageWidth: 3, feedWidth: 10)
        #expect(text.plain == " 2h  Swift Blog  Swift 6.2 released — The Swift team")
        let match = TextStyle.match
        #expect(
            text.spans == [
                .init(" 2h", style: .dim), .init("  "), .init("Swift Blog", style: .dim), .init("  "),
                .init("Swift", style: match), .init(" 6.2 released", style: .bold), .init(" — ", style: .dim),
                .init("The ", style: .dim), .init("Swift", style: match), .init(" team", style: .dim),
            ])
    }

    @Test func aMatchDeepInTheSnippetIsBroughtIntoView() {
        let text = String(repeating: "lorem ipsum ", count: 10) + "swift at last"
        let row = SearchResultRowViewModel(
            hit: hit(
                title: HighlightedText(text: "Swift 6.2 released"),
                snippet: HighlightedText(text: text, highlights: [120..<125])),
            now: testNow)
        #expect(
            row.row(width: 60, ageWidth: 3, feedWidth: 10).plain
                == " 2h  Swift Blog  Swift 6.2 released — …ipsum swift at last")
    }

    @Test func feedTextIsSanitisedWithoutMovingTheMatches() {
        let row = SearchResultRowViewModel(
            hit: hit(
                title: HighlightedText(text: "\u{1B}[31mRed\u{1B}[0m swift\tnews", highlights: [13..<18]),
                snippet: HighlightedText(text: "")),
            now: testNow)
        #expect(
            row.title == [
                MatchSegment("Red ", isMatch: false), MatchSegment("swift", isMatch: true),
                MatchSegment(" news", isMatch: false),
            ])
        #expect(row.row(width: 30, ageWidth: 3, feedWidth: 10).plain == " 2h  Swift…  Red swift news")
    }

    @Test func headingHintAndProblems() {
        let model = SearchViewModel()
        #expect(model.heading == "Search")
        #expect(model.emptyText.hasPrefix("Search titles and text: words"))
        model.beginEditing()
        #expect(model.emptyText.hasPrefix("Type what to look for and press Enter"))
        #expect(model.press(.character("s")) == .edited)
        #expect(model.press(.character("x")) == .edited)
        #expect(model.press(.backspace) == .edited)
        #expect(model.press(.enter) == .committed("s"))
        #expect(!model.isEditing)
        model.fail(query: "\"open", problem: "the search could not be understood")
        #expect(model.heading == "Search “\"open”")
        #expect(model.emptyText == "the search could not be understood")
        model.update(query: "swift", hits: [], now: testNow)
        #expect(model.heading == "Search “swift” · 0 results")
        #expect(model.emptyText == "Nothing matches “swift”.")
    }
}

@MainActor @Suite struct SearchScreen {
    @Test func resultsDrawOnceBestFirst() async throws {
        let fixture = try await SearchFixture()
        let (controller, lines) = try await fixture.oneShot(Routes.search(.init(query: "swift")))
        #expect(controller.failure == nil)
        #expect(
            lines == [
                "Search “swift” · 2 results",
                " 2h  Swift Blog  Swift 6.2 released — The Swift team announces Swift 6.2 with f…",
                " 5h  Lang News   Rust and Swift compared — …r mentions swift interop.",
            ])
    }

    @Test func searchJSONCarriesTheSnippetAndRank() async throws {
        let fixture = try await SearchFixture()
        let (controller, _) = try await fixture.oneShot("tidings://search?q=swift&limit=1")
        let json = try #require(controller as? any JSONPresentable).jsonOutput()
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.count == 1)
        #expect(objects[0]["id"] as? Int == 1)
        #expect(objects[0]["title"] as? String == "Swift 6.2 released")
        #expect(objects[0]["feed"] as? String == "Swift Blog")
        #expect(objects[0]["snippet"] as? String == "The Swift team announces Swift 6.2 with faster builds.")
        // bm25: the lower the better, and a match scores below zero.
        let rank = try #require(objects[0]["rank"] as? Double)
        #expect(rank < 0)
        #expect(objects[0]["read"] as? Bool == false)
    }

    @Test func anEmptyQueryShowsAHintAndAnInvalidOneIsAUsageFailure() async throws {
        let fixture = try await SearchFixture()
        let (empty, hint) = try await fixture.oneShot(Routes.search(.init(query: "")), width: 200)
        #expect(empty.failure == nil)
        #expect(hint.first == "Search")
        #expect(hint.last?.hasPrefix("Search titles and text: words") == true)
        let emptyJSON = try #require(empty as? any JSONPresentable).jsonOutput()
        #expect(try JSONSerialization.jsonObject(with: Data(emptyJSON.utf8)) as? [Any] != nil)
        #expect(emptyJSON.filter { !$0.isWhitespace } == "[]")
        let (invalid, lines) = try await fixture.oneShot(
            Routes.search(.init(query: "\"unclosed")), width: 200)
        #expect(invalid.failure?.exitStatus == ExitCode.usage.rawValue)
        let sentence = ArticleError.invalidSearch("a quotation mark is not closed").description
        #expect(invalid.failure?.message == sentence)
        #expect(lines == ["Search “\"unclosed”", sentence])
        let (nothing, none) = try await fixture.oneShot(Routes.search(.init(query: "haskell")))
        #expect(nothing.failure == nil)
        #expect(none == ["Search “haskell” · 0 results", "Nothing matches “haskell”."])
        #expect(throws: RouteError.self) {
            try fixture.router.controller(for: "tidings://search?q=a&limit=x")
        }
    }

    @Test func typingAQueryThenEnterSearchesAndEnterOpensAResult() async throws {
        let fixture = try await SearchFixture()
        let navigation = try await fixture.interactive(Routes.search(.init(query: "")))
        #expect(navigation.view.render(width: 60, height: 4)[0] == "Search:")
        for character in "rustx" { await navigation.handle(.character(character)) }
        await navigation.handle(.backspace)
        #expect(navigation.view.render(width: 60, height: 4)[0] == "Search: rust")
        await navigation.handle(.enter)
        let screen = navigation.view.render(width: 60, height: 4)
        #expect(screen[0] == "Search “rust” · 1 result")
        #expect(screen[1].hasPrefix(" 5h  Lang News  Rust and Swift compared"))
        await navigation.handle(.enter)
        #expect(navigation.top?.title == "article tidings://articles/3")
        await navigation.handle(.character("q"))
        await navigation.handle(.character("/"))
        await navigation.handle(.control("u"))
        for character in "swift" { await navigation.handle(.character(character)) }
        await navigation.handle(.enter)
        await navigation.handle(.character("j"))
        await navigation.handle(.enter)
        #expect(navigation.top?.title == "article tidings://articles/3")
    }

    @Test func escapeCancelsEditingAndInvalidQueriesShowTheirSentence() async throws {
        let fixture = try await SearchFixture()
        let navigation = try await fixture.interactive(Routes.search(.init(query: "swift")))
        await navigation.handle(.character("/"))
        await navigation.handle(.character("q"))
        #expect(navigation.view.render(width: 60, height: 4)[0] == "Search: swiftq")
        await navigation.handle(.escape)
        #expect(navigation.view.render(width: 60, height: 4)[0] == "Search “swift” · 2 results")
        await navigation.handle(.character("/"))
        await navigation.handle(.control("u"))
        await navigation.handle(.character("*"))
        await navigation.handle(.enter)
        #expect(navigation.message == ArticleError.invalidSearch("a `*` must follow a word").description)
        await navigation.handle(.character("q"))
        #expect(navigation.isFinished)
    }
}
