public import FoundationEssentials
public import LibraryModelLogic
public import Observation
public import QueryFeedLogic
public import RefreshLogic
import TerminalTextService

/// The feed list's display state. Built from the feeds, or from nil while they load (a
/// placeholder). Views observe it: changing it redraws them.
@Observable
@MainActor
public final class FeedListViewModel {
    /// The rows, or nil while loading.
    public private(set) var rows: [FeedRowViewModel]?
    /// Each sync account's state, in the heading.
    public private(set) var accounts: [AccountState] = []
    /// How many hidden feeds the list leaves out.
    public private(set) var hidden = 0

    public init(feeds: [Feed]? = nil, statuses: [FeedID: FeedRefreshStatus] = [:], now: Date = Date()) {
        update(feeds: feeds, statuses: statuses, now: now)
    }

    /// Shows the query feeds first, then the feeds; nil feeds is the loading placeholder.
    public func update(
        feeds: [Feed]?, statuses: [FeedID: FeedRefreshStatus], queryFeeds: [CountedQueryFeed] = [],
        accounts: [AccountState] = [], hidden: Int = 0, now: Date
    ) {
        self.hidden = hidden
        rows = feeds.map { feeds in
            queryFeeds.map(FeedRowViewModel.init)
                + feeds.map { FeedRowViewModel(feed: $0, status: statuses[$0.id], now: now) }
        }
        self.accounts = accounts
    }

    /// The heading: `Feeds · 12 · 34 unread · 1 failing · 2 hidden · home: offline, 2 changes
    /// waiting`, or
    /// `Feeds` while loading.
    public var heading: String {
        guard let rows else { return "Feeds" }
        let feeds = rows.filter { $0.feedID != nil }
        var parts = ["Feeds", "\(feeds.count)", "\(feeds.reduce(0) { $0 + $1.unread }) unread"]
        let failing = rows.filter { $0.error != nil }.count
        if failing > 0 { parts.append("\(failing) failing") }
        if hidden > 0 { parts.append("\(hidden) hidden") }
        parts += accounts.map { "\(TerminalText.sanitize($0.name, tabs: .expand(width: 1))): \($0.state)" }
        return parts.joined(separator: " · ")
    }

    /// What the list shows when it has no rows.
    public var emptyText: String {
        rows == nil ? "Loading feeds…" : "No feeds yet. Follow one with `tidings add URL`."
    }

    /// The query feeds' rows, which come first.
    public var queryRows: [FeedRowViewModel] {
        (rows ?? []).filter { $0.feedID == nil }
    }
}
