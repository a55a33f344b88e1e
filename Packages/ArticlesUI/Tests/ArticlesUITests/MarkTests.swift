import ArticleLogic
import ArticlesUI
import ExitCodeUI
import Foundation
import LibraryModelLogic
import NavigationUI
import TerminalUI
import Testing

@MainActor @Suite struct MarkActions {
    @Test func markReportsHowManyArticlesChanged() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let (read, readLines) = try await fixture.oneShot(
            Routes.mark(.init(ids: [ArticleID(1), ArticleID(2)], state: .read)))
        #expect(read.failure == nil)
        #expect(readLines == ["Marked 1 article read; 1 already was"])
        let (_, unreadLines) = try await fixture.oneShot(
            Routes.mark(.init(ids: [ArticleID(1), ArticleID(2)], state: .unread)))
        #expect(unreadLines == ["Marked 2 articles unread"])
        let (_, starLines) = try await fixture.oneShot(
            Routes.mark(.init(ids: [ArticleID(1), ArticleID(3)], state: .star)))
        #expect(starLines == ["Starred 1 article; 1 already was"])
        let (_, unstarLines) = try await fixture.oneShot(
            Routes.mark(.init(ids: [ArticleID(3)], state: .unstar)))
        #expect(unstarLines == ["Unstarred 1 article"])
        #expect(try await fixture.articles.article(ArticleID(1)).isStarred)
        #expect(try await !fixture.articles.article(ArticleID(3)).isStarred)
    }

    @Test func unknownArticlesAreAUsageFailureAndChangeNothing() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let (controller, _) = try await fixture.oneShot(
            Routes.mark(.init(ids: [ArticleID(1), ArticleID(99)], state: .read)))
        #expect(controller.failure?.exitStatus == ExitCode.usage.rawValue)
        #expect(
            controller.failure?.message == "there is no article 99; list articles with `tidings articles`")
        #expect(try await fixture.articles.article(ArticleID(1)).isUnread)
        #expect(throws: RouteError.self) {
            try fixture.router.controller(for: "tidings://mark?ids=1,x&state=read")
        }
        #expect(throws: RouteError.self) { try fixture.router.controller(for: "tidings://mark?ids=1") }
        #expect(throws: RouteError.self) {
            try fixture.router.controller(for: "tidings://mark?ids=1&state=flag")
        }
    }

    @Test func markAllReadReportsTheCountForAFeedATagOrAnAge() async throws {
        let fixture = try await ArticlesFixture()
        defer { fixture.programs.remove() }
        let (_, before) = try await fixture.oneShot(
            "tidings://mark-all-read?before=2026-01-15T00:00:00Z", width: 80)
        #expect(before == ["Marked 1 article read everywhere, dated before 2026-01-15T00:00:00Z"])
        let (_, tagged) = try await fixture.oneShot("tidings://mark-all-read?tag=lang")
        #expect(tagged == ["Marked 1 article read tagged lang"])
        let (_, feed) = try await fixture.oneShot(Routes.markAllRead(.init(feed: "2")))
        #expect(feed == ["Marked 1 article read in 日本語のニュース"])
        let (_, none) = try await fixture.oneShot("tidings://mark-all-read?feed=swift%20blog")
        #expect(none == ["Marked 0 articles read in Swift Blog"])
        let (unknown, _) = try await fixture.oneShot("tidings://mark-all-read?tag=nope")
        #expect(unknown.failure?.exitStatus == ExitCode.usage.rawValue)
        #expect(throws: RouteError.self) {
            try fixture.router.controller(for: "tidings://mark-all-read?feed=1&tag=lang")
        }
        #expect(throws: RouteError.self) {
            try fixture.router.controller(for: "tidings://mark-all-read?before=yesterday")
        }
    }
}
