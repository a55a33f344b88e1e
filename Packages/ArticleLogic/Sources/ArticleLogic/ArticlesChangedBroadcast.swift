public import Foundation
public import LibraryModelLogic

extension Notification.Name {
    /// Posted on the main actor when stored articles changed, e.g. after each feed of a refresh.
    /// `userInfo["feeds"]` holds the `[FeedID]` whose articles changed.
    public static let libraryArticlesChanged = Notification.Name("TidingsLibraryArticlesChanged")
}

/// The one place that posts the library's notifications, always on the main actor.
///
/// Notifications are for rare broadcasts only; everything else is a return value or a closure.
@MainActor
public enum ArticlesChangedBroadcast {
    /// The key of the changed feeds in a notification's `userInfo`.
    nonisolated public static let feedsKey = "feeds"

    /// Announces that the articles of `feeds` changed.
    public static func articlesChanged(feeds: [FeedID], center: NotificationCenter = .default) {
        center.post(name: .libraryArticlesChanged, object: nil, userInfo: [feedsKey: feeds])
    }

    /// Calls `handler` on the main actor with the changed feeds each time articles change, until
    /// the returned observation is cancelled or released.
    public static func observeArticlesChanged(
        center: NotificationCenter = .default, _ handler: @escaping @MainActor ([FeedID]) -> Void
    ) -> ArticlesChangedObservation {
        let token = center.addObserver(forName: .libraryArticlesChanged, object: nil, queue: nil) {
            notification in
            let feeds = changedFeeds(in: notification)
            // Posted only through `articlesChanged`, which runs on the main actor, and delivered
            // synchronously on the posting thread (no queue): this is the main actor.
            MainActor.assumeIsolated { handler(feeds) }
        }
        return ArticlesChangedObservation(center: center, token: token)
    }

    /// The feeds a notification says changed.
    nonisolated public static func changedFeeds(in notification: Notification) -> [FeedID] {
        notification.userInfo?[feedsKey] as? [FeedID] ?? []
    }
}

/// An observation of the library's notifications; it ends when cancelled or released.
@MainActor
public final class ArticlesChangedObservation {
    private let center: NotificationCenter
    private var token: (any NSObjectProtocol)?

    init(center: NotificationCenter, token: any NSObjectProtocol) {
        self.center = center
        self.token = token
    }

    public func cancel() {
        if let token { center.removeObserver(token) }
        token = nil
    }

    isolated deinit {
        cancel()
    }
}
