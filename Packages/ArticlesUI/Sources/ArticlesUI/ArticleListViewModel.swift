public import ArticleLogic
public import FilterLogic
public import FoundationEssentials
public import LibraryModelLogic
public import Observation
public import SubscriptionLogic
import TerminalTextService
public import TerminalUI

/// A timeline's state: the pages loaded so far (their articles and where the next page starts),
/// its name and scope, their rows and the scope's counts.
/// Built from the articles, or from nil while they load (a placeholder). Views observe it:
/// changing it redraws them at once, which is how a star or a read mark shows immediately.
@Observable
@MainActor
public final class ArticleListViewModel {
    /// The rows, or nil while loading.
    public private(set) var rows: [ArticleRowViewModel]?
    /// The timeline's name: `Unread in Swift Blog`, `Starred tagged news`, `Articles`.
    public private(set) var timeline: String
    /// Unread, total and starred articles in the timeline's feed, tag or everywhere; nil when
    /// not known.
    public private(set) var counts: ArticleCounts?
    /// Whether the timeline has more articles than the rows loaded.
    public private(set) var hasMore = false
    /// The cells the age column takes: the widest age shown, at least 3.
    public private(set) var ageWidth = 3
    /// The cells the feed column may take: the widest feed title shown, at most 20.
    public private(set) var feedWidth = 0
    /// The articles loaded so far, newest first.
    public private(set) var articles: [Article] = []
    /// Where the next page starts; nil when every article is loaded.
    public private(set) var cursor: PageCursor?
    /// How the scope reads after a verb: `everywhere`, `in Swift Blog`, `tagged news`.
    public private(set) var scopePhrase = "everywhere"
    /// The feeds of the scope, or nil for everywhere.
    public private(set) var scopeFeeds: [FeedID]?
    /// The filter being typed after `F`, or nil.
    public private(set) var filterDraft: LineDraft?
    public var isEditingFilter: Bool { filterDraft != nil }
    private var filter: ArticleFilter
    private var isFiltered = false
    /// The query feed the timeline shows, which names it, and the filter typed on top of it.
    private var queryFeedName: String?
    private var typedFilter: FilterExpression?

    public init(query: ArticleQuery = ArticleQuery(), feedTitle: String? = nil) {
        filter = query.filter
        isFiltered = query.match != nil
        timeline = Self.name(of: query, feedTitle: feedTitle)
    }

    /// Takes the resolved scope: names the timeline (after the query feed when it is one), and
    /// says how the scope reads.
    public func describe(
        _ query: ArticleQuery, scope: FeedScope, queryFeed: String? = nil,
        typedFilter: FilterExpression? = nil
    ) {
        queryFeedName = queryFeed
        self.typedFilter = typedFilter
        scopeFeeds = scope.feedIDs
        var feedTitle: String?
        var tag: String?
        switch scope.kind {
        case .everywhere: scopePhrase = "everywhere"
        case .feed(let feed):
            feedTitle = feed.displayTitle
            scopePhrase = "in \(ArticleText.line(feed.displayTitle))"
        case .tag(let name):
            tag = name
            scopePhrase = "tagged \(ArticleText.line(name))"
        }
        describe(query, feedTitle: feedTitle, tag: tag, counts: counts)
    }

    /// Whether a change to `feeds` concerns this timeline.
    public func covers(_ feeds: Set<FeedID>) -> Bool {
        scopeFeeds.map { !feeds.isDisjoint(with: $0) } ?? true
    }

    /// Shows the first page, or the span reloaded from the top, in place of what was loaded.
    public func show(_ page: ArticlePage, now: Date) {
        articles = page.articles
        cursor = page.next
        update(articles: articles, hasMore: cursor != nil, now: now)
    }

    /// Adds the next page after those loaded.
    public func append(_ page: ArticlePage, now: Date) {
        articles += page.articles
        cursor = page.next
        append(page.articles, hasMore: cursor != nil, now: now)
    }

    /// The feed of the loaded article `id`, if it is loaded.
    public func feed(of id: ArticleID) -> FeedID? {
        articles.first { $0.id == id }?.feedID
    }

    /// Names the timeline and sets its scope's counts.
    public func describe(
        _ query: ArticleQuery, feedTitle: String?, tag: String? = nil, counts: ArticleCounts?
    ) {
        filter = query.filter
        isFiltered = query.match != nil
        timeline =
            queryFeedName.map { name in
                ArticleText.line(name)
                    + (typedFilter.map { " matching \(ArticleText.line($0.source))" } ?? "")
            } ?? Self.name(of: query, feedTitle: feedTitle, tag: tag)
        self.counts = counts
    }

