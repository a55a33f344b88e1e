import ArticleLogic
import ArticlesUI
import DatabaseService
import FeedParserService
import Foundation
import LibraryModelLogic
import NavigationUI
import QueryFeedLogic
import ShareService
import SubscriptionLogic
import TerminalUI

/// 2026-01-15 12:00:00 UTC.
let testNow = Date(timeIntervalSince1970: 1_768_478_400)

/// A URL from a literal the test knows to be valid.
func link(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
}

func emptyFeed(_ title: String) -> Data {
    Data("<rss version=\"2.0\"><channel><title>\(title)</title></channel></rss>".utf8)
}

/// An item published `hoursAgo` before the test clock.
func item(
    _ guid: String, _ title: String, hoursAgo: Double, link address: String? = nil, html: String? = nil,
    authors: [String] = [], categories: [String] = []
) -> IncomingArticle {
    IncomingArticle(
        guid: guid, link: address.map(link), title: title, authors: authors,
        published: testNow.addingTimeInterval(-hoursAgo * 3600), summary: html, bodyIsHTML: html != nil,
        plainText: html.map { _ in "text of \(title)" } ?? "", categories: categories)
}

/// Programs standing in for the clipboard and the browser: each records its arguments, one per
/// line, and its standard input next to itself, then exits with the status it was given.
struct StandInPrograms {
    let folder: URL
    let bin: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "articles-ui-\(UUID().uuidString)")
        bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    }

    func install(_ name: String, exitStatus: Int32 = 0) throws {
        let record = folder.appendingPathComponent(name).path
        let script = """
            #!/bin/sh
            printf '%s\\n' "$@" > '\(record).args'
            /bin/cat > '\(record).stdin'
            exit \(exitStatus)

            """
        let file = bin.appendingPathComponent(name)
        try Data(script.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }

    /// The arguments `name` was run with, or nil when it never ran.
    func arguments(of name: String) -> [String]? {
        (try? String(contentsOf: folder.appendingPathComponent("\(name).args"), encoding: .utf8))
            .map { $0.split(separator: "\n").map(String.init) }
    }

    /// Sharing through the stand-ins only: `copy` for the clipboard and `browse` for links.
    var sharing: SystemSharing {
        SystemSharing(
            settings: ShareSettings(
                clipboardCommands: [["copy"]], useBrowserVariable: false, browserCommands: [["browse"]],
                markdownDirectory: folder.appendingPathComponent("exports"), timeoutSeconds: 5,
                launchWaitSeconds: 5),
            environment: ["PATH": bin.path])
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// The in-memory library behind the article screens: Swift Blog (feed 1, tagged `lang`) with
/// three articles, 日本語のニュース (feed 2) with one, and `extra` more in feed 2.
///
/// Newest first: 4 ニュース速報 (5 min), 1 Swift 6.2 released (2 h), 2 Concurrency notes
/// (26 h, read), 3 An old post (20 days, starred), then the extra ones, older still.
@MainActor
struct ArticlesFixture {
    let fetcher = InMemoryFeedFetcher()
    let articles: StoredArticles
    let subscriptions: StoredSubscriptions
    let queryFeeds: StoredQueryFeeds
    let programs: StandInPrograms
    let router = Router()

    init(pageSize: Int = 50, extra: Int = 0) async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([SubscriptionSchema.schema, ArticleSchema.schema, QueryFeedSchema.schema])
        articles = StoredArticles(
            database: database, subscriptions: StoredSubscriptionFacts(database: database), now: { testNow })
        subscriptions = StoredSubscriptions(
            database: database,
            articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
            fetcher: fetcher,
            parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20), now: { testNow })
        queryFeeds = StoredQueryFeeds(database: database, articles: articles, now: { testNow })
        let tables = StoredArticles(database: database, subscriptions: FixedSubscriptionFacts())
        programs = try StandInPrograms()
        try programs.install("browse")
        await fetcher.serve(link("https://swift.example/feed"), body: emptyFeed("Swift Blog"))
        await fetcher.serve(link("https://cjk.example/feed"), body: emptyFeed("日本語のニュース"))
        _ = try await subscriptions.add(link("https://swift.example/feed"), tags: ["lang"])
        _ = try await subscriptions.add(link("https://cjk.example/feed"), tags: [])
        _ = try await database.unitOfWork { work in
            try tables.merge(
                [
                    item(
                        "s1", "Swift 6.2 released", hoursAgo: 2, link: "https://swift.example/6.2",
                        html: "<p>Read the <a href=\"https://swift.example/notes\">notes</a>.</p>",
                        authors: ["Jane Doe"], categories: ["release"]),
                    item("s2", "Concurrency notes", hoursAgo: 26),
                    item("s3", "An old post", hoursAgo: 20 * 24),
                ], into: FeedID(1), feedTitle: "Swift Blog", now: testNow, in: work)
        }
        _ = try await database.unitOfWork { work in
            try tables.merge(
                [item("c1", "ニュース速報", hoursAgo: 0.1)]
                    + (0..<extra).map { item("x\($0)", "Extra \($0)", hoursAgo: 30 * 24 + Double($0)) },
                into: FeedID(2), feedTitle: "日本語のニュース", now: testNow, in: work)
        }
        _ = try await articles.setRead([ArticleID(2)], read: true)
        _ = try await articles.setStarred([ArticleID(3)], starred: true)
        ArticlesScreens.register(
            in: router,
            dependencies: ArticlesDependencies(
                articles: articles, subscriptions: subscriptions, queryFeeds: queryFeeds,
                sharing: programs.sharing, pageSize: pageSize, now: { testNow }))
        router.register(Routes.article) { parameters in
            Placeholder("article \(Routes.article(parameters))")
        }
        router.register(Routes.search) { parameters in
            Placeholder("search \(Routes.search(parameters))")
        }
    }

    /// Builds, loads and draws a screen once, as a one-shot command does.
    func oneShot(_ url: String, width: Int = 60) async throws -> (ViewController, [String]) {
        let controller = try router.controller(for: url)
        await controller.load()
        return (controller, controller.view.render(width: width))
    }

    /// A navigation showing `url`, for scripted keys.
    func interactive(_ url: String) async throws -> NavigationController {
        let navigation = NavigationController(router: router)
        try await navigation.open(url)
        return navigation
    }
}

/// A screen standing in for another package's, so that navigation can be checked.
@MainActor final class Placeholder: ViewController {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    override var title: String { name }
}
