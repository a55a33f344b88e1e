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
    /// The feed's own settings (`tidings feed set`), typed; absent when it has none.
    let settings: FeedSettingsJSON?

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
        settings = feed.settings.isEmpty ? nil : FeedSettingsJSON(feed.settings)
    }
}

/// A feed's own settings as a JSON object, each value typed as its declaration types it:
/// `{"paused": true, "refreshMinutes": 120, "userAgent": "…"}`.
struct FeedSettingsJSON: Encodable {
    let settings: FeedSettings

    init(_ settings: FeedSettings) { self.settings = settings }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (key, text) in settings.entries {
            let name = Key(stringValue: key)
            switch FeedSettings.declaration(key)?.kind {
            case .flag: try container.encode(text == "true", forKey: name)
            case .number: try container.encode(Int(text) ?? 0, forKey: name)
            case .text, nil: try container.encode(text, forKey: name)
            }
        }
    }
}
