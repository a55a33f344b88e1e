import ArticleLogic
import DatabaseService
import Foundation
import LibraryModelLogic
import NavigationUI
import SearchUI
import TerminalUI

/// 2026-01-15 12:00:00 UTC.
let testNow = Date(timeIntervalSince1970: 1_768_478_400)

func item(_ guid: String, _ title: String, hoursAgo: Double, text: String) -> IncomingArticle {
    IncomingArticle(
        guid: guid, title: title, published: testNow.addingTimeInterval(-hoursAgo * 3600), summary: text,
        plainText: text)
}

/// The library behind the search screen (the stores on an in-memory database): 1 Swift 6.2 released and 2 Cooking pasta in
/// Swift Blog, 3 Rust and Swift compared in Lang News.
@MainActor
struct SearchFixture {
    let articles: StoredArticles
    let router = Router()

    init(pageSize: Int = 50) async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate(ArticleSchema.schema)
        articles = StoredArticles(
            database: database, subscriptions: FixedSubscriptionFacts(), now: { testNow })
        let tables = StoredArticles(database: database, subscriptions: FixedSubscriptionFacts())
        _ = try await database.unitOfWork {
            try tables.merge(
                [
                    item(
                        "s1", "Swift 6.2 released", hoursAgo: 2,
                        text: "The Swift team announces Swift 6.2 with faster builds."),
                    item("s3", "Cooking pasta", hoursAgo: 24, text: "Nothing about programming."),
                ], into: FeedID(1), feedTitle: "Swift Blog", now: testNow, in: $0)
        }
        _ = try await database.unitOfWork {
            try tables.merge(
                [
                    item(
                        "r1", "Rust and Swift compared", hoursAgo: 5,
                        text: "A long comparison of two languages that begins with their history and only "
                            + "much later mentions swift interop.")
                ], into: FeedID(2), feedTitle: "Lang News", now: testNow, in: $0)
        }
        SearchScreens.register(
            in: router,
            dependencies: SearchDependencies(articles: articles, pageSize: pageSize, now: { testNow }))
        router.register(Routes.article) { parameters in
            Placeholder("article \(Routes.article(parameters))")
        }
    }

    /// Builds, loads and draws a screen once, as a one-shot command does.
    func oneShot(_ url: String, width: Int = 80) async throws -> (ViewController, [String]) {
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
