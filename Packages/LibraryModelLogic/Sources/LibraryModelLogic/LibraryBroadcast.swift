public import Foundation

extension Notification.Name {
    /// Posted on the main actor when stored articles changed, e.g. after each feed of a refresh.
    /// `userInfo["feeds"]` holds the `[FeedID]` whose articles changed.
    public static let libraryArticlesChanged = Notification.Name("TidingsLibraryArticlesChanged")
}

/// The one place that posts the library's notifications, always on the main actor.
///
/// Notifications are for rare broadcasts only; everything else is a return value or a closure.
@MainActor
public enum LibraryBroadcast {
    /// The key of the changed feeds in a notification's `userInfo`.
    nonisolated public static let feedsKey = "feeds"

    /// Announces that the articles of `feeds` changed.
    public static func articlesChanged(feeds: [FeedID], center: NotificationCenter = .default) {
        center.post(name: .libraryArticlesChanged, object: nil, userInfo: [feedsKey: feeds])
    }

    /// The feeds a notification says changed.
    nonisolated public static func changedFeeds(in notification: Notification) -> [FeedID] {
        notification.userInfo?[feedsKey] as? [FeedID] ?? []
    }
}
