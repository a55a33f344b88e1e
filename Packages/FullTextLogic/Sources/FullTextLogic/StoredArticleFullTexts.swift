public import ArticleLogic
public import DatabaseService
public import FoundationEssentials
public import LibraryModelLogic

/// `ArticleFullTextManaging` on the library: the article read and its full text kept through
/// ArticleLogic's `ArticleTables`, pages through `FullTextManaging`, failures in this package's
/// own table (`FullTextFailureStore`).
public struct StoredArticleFullTexts: ArticleFullTextManaging {
    private let database: Database
    private let articles: any ArticleTables
    private let pages: any FullTextManaging
    private let now: @Sendable () -> Date

    public init(
        database: Database, articles: any ArticleTables, pages: any FullTextManaging,
        now: @escaping @Sendable () -> Date
    ) {
        self.database = database
        self.articles = articles
        self.pages = pages
        self.now = now
    }

    public func fetchFullText(of id: ArticleID) async throws(FullTextError) -> Article {
        let articles = articles
        guard
            let article = try await access({
                try await database.read { try articles.article(id, in: UnitOfWork($0)) }
            })
        else { throw .unknownArticle(id.rawValue) }
        do throws(FullTextError) {
            guard let link = article.link else { throw FullTextError.noLink }
            let extracted = try await pages.extract(from: link)
            let html = extracted.keptHTML
            let kept = try await access {
                try await database.write { connection in
                    let work = UnitOfWork(connection)
                    try FullTextFailureStore().forget([id], on: connection)
                    return try articles.storeFullText(html, of: id, in: work)
                }
            }
            guard kept else { throw FullTextError.unknownArticle(id.rawValue) }
            var updated = article
            updated.fullText = html
            return updated
        } catch {
            if case .unknownArticle = error { throw error }
            let reason = error.description
            let date = now()
            _ = try await access {
                try await database.write {
                    try FullTextFailureStore().record(reason, of: id, feed: article.feedID, at: date, on: $0)
                }
            }
            throw error
        }
    }

    public func failure(of id: ArticleID) async throws(FullTextError) -> FullTextFailure? {
        try await access { try await database.read { try FullTextFailureStore().failure(of: id, on: $0) } }
    }

    private func access<T: Sendable>(_ work: () async throws -> T) async throws(FullTextError) -> T {
        do {
            return try await work()
        } catch let error as FullTextError {
            throw error
        } catch {
            throw .storage(.caused(by: error))
        }
    }
}
