public import ArticleLogic
public import DatabaseService
public import FoundationEssentials
public import IgnoreRuleLogic
public import LibraryModelLogic

/// `FeedFullTextKeeping` on the library: articles read and their full texts kept through
/// ArticleLogic's `ArticleTables`, the ignore rules read through IgnoreRuleLogic's tables, pages
/// fetched through `FullTextManaging` at most `concurrency` at once for the whole refresh, and
/// failures in this package's own table with the feed they belong to.
public struct StoredFeedFullTexts: FeedFullTextKeeping {
    private let database: Database
    private let articles: any ArticleTables
    private let ignoreRules: any IgnoreRuleTables
    private let pages: any FullTextManaging
    private let retry: FullTextRetry
    private let gate: FetchGate
    private let now: @Sendable () -> Date

    public init(
        database: Database, articles: any ArticleTables, ignoreRules: any IgnoreRuleTables,
        pages: any FullTextManaging, concurrency: Int, retry: FullTextRetry,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        self.articles = articles
        self.ignoreRules = ignoreRules
        self.pages = pages
        self.retry = retry
        self.gate = FetchGate(width: concurrency)
        self.now = now
    }

    public func keepFullTexts(of feed: Feed, new ids: [ArticleID]) async -> FullTextRound {
        let moment = now()
        let wanted: [Article]
        do {
            wanted = try await articlesToFetch(of: feed, new: ids, at: moment)
        } catch {
            return Self.unrecorded(ids, of: feed, reason: "the library could not be read: \(error)")
        }
        guard !wanted.isEmpty else { return FullTextRound() }
        let fetched = await fetch(wanted)
        do {
            return try await record(fetched, of: feed, at: moment)
        } catch {
            return Self.unrecorded(
                fetched.map(\.article.id), of: feed, reason: "the library could not be written: \(error)")
        }
    }

    /// The new articles and those due again, once each, that have a link and no full text yet.
    private func articlesToFetch(of feed: Feed, new ids: [ArticleID], at moment: Date) async throws
        -> [Article]
    {
        let (articles, retry) = (articles, retry)
        return try await database.read { connection in
            let due = try FullTextFailureStore().due(in: feed.id, retry: retry, at: moment, on: connection)
            let work = UnitOfWork(connection)
            var seen = Set<ArticleID>()
            var wanted: [Article] = []
            for id in ids + due where seen.insert(id).inserted {
                guard let article = try articles.article(id, in: work), article.fullText == nil,
                    article.link != nil
                else { continue }
                wanted.append(article)
            }
            return wanted
        }
    }

    /// Each article's page fetched and its article found, through the gate; those not started
    /// because the task was cancelled are left out.
    private func fetch(_ wanted: [Article]) async -> [(
        article: Article, result: Result<String, FullTextError>
    )] {
        let (gate, pages) = (gate, pages)
        return await withTaskGroup(of: (Article, Result<String, FullTextError>)?.self) { group in
            for article in wanted {
                group.addTask {
                    await gate.run {
                        guard !Task.isCancelled, let link = article.link else { return nil }
                        do throws(FullTextError) {
                            return (article, .success(try await pages.extract(from: link).keptHTML))
                        } catch {
                            return (article, .failure(error))
                        }
                    }
                }
            }
            var results: [(article: Article, result: Result<String, FullTextError>)] = []
            for await result in group {
                if let result { results.append(result) }
            }
            return results
        }
    }

    /// Keeps the full texts fetched and remembers the failures in one unit of work, then lets
    /// the ignore rules see the articles that have their full text now.
    private func record(
        _ fetched: [(article: Article, result: Result<String, FullTextError>)], of feed: Feed,
        at moment: Date
    ) async throws -> FullTextRound {
        let (articles, ignoreRules) = (articles, ignoreRules)
        let failures = FullTextFailureStore()
        let feedName = feed.displayTitle
        let described = FeedDescription(id: feed.id, url: feed.url.absoluteString, tags: feed.tags)
        return try await database.unitOfWork { work in
            var round = FullTextRound()
            var kept: [ArticleID] = []
            for (article, result) in fetched {
                switch result {
                case .success(let html):
                    if try articles.storeFullText(html, of: article.id, in: work) { kept.append(article.id) }
                case .failure(let error):
                    try failures.record(
                        error.description, of: article.id, feed: feed.id, at: moment, on: work.connection)
                    round.misses.append(
                        FullTextRound.Miss(
                            article: article.id, title: article.displayTitle, feed: feedName,
                            reason: error.description))
                }
            }
            try failures.forget(kept, on: work.connection)
            round.kept = kept.count
            let rules = try ignoreRules.rules(in: work).map(\.match)
            if !rules.isEmpty, !kept.isEmpty {
                let ignored = try articles.ignore(kept, rules: rules, feed: described, now: moment, in: work)
                round.ignored = ignored.dropped.count + ignored.hidden.count
            }
            return round
        }
    }

    /// A round in which `ids` were not recorded, each for `reason`.
    private static func unrecorded(_ ids: [ArticleID], of feed: Feed, reason: String) -> FullTextRound {
        FullTextRound(
            misses: ids.map {
                FullTextRound.Miss(
                    article: $0, title: "article \($0)", feed: feed.displayTitle, reason: reason)
            })
    }
}
