import FoundationEssentials
public import LibraryModelLogic

/// Which arrivals are told, and when: feeds and tags left out (`notifications.mutedFeeds`,
/// `notifications.mutedTags`, and a feed's own `notify false`), hidden feeds never, and nothing
/// during the quiet hours.
public struct NotificationRules: Equatable, Sendable {
    /// Feeds left out, each by its address (`https://…`, `exec:…`) or its title (any case).
    public var mutedFeeds: [String]
    /// Tags whose feeds are left out.
    public var mutedTags: Set<String>
    public var quietHours: QuietHours?
    /// Newest titles given per feed.
    public var titlesPerFeed: Int

    public init(
        mutedFeeds: [String] = [], mutedTags: Set<String> = [], quietHours: QuietHours? = nil,
        titlesPerFeed: Int = 3
    ) {
        self.mutedFeeds = mutedFeeds
        self.mutedTags = mutedTags
        self.quietHours = quietHours
        self.titlesPerFeed = titlesPerFeed
    }

    /// Whether what arrives in `feed` is told.
    public func tells(_ feed: Feed) -> Bool {
        guard !feed.isHidden, feed.settings[FeedSettings.notify] ?? true,
            mutedTags.isDisjoint(with: feed.tags)
        else { return false }
        let title = feed.displayTitle.lowercased()
        return !mutedFeeds.contains { muted in
            muted == feed.address || muted == feed.url.absoluteString || muted.lowercased() == title
        }
    }
}
