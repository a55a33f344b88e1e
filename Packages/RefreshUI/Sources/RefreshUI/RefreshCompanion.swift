public import LibraryModelLogic
public import TerminalUI

/// What a refresh brings up to date beside the feeds Tidings fetches itself: the feeds of sync
/// accounts, which their servers fetch. The app hands one in (SyncUI's `AccountsRefresh`) only
/// when the library keeps accounts, so that a refresh of a library without any runs no sync code,
/// and this package knows nothing of sync.
public protocol RefreshCompanion: Sendable {
    /// The feeds it keeps, which the refresh leaves to it.
    func keptFeeds() async throws(ScreenFailure) -> Set<FeedID>

    /// Brings what it keeps among `feeds` (nil: everything, also what it keeps no feed of yet)
    /// up to date, reporting each step as it goes. It never throws: each part's failure is in
    /// its report, mapped to the documented exit status where its cause is known.
    func refresh(_ feeds: [FeedID]?, progress: @escaping @Sendable (CompanionStep) -> Void) async
        -> [CompanionReport]
}

/// A step of a companion's work, for the progress bar and the status line.
public struct CompanionStep: Equatable, Sendable {
    /// What is being brought up to date (an account's name).
    public var source: String
    /// Where it is, in words (`home: 600 new articles`).
    public var label: String
    /// Whether this source has finished.
    public var isDone: Bool

    public init(source: String, label: String, isDone: Bool) {
        self.source = source
        self.label = label
        self.isDone = isDone
    }
}

/// How one source of a companion fared.
public struct CompanionReport: Equatable, Sendable {
    public var source: String
    /// The feeds of the refresh's scope it keeps.
    public var feedsChecked: Int
    /// Those of them that got new articles or changed state.
    public var feedsUpdated: Int
    public var newArticles: Int
    /// Why it stopped, when it did, with the exit status of its cause.
    public var failure: ScreenFailure?

    public init(
        source: String, feedsChecked: Int, feedsUpdated: Int, newArticles: Int, failure: ScreenFailure?
    ) {
        self.source = source
        self.feedsChecked = feedsChecked
        self.feedsUpdated = feedsUpdated
        self.newArticles = newArticles
        self.failure = failure
    }
}
