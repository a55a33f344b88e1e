import Foundation
import LibraryModelLogic
import RefreshLogic

/// A feed in `--json` output. Absent values are left out.
struct FeedJSON: Encodable {
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

    init(feed: Feed, status: FeedRefreshStatus?) {
        id = feed.id.rawValue
        title = feed.displayTitle
        url = feed.url.absoluteString
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
    }
}
