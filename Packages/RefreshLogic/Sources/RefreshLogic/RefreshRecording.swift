public import ArticleLogic
public import FoundationEssentials
public import LibraryModelLogic

/// Where a refresh reads its feeds and remembered state and writes what it found. Everything
/// recorded for one feed is one atomic step: a refresh interrupted at any moment keeps every
/// feed it finished and none it did not. `StoredRefreshRecording` is its one implementation;
/// tests use it over `Database.openInMemory`.
public protocol RefreshRecording: Sendable {
    /// The remembered state of every feed that has one.
    func states() async throws(RefreshError) -> [FeedID: RefreshState]

    /// Records a feed that did not change (304, or the same body): only its state.
    func recordUnchanged(_ feed: FeedID, state: RefreshState) async throws(RefreshError)

    /// Records a changed feed atomically: merges its items, applies retention, updates its
    /// title and site, and saves its state.
    func recordFetched(_ fetched: FetchedFeed, retention: RetentionPolicy, now: Date)
        async throws(RefreshError)
        -> MergeOutcome

    /// Records a failure: only the state, so nothing already stored is touched.
    func recordFailure(_ feed: FeedID, state: RefreshState) async throws(RefreshError)
}
