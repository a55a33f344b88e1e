public import ArticleLogic
import FoundationEssentials
public import LibraryModelLogic

/// Where a refresh reads its feeds and remembered state and writes what it found. Everything
/// recorded for one changed or failing feed is atomic (several changed feeds may share one
/// transaction): a refresh interrupted at any moment keeps every feed it committed and none
/// half-stored. Unchanged feeds are recorded in
/// batches, since their state holds only validators and times; an interrupted refresh may lose
/// when those were last checked, never an article. `StoredRefreshRecording` is its one
/// implementation; tests use it over `Database.openInMemory`.
public protocol RefreshRecording: Sendable {
    /// The remembered state of every feed that has one.
    func states() async throws(RefreshError) -> [FeedID: RefreshState]

    /// Records feeds that did not change (304, or the same body): only their states, in one
    /// write. Feeds removed since the refresh started are left out.
    func recordUnchanged(_ states: [FeedID: RefreshState]) async throws(RefreshError)

    /// Records changed feeds, each atomically: merges its items, applies retention, updates its
    /// title and site, and saves its state. The group is tried as one transaction; when that
    /// fails, each feed is tried in one of its own, so that one feed's failure fails only that
    /// feed (a locked library fails them all at once). Returns each feed's outcome in order.
    func recordFetched(_ group: [FetchedFeed], retention: RetentionPolicy) async
        -> [Result<MergeOutcome, RefreshError>]

    /// Records a failure: only the state, so nothing already stored is touched.
    func recordFailure(_ feed: FeedID, state: RefreshState) async throws(RefreshError)
}
