public import Observation
public import QueryFeedLogic
import TerminalTextService

/// The query feed list's display state, built from the counted query feeds, or from nil while
/// they load (a placeholder). Observable, so the view redraws when it changes.
@Observable
@MainActor
public final class QueryFeedListViewModel {
    public private(set) var rows: [QueryFeedRowViewModel]?
    /// The cells the name column takes: the widest name, at most 24.
    public private(set) var nameWidth = 0

    public init(_ counted: [CountedQueryFeed]? = nil) {
        update(counted)
    }

    /// Shows `counted`, or the placeholder for nil.
    public func update(_ counted: [CountedQueryFeed]?) {
        rows = counted?.map(QueryFeedRowViewModel.init)
        nameWidth = min(24, rows?.map { TerminalText.width(of: $0.name) }.max() ?? 0)
    }

    /// The heading: `Query feeds · 2 · 5 unread`, or the name alone while loading.
    public var heading: String {
        guard let rows else { return "Query feeds" }
        return "Query feeds · \(rows.count) · \(rows.reduce(0) { $0 + $1.unread }) unread"
    }

    /// What an empty list says.
    public var emptyText: String {
        rows == nil
            ? "Loading query feeds…"
            : "No query feeds yet. Save a filter with `tidings query add NAME 'unread = \"yes\"'`."
    }
}
