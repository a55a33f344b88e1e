import ArticleLogic
import ArticlesUI
import ExitCodeUI
import FilterLogic
import Foundation
import LibraryModelLogic
import NavigationUI
import QueryFeedLogic
import TerminalUI
import Testing

@MainActor @Suite struct FilterScreens {
    /// Types `text` at the prompt, a key at a time.
    func type(_ text: String, into navigation: NavigationController) async {
        for character in text { await navigation.handle(.character(character)) }
    }

    @Test func aFilteredTimelineCountsWhatItMatches() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let (controller, lines) = try await fixture.oneShot(
            Routes.articles(.init(match: try .init(parsing: #"title =~ "swift|old""#))), width: 80)
        #expect(controller.failure == nil)
        #expect(
            lines == [
                #"Articles matching title =~ "swift|old" · 2 shown · 2 unread · 1 starred"#,
                "●    2h  Swift Blog  Swift 6.2 released",
                "● ★  2w  Swift Blog  An old post",
            ])
    }

    @Test func aFilterThatCannotBeReadIsAUsageFailureWithItsColumn() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        #expect(throws: RouteError.self) {
            try fixture.router.controller(for: "tidings://articles?match=title%20%3D~")
        }
    }

    @Test func fTypesAFilterAndEnterOpensTheListFilteredWhichEscapeLeaves() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(Routes.articles(.init()))
        await navigation.handle(.character("F"))
        await type("age > 7", into: navigation)
        #expect(navigation.view.render(width: 60, height: 8)[0] == "Filter: age > 7")
        await navigation.handle(.enter)
        #expect(navigation.stack.count == 2)
        let screen = navigation.view.render(width: 60, height: 8)
        #expect(screen[0] == "Articles matching age > 7 · 1 shown · 1 unread · 1 starred")
        #expect(screen[1] == "● ★  2w  Swift Blog  An old post")
        #expect(screen[7].hasPrefix("Articles matching age > 7 "))
        await navigation.handle(.escape)
        #expect(navigation.stack.count == 1)
        #expect(
            navigation.view.render(width: 60, height: 8)[0] == "Articles · 4 shown · 3 unread · 1 starred")
    }

    @Test func aWrongFilterStaysAtThePromptWithTheColumnAndWhatWasExpected() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(Routes.articles(.init()))
        await navigation.handle(.character("F"))
        await type("title =~", into: navigation)
        await navigation.handle(.enter)
        #expect(navigation.stack.count == 1)
        #expect(navigation.message == "filter: column 9: expected a value after '=~'")
        #expect(navigation.view.render(width: 60, height: 8)[0] == "Filter: title =~")
        await type(" \"notes\"", into: navigation)
        await navigation.handle(.enter)
        #expect(navigation.view.render(width: 70, height: 8)[1] == "     1d  Swift Blog  Concurrency notes")
    }

    @Test func fOnAFilteredListEditsItsFilterInPlace() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(Routes.articles(.init()))
        await navigation.handle(.character("F"))
        await type("age > 7", into: navigation)
        await navigation.handle(.enter)
        await navigation.handle(.character("F"))
        #expect(navigation.view.render(width: 60, height: 8)[0] == "Filter: age > 7")
        await navigation.handle(.control("u"))
        await type("age < 1", into: navigation)
        await navigation.handle(.enter)
        #expect(navigation.stack.count == 2)
        #expect(
            navigation.view.render(width: 60, height: 8)[0].hasPrefix("Articles matching age < 1 · 2 shown"))
        await navigation.handle(.escape)
        #expect(navigation.stack.count == 1)
    }

    @Test func escapeAtThePromptKeepsTheList() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(Routes.articles(.init()))
        await navigation.handle(.character("F"))
        await type("age", into: navigation)
        await navigation.handle(.escape)
        #expect(navigation.stack.count == 1)
        #expect(
            navigation.view.render(width: 60, height: 8)[0] == "Articles · 4 shown · 3 unread · 1 starred")
    }

    @Test func markAllReadInAFilteredListMarksWhatItMatches() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let navigation = try await fixture.interactive(
            Routes.articles(.init(feed: "1", match: try .init(parsing: #"title =~ "swift""#))))
        await navigation.handle(.character("A"))
        #expect(navigation.message == "Marked 1 article read in Swift Blog")
        #expect(try await fixture.articles.article(ArticleID(1)).isRead)
        #expect(try await !fixture.articles.article(ArticleID(3)).isRead)
    }

    @Test func aQueryFeedIsATimelineNamedAfterIt() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        _ = try await fixture.queryFeeds.add(
            name: "Old or Swift", expression: try .init(parsing: #"title =~ "swift|old""#), tags: [])
        let (controller, lines) = try await fixture.oneShot(Routes.articles(.init(query: "old or swift")))
        #expect(controller.failure == nil)
        #expect(
            lines == [
                "Old or Swift · 2 shown · 2 unread · 1 starred",
                "●    2h  Swift Blog  Swift 6.2 released",
                "● ★  2w  Swift Blog  An old post",
            ])
        let (_, narrowed) = try await fixture.oneShot(
            Routes.articles(
                .init(filter: .starred, match: try .init(parsing: "age > 7"), query: "Old or Swift")),
            width: 80)
        #expect(
            narrowed == [
                "Old or Swift matching age > 7 · 1 shown · 1 unread · 1 starred",
                "● ★  2w  Swift Blog  An old post",
            ])
        let (unknown, _) = try await fixture.oneShot(Routes.articles(.init(query: "nope")))
        #expect(unknown.failure?.exitStatus == ExitCode.usage.rawValue)
        #expect(unknown.failure?.message == "there is no query feed named 'nope'; there are 'Old or Swift'")
    }
}
