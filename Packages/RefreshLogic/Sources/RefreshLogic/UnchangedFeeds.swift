import LibraryModelLogic
import SubscriptionLogic

/// How one feed's refresh ended, as `FeedRefresher` gathers it: recorded already, or unchanged
/// with the state still to record.
enum FeedOutcome: Sendable {
    /// Fetched and recorded (or failed, or postponed): the result is final.
    case recorded(FeedRefreshResult)
    /// A 304 or the same body again: only this state is to be recorded, with other feeds'.
    case unchanged(RefreshState)
}

/// The unchanged feeds of a refresh whose states are not written yet. A refresh of many feeds
/// that mostly answer 304 writes their states a batch at a time: one transaction instead of one
/// per feed.
struct UnchangedFeeds {
    /// States written together at most; a batch is written when it reaches this size, and the
    /// rest when the refresh ends.
    static let batchSize = 64

    private var waiting: [FeedID: (feed: Feed, state: RefreshState)] = [:]

    /// Whether the batch should be written now.
    var isFull: Bool { waiting.count >= Self.batchSize }

    /// Adds a feed's state to the batch.
    mutating func add(_ feed: Feed, _ state: RefreshState) {
        waiting[feed.id] = (feed, state)
    }

    /// Returns the batch and empties it.
    mutating func take() -> [FeedID: (feed: Feed, state: RefreshState)] {
        defer { waiting = [:] }
        return waiting
    }
}
