import FoundationEssentials
import LibraryModelLogic
import QueryFeedUI
import RefreshLogic

/// One entry of `feeds --json`, in the order the text lists them: the query feeds first, then
/// the feeds (`kind` tells them apart).
enum FeedListEntryJSON: Encodable {
    case query(QueryFeedJSON)
    case feed(FeedJSON)

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .query(let query): try query.encode(to: encoder)
        case .feed(let feed): try feed.encode(to: encoder)
        }
    }
}

/// A feed in `--json` output. Absent values are left out.
struct FeedJSON: Encodable {
    let kind = "feed"
    let id: Int64
    let title: String
    let url: String
    let site: String?
    let tags: [String]
    let unread: Int
    let total: Int
    let lastRefresh: Date?
    let lastAttempt: Date?
    let error: String?
    let failures: Int?
    let failureClass: String?
    /// true for a hidden feed (listed with `--all`), absent otherwise.
    let hidden: Bool?
    /// true for a feed that keeps its new articles' full texts, absent otherwise.
    let fullText: Bool?

    init(feed: Feed, status: FeedRefreshStatus?) {
        id = feed.id.rawValue
        title = feed.displayTitle
        url = feed.address
        site = feed.homeURL?.absoluteString
        tags = feed.tags
        unread = feed.unreadCount
        total = feed.totalCount
        lastRefresh = status?.lastSuccess
        lastAttempt = status?.lastAttempt
        error = status?.isFailing == true ? status?.lastError : nil
        failures = status?.isFailing == true ? status?.consecutiveFailures : nil
        failureClass = status?.isFailing == true ? status?.failureClass?.rawValue : nil
        hidden = feed.isHidden ? true : nil
        fullText = feed.keepsFullText ? true : nil
    }
}
