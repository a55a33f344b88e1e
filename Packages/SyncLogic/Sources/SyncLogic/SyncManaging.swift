public import FoundationEssentials
public import LibraryModelLogic
public import SyncService

/// What the sync screens and commands ask of the logic layer: accounts on sync servers, and
/// syncing them. `StoredSync` is its one implementation, on the library's database;
/// `StoredSync.inMemory(…)` is its default for tests, the same code.
public protocol SyncManaging: Sendable {
    /// Every account, by name, with its waiting changes and its last sync.
    func accounts() async throws(SyncError) -> [Account]

    /// Logs in to the server with the credentials and, when that works, keeps the account (a
    /// password in its own file, or the password command, run again at each sync). `name`
    /// defaults to the server's host. Nothing is kept when the login fails.
    func addAccount(_ kind: SyncServerKind, url: URL, user: String, secret: AccountSecret, name: String?)
        async throws(SyncError) -> Account

    /// Removes an account and its feeds; their starred articles stay, without a feed.
    func removeAccount(_ name: String) async throws(SyncError) -> AccountRemoval

    /// Syncs the named account, or every account when nil: pushes local changes, then pulls.
    /// One account's failure does not stop the others; each outcome says how its sync ended.
    func sync(_ name: String?, progress: @escaping @Sendable (SyncProgress) -> Void) async throws(SyncError)
        -> [AccountSyncOutcome]

    /// The local feeds that accounts keep, with the account's name. The server fetches these;
    /// a refresh never does.
    func accountFeeds() async throws(SyncError) -> [FeedID: String]

    /// Subscribes the account to `url` on the server and pulls the account, so that the feed
    /// is here at once. `.server(.unsupported)` where the API cannot (Fever).
    func subscribe(_ url: URL, account: String, category: String?) async throws(SyncError)
        -> AccountSyncOutcome

    /// Unsubscribes the account that keeps `feed` from it on the server, then removes it here.
    /// Returns the account's name; nil when no account keeps the feed.
    func unsubscribe(_ feed: FeedID) async throws(SyncError) -> String?

    /// Moves `feed` into the server folder `folder` (out of the one it is in), then pulls its
    /// account, so that its tags follow. Returns the account's outcome; nil when no account keeps
    /// the feed. `.server(.unsupported)` where the API cannot (Tiny Tiny RSS, Fever).
    func move(_ feed: FeedID, toFolder folder: String) async throws(SyncError) -> AccountSyncOutcome?
}

extension SyncManaging {
    /// Whether the library keeps any account. When the accounts cannot be read this throws:
    /// taking it for "none" would let a refresh fetch the accounts' feeds itself.
    public var hasAccounts: Bool {
        get async throws(SyncError) { try await !accounts().isEmpty }
    }
}
