public import FoundationEssentials
public import LibraryModelLogic

/// Posted on the main actor when stored articles changed, e.g. after each feed of a refresh:
/// a typed message of `NotificationCenter` (FoundationEssentials), so the changed feeds need no
/// `userInfo` dictionary and no cast.
public struct LibraryArticlesChanged: NotificationCenter.MainActorMessage {
    public typealias Subject = ArticlesChangedBroadcast.Library
    /// The feeds whose articles changed.
    public let feeds: [FeedID]
}

/// The one place that posts the library's notifications, always on the main actor.
///
/// Notifications are for rare broadcasts only; everything else is a return value or a closure.
@MainActor
public enum ArticlesChangedBroadcast {
    /// The subject every message is about: the library of this process.
    public final class Library: Sendable {
        fileprivate init() {}
    }

    /// The one subject messages are posted for and observed on.
    nonisolated public static let library = Library()

    /// Announces that the articles of `feeds` changed.
    public static func articlesChanged(feeds: [FeedID], center: NotificationCenter = .default) {
        center.post(LibraryArticlesChanged(feeds: feeds), subject: library)
    }

    /// Calls `handler` on the main actor with the changed feeds each time articles change, until
    /// the returned observation is cancelled or released.
    public static func observeArticlesChanged(
        center: NotificationCenter = .default, _ handler: @escaping @MainActor ([FeedID]) -> Void
    ) -> ArticlesChangedObservation {
        let token = center.addObserver(of: library, for: LibraryArticlesChanged.self) { message in
            handler(message.feeds)
        }
        return ArticlesChangedObservation(center: center, token: token)
    }
}

/// An observation of the library's notifications; it ends when cancelled or released.
@MainActor
public final class ArticlesChangedObservation {
    private let center: NotificationCenter
    private var token: NotificationCenter.ObservationToken?

    init(center: NotificationCenter, token: NotificationCenter.ObservationToken) {
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
