public import Foundation
public import LibraryModelLogic

/// The default `ArticleReading`: articles held in memory, with the same rules as the stored
/// library (merging, retention, timelines, paging). Search matches words rather than ranking
/// with bm25. Tests and the first screens use it.
public actor InMemoryArticles: ArticleReading {
    private var articles: [ArticleID: Article] = [:]
    private var contentHashes: [ArticleID: Int64] = [:]
    private var purged: Set<ArticleID> = []
    private var nextID: Int64 = 1
    private let tags: any TagMembership
    private let renderer: ArticleRenderer
    private let now: @Sendable () -> Date

    public init(
        tags: any TagMembership = FixedTagMembership(), renderer: ArticleRenderer = ArticleRenderer(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.tags = tags
        self.renderer = renderer
        self.now = now
    }

    // MARK: Reading

    public func page(_ query: ArticleQuery, after cursor: PageCursor?, limit: Int) async throws(ArticleError)
        -> ArticlePage
    {
        let feeds = try await feedFilter(for: query)
        let matching = visible.filter { article in
            Self.matches(article, query.filter, feeds: feeds, now: now())
        }
        .sorted(by: Self.newestFirst)
        let start =
            cursor.map { cursor in
                matching.firstIndex { Self.isAfter($0, cursor) } ?? matching.count
            } ?? 0
        let slice = Array(matching[start...].prefix(max(0, limit)))
        let next =
            slice.count == limit && start + limit < matching.count
            ? slice.last.map(PageCursor.init(after:)) : nil
        return ArticlePage(articles: slice, next: next)
    }

    public func article(_ id: ArticleID) async throws(ArticleError) -> Article {
        guard let article = articles[id], !purged.contains(id) else { throw .notFound(id) }
        return article
    }

    public func setRead(_ ids: [ArticleID], read: Bool) async throws(ArticleError) -> Int {
        try update(ids) { article in
            guard article.isRead != read else { return nil }
            var changed = article
            changed.isRead = read
            return changed
        }
    }

    public func setStarred(_ ids: [ArticleID], starred: Bool) async throws(ArticleError) -> Int {
        try update(ids) { article in
            guard article.isStarred != starred else { return nil }
            var changed = article
            changed.isStarred = starred
            return changed
        }
    }

    public func markAllRead(in scope: ArticleScope, before: Date?) async throws(ArticleError) -> Int {
        let feeds: Set<FeedID>?
        switch scope {
        case .everywhere: feeds = nil
        case .feed(let feed): feeds = [feed]
        case .tag(let tag): feeds = Set(try await tags.feeds(taggedWith: tag))
        }
        var changed = 0
        for article in visible where article.isUnread {
            if let feeds, !feeds.contains(where: { $0 == article.feedID }) { continue }
            if let before, article.sortDate >= before { continue }
            articles[article.id]?.isRead = true
            changed += 1
        }
        return changed
    }

    public func search(_ query: String, limit: Int) async throws(ArticleError) -> [SearchHit] {
        let terms = try WordSearch.terms(in: query)
        let hits = visible.compactMap { article -> SearchHit? in
            let title = article.title ?? ""
            let text = article.preview
            guard let score = WordSearch.score(terms, title: title, text: text) else { return nil }
            return SearchHit(
                article: article, title: WordSearch.highlight(terms, in: title),
                snippet: WordSearch.highlight(terms, in: text), rank: -score)
        }
        return Array(hits.sorted { ($0.rank, $0.article.id) < ($1.rank, $1.article.id) }.prefix(limit))
    }

    public func counts() async throws(ArticleError) -> [FeedID: ArticleCounts] {
        var counts: [FeedID: ArticleCounts] = [:]
        for article in visible {
            guard let feed = article.feedID else { continue }
            var entry = counts[feed] ?? ArticleCounts(unread: 0, total: 0, starred: 0)
            entry.total += 1
            if article.isUnread { entry.unread += 1 }
            if article.isStarred { entry.starred += 1 }
            counts[feed] = entry
        }
        return counts
    }

    public func readable(_ id: ArticleID, width: Int) async throws(ArticleError) -> ReadableArticle {
        renderer.readable(try await article(id), width: width)
    }

    // MARK: Writing, for refresh and subscriptions

    /// Merges a refresh's items into `feed`, by the rules of `ArticleMerging`.
    public func merge(_ incoming: [IncomingArticle], into feed: FeedID, feedTitle: String) -> MergeOutcome {
        let existing = articles.values.filter { $0.feedID == feed }.map { article in
            StoredIdentity(
                id: article.id, guid: article.guid, link: article.guid == nil ? article.link : nil,
                contentHash: contentHashes[article.id] ?? 0, isPurged: purged.contains(article.id))
        }
        var outcome = MergeOutcome()
        for (item, decision) in zip(incoming, ArticleMerging.decide(incoming, existing: existing)) {
            switch decision {
            case .insert?:
                let id = ArticleID(nextID)
                nextID += 1
                articles[id] = Self.article(
                    from: item, id: id, feed: feed, feedTitle: feedTitle, firstSeen: now())
                contentHashes[id] = item.contentHash
                outcome.inserted.append(id)
            case .update(let id)?:
                guard let stored = articles[id] else { continue }
                var updated = Self.article(
                    from: item, id: id, feed: feed, feedTitle: feedTitle, firstSeen: stored.firstSeen)
                updated.isRead = stored.isRead
                updated.isStarred = stored.isStarred
                articles[id] = updated
                contentHashes[id] = item.contentHash
                outcome.updated.append(id)
            case .keep?, nil:
                outcome.unchanged += 1
            }
        }
        return outcome
    }

    /// Removes the text of `feed`'s read, unstarred articles that `policy` lets go, keeping
    /// their identity so that a re-published item does not come back; returns them.
    @discardableResult
    public func applyRetention(_ policy: RetentionPolicy, to feed: FeedID) -> [ArticleID] {
        let candidates = visible.filter { $0.feedID == feed }.map {
            RetentionPolicy.Candidate(
                id: $0.id, sortDate: $0.sortDate, isRead: $0.isRead, isStarred: $0.isStarred)
        }
        let expired = policy.expired(candidates, now: now())
        purged.formUnion(expired)
        return expired
    }

    /// Deletes the articles of a removed feed; starred ones stay, detached from it.
    @discardableResult
    public func removeArticles(of feed: FeedID) -> Int {
        var removed = 0
        for article in articles.values where article.feedID == feed {
            if article.isStarred && !purged.contains(article.id) {
                articles[article.id]?.feedID = nil
            } else {
                articles[article.id] = nil
                contentHashes[article.id] = nil
                purged.remove(article.id)
                removed += 1
            }
        }
        return removed
    }

    /// Records a feed's new display title on its articles.
    public func renameFeed(_ feed: FeedID, title: String) {
        for article in articles.values where article.feedID == feed {
            articles[article.id]?.feedTitle = title
        }
    }

    // MARK: Helpers

    private var visible: [Article] {
        articles.values.filter { !purged.contains($0.id) }
    }

    private func feedFilter(for query: ArticleQuery) async throws(ArticleError) -> Set<FeedID>? {
        var feeds: Set<FeedID>?
        if let feed = query.feed { feeds = [feed] }
        if let tag = query.tag {
            let tagged = Set(try await tags.feeds(taggedWith: tag))
            feeds = feeds.map { $0.intersection(tagged) } ?? tagged
        }
        return feeds
    }

    /// Applies `change` to each article; it returns the changed article, or nil for no change.
    private func update(_ ids: [ArticleID], _ change: (Article) -> Article?) throws(ArticleError) -> Int {
        for id in ids where articles[id] == nil || purged.contains(id) {
            throw .notFound(id)
        }
        var changed = 0
        for id in ids {
            guard let article = articles[id], let updated = change(article) else { continue }
            articles[id] = updated
            changed += 1
        }
        return changed
    }

    static func matches(_ article: Article, _ filter: ArticleFilter, feeds: Set<FeedID>?, now: Date) -> Bool {
        if let feeds, !feeds.contains(where: { $0 == article.feedID }) { return false }
        switch filter {
        case .all: return true
        case .unread: return article.isUnread
        case .starred: return article.isStarred
        case .today: return article.sortDate >= now.addingTimeInterval(-ArticleFilter.todaySpan)
        }
    }

    static func newestFirst(_ lhs: Article, _ rhs: Article) -> Bool {
        (lhs.sortDate.storedMilliseconds, lhs.id) > (rhs.sortDate.storedMilliseconds, rhs.id)
    }

    static func isAfter(_ article: Article, _ cursor: PageCursor) -> Bool {
        (article.sortDate.storedMilliseconds, article.id) < (cursor.sortMilliseconds, cursor.articleID)
    }

    static func article(
        from item: IncomingArticle, id: ArticleID, feed: FeedID, feedTitle: String, firstSeen: Date
    )
        -> Article
    {
        Article(
            id: id, feedID: feed, feedTitle: feedTitle, guid: item.guid, link: item.link, title: item.title,
            authors: item.authors, published: item.published, updated: item.updated, firstSeen: firstSeen,
            summary: item.summary, content: item.content, bodyIsHTML: item.bodyIsHTML, preview: item.preview,
            categories: item.categories, enclosures: item.enclosures, commentsURL: item.commentsURL)
    }
}