    /// Starts typing a filter, from `text`.
    public func beginFilter(_ text: String) {
        filterDraft = LineDraft(text)
    }

    /// Gives a key to the filter being typed; stops typing when it commits or cancels.
    public func pressFilter(_ key: Key) -> LineDraft.Outcome {
        guard var draft = filterDraft else { return .ignored }
        let outcome = draft.press(key)
        switch outcome {
        case .committed, .cancelled: filterDraft = nil
        case .edited, .ignored: filterDraft = draft
        }
        return outcome
    }

    /// Replaces the rows; nil goes back to the loading placeholder.
    func update(articles: [Article]?, hasMore: Bool, now: Date) {
        rows = articles?.map { ArticleRowViewModel(article: $0, now: now) }
        self.hasMore = hasMore
        measure()
    }

    /// Adds the next page's rows after those loaded.
    private func append(_ articles: [Article], hasMore: Bool, now: Date) {
        rows = (rows ?? []) + articles.map { ArticleRowViewModel(article: $0, now: now) }
        self.hasMore = hasMore
        measure()
    }

    /// Shows an article's new state in its row, adjusting the counts by what changed.
    public func replace(_ article: Article, now: Date) {
        if let index = articles.firstIndex(where: { $0.id == article.id }) { articles[index] = article }
        guard var rows, let index = rows.firstIndex(where: { $0.id == article.id }) else { return }
        let old = rows[index]
        let new = ArticleRowViewModel(article: article, now: now)
        rows[index] = new
        self.rows = rows
        if var counts {
            counts.unread += (new.isUnread ? 1 : 0) - (old.isUnread ? 1 : 0)
            counts.starred += (new.isStarred ? 1 : 0) - (old.isStarred ? 1 : 0)
            self.counts = counts
        }
    }

    /// Sets the scope's counts, as the logic now gives them.
    public func recount(_ counts: ArticleCounts) {
        self.counts = counts
    }

    /// Records that `changed` unread articles of the scope were marked read: every row reads.
    public func markedAllRead(changed: Int, now: Date) {
        for index in articles.indices { articles[index].isRead = true }
        rows = articles.map { ArticleRowViewModel(article: $0, now: now) }
        if var counts {
            counts.unread = max(0, counts.unread - changed)
            self.counts = counts
        }
    }

    /// The heading: `Unread in Swift Blog · 50+ shown · 73 unread · 2 starred`, or the name
    /// alone while loading.
    public var heading: String {
        guard let rows else { return timeline }
        var parts = [timeline, "\(rows.count)\(hasMore ? "+" : "") shown"]
        let unread = counts?.unread ?? rows.filter(\.isUnread).count
        parts.append("\(unread) unread")
        let starred = counts?.starred ?? rows.filter(\.isStarred).count
        if starred > 0 || filter == .starred { parts.append("\(starred) starred") }
        return parts.joined(separator: " · ")
    }

    /// What the list shows when it has no rows.
    public var emptyText: String {
        guard rows != nil else { return "Loading articles…" }
        if isFiltered { return "Nothing here matches the filter. Esc goes back to the list unfiltered." }
        switch filter {
        case .all: return "No articles yet. Fetch new ones with `tidings refresh`."
        case .unread: return "Nothing unread here."
        case .today: return "Nothing from the last 24 hours."
        case .starred: return "No starred articles. Star one with s."
        }
    }

    /// How a timeline is named in headings and the status line.
    public static func name(of query: ArticleQuery, feedTitle: String?, tag: String? = nil) -> String {
        var name =
            switch query.filter {
            case .all: "Articles"
            case .unread: "Unread"
            case .today: "Today"
            case .starred: "Starred"
            }
        if let feedTitle { name += " in \(ArticleText.line(feedTitle))" }
        if let tag { name += " tagged \(ArticleText.line(tag))" }
        if let match = query.match { name += " matching \(ArticleText.line(match.source))" }
        return name
    }

    private func measure() {
        let rows = rows ?? []
        ageWidth = max(3, rows.map { TerminalText.width(of: $0.age) }.max() ?? 0)
        feedWidth = min(20, rows.map { TerminalText.width(of: $0.feedTitle) }.max() ?? 0)
    }
}
