import Foundation
import LibraryModelLogic
import NavigationUI
import SyncService
import TerminalUI
import Testing

@Suite struct RoutesFile {
    @Test func typedParametersMakeURLsTheirRoutesReadBack() throws {
        #expect(Routes.article(.init(id: ArticleID(42))) == "tidings://articles/42")
        let timeline = TimelineParameters(filter: .unread, feed: "3", tag: "tech news")
        #expect(Routes.articles(timeline) == "tidings://articles?filter=unread&feed=3&tag=tech%20news")
        #expect(try parameters(Routes.articles, Routes.articles(timeline)) == timeline)
        #expect(Routes.articles(.init()) == "tidings://articles")
        #expect(Routes.search(.init(query: "a b")) == "tidings://search?q=a%20b")
        let mark = MarkParameters(ids: [ArticleID(1), ArticleID(2)], state: .read)
        #expect(Routes.mark(mark) == "tidings://mark?ids=1,2&state=read")
        #expect(try parameters(Routes.mark, Routes.mark(mark)) == mark)
        let before = try Date("2026-11-01T00:00:00Z", strategy: .iso8601)
        let markAll = MarkAllReadParameters(tag: "news", before: before)
        #expect(try parameters(Routes.markAllRead, Routes.markAllRead(markAll)) == markAll)
        let share = ShareParameters(id: ArticleID(7), to: .email)
        #expect(Routes.share(share) == "tidings://share/7?to=email")
        #expect(try parameters(Routes.share, Routes.share(share)) == share)
        #expect(Routes.feeds(.init()) == "tidings://feeds")
    }

    @Test func everyPatternIsDistinctAndListsItsQueryKeys() {
        let templates = Routes.all.map(\.pattern.template)
        #expect(Set(templates).count == templates.count)
        #expect(
            Routes.all.map(\.pattern.description).contains(
                "tidings://articles?filter=&feed=&tag=&match=&query=&limit="))
        #expect(Routes.share.pattern.description == "tidings://share/{id}?to=")
    }

    @Test func aURLIsResolvedOnceToItsRoute() throws {
        let resolved = try Routes.resolve("tidings://articles/5")
        #expect(resolved.route.pattern == Routes.article.pattern)
        #expect(resolved.match.parameters == ["id": "5"])
        #expect(!(try Routes.resolve("tidings://config").route.needsLibrary))
        // Only the screens that always talk to servers have the HTTP client loaded early.
        #expect(
            Set(Routes.all.filter(\.usesNetwork).map(\.pattern.description))
                == [Routes.refresh.pattern.description, Routes.sync.pattern.description])
        #expect(throws: RouteError.self) { try Routes.resolve("tidings://nowhere") }
    }

    @Test func wrongParametersSayWhatIsWrong() throws {
        #expect(
            throws: RouteError.invalidParameter(
                url: "tidings://mark?ids=1,x&state=read", reason: "'x' is not an article id")
        ) {
            try parameters(Routes.mark, "tidings://mark?ids=1,x&state=read")
        }
        #expect(
            throws: RouteError.invalidParameter(
                url: "tidings://mark?ids=1",
                reason: "say which with state=read, state=unread, state=star, state=unstar")
        ) {
            try parameters(Routes.mark, "tidings://mark?ids=1")
        }
        #expect(
            throws: RouteError.invalidParameter(
                url: "tidings://articles?limit=0", reason: "limit must be a positive number, not '0'")
        ) {
            try parameters(Routes.articles, "tidings://articles?limit=0")
        }
        #expect(
            throws: RouteError.invalidParameter(
                url: "tidings://mark-all-read?feed=a&tag=b", reason: "give feed= or tag=, not both")
        ) {
            try parameters(Routes.markAllRead, "tidings://mark-all-read?feed=a&tag=b")
        }
        #expect(throws: RouteError.self) { try parameters(Routes.feed, "tidings://feeds/zero") }
        #expect(throws: RouteError.self) { try parameters(Routes.completion, "tidings://completion/tcsh") }
    }

    @Test func aCommandBuildsTheURLOfItsRoute() throws {
        let command = try #require(Routes.articles.command)
        var arguments = ParsedArguments(command: "articles")
        arguments.flags = ["--starred"]
        arguments.values = ["--limit": ["5"], "--tag": ["news"]]
        let url = try command.url(arguments, CommandEnvironment(currentDirectory: "/"))
        #expect(url == "tidings://articles?filter=starred&tag=news&limit=5")
        arguments.values["--limit"] = ["none"]
        #expect(throws: UsageError("--limit takes a positive number, not 'none'", command: "articles")) {
            try command.url(arguments, CommandEnvironment(currentDirectory: "/"))
        }
        #expect(Routes.feed.command == nil)
    }

    @Test func accountAddTakesAndNamesEveryServerKind() throws {
        let command = try #require(Routes.addAccount.command)
        for kind in SyncServerKind.allCases {
            var arguments = ParsedArguments(command: "account add")
            arguments.positionals = [kind.rawValue.uppercased(), "https://rss.example"]
            arguments.values = ["--user": ["me"]]
            arguments.flags = ["--password-stdin"]
            let url = try #require(try command.url(arguments, CommandEnvironment(currentDirectory: "/")))
            #expect(try parameters(Routes.addAccount, url).kind == kind)
            #expect(Routes.addAccount.help.contains(kind.displayName))
        }
        var unknown = ParsedArguments(command: "account add")
        unknown.positionals = ["newsblur", "https://rss.example"]
        do {
            _ = try command.url(unknown, CommandEnvironment(currentDirectory: "/"))
            Issue.record("newsblur was taken for a server kind")
        } catch {
            #expect(error.message.hasPrefix("'newsblur' is not a server kind; use "))
            for kind in SyncServerKind.allCases { #expect(error.message.contains(kind.rawValue)) }
        }
    }

    private func parameters<Parameters>(_ route: Route<Parameters>, _ text: String) throws -> Parameters {
        let url = try #require(URL(string: text))
        let match = try #require(route.pattern.match(url))
        return try route.parameters(from: match)
    }
}
