public import FoundationEssentials

/// Our own sync protocol: what Tidings needs from a server that keeps a reader's library. Each
/// server API is one adapter behind it (`TinyTinyRSSServer`, `FeverServer`,
/// `GoogleReaderServer`); nothing else in
/// Tidings speaks a server's API.
///
/// Every call may log in first (and again when the server forgot the session); a refused login
/// is `SyncServerError.loginRefused` from whichever call made it.
public protocol SyncServer: Sendable {
    /// Which API this adapter speaks.
    var kind: SyncServerKind { get }

    /// Logs in, proving the address and the credentials.
    func logIn() async throws(SyncServerError)

    /// Every feed the account subscribes to, with its categories.
    func subscriptions() async throws(SyncServerError) -> [RemoteFeed]

    /// One page of the articles whose id is above `after` (every article when nil): the first
    /// page when `cursor` is nil, else the page it points at. A page may repeat an article of
    /// an earlier one when new articles arrive meanwhile; it never skips one.
    func articles(after: RemoteArticleID?, from cursor: RemotePageCursor?) async throws(SyncServerError)
        -> RemoteArticlePage

    /// How many unread and starred articles each feed has, when the API tells it in one cheap
    /// call (TT-RSS's `getCounters`); nil when it cannot (Fever). A sync compares these with its
    /// own counts to ask for the states of only the feeds that changed.
    func stateCounts() async throws(SyncServerError) -> [RemoteFeedID: RemoteFeedCounts]?

    /// The ids of every unread article of `feeds`, or of every feed when nil. An adapter whose
    /// API cannot ask per feed returns those of every feed.
    func unreadArticleIDs(in feeds: [RemoteFeedID]?) async throws(SyncServerError) -> Set<RemoteArticleID>

    /// The ids of every starred (saved) article of `feeds`, or of every feed when nil, as above.
    func starredArticleIDs(in feeds: [RemoteFeedID]?) async throws(SyncServerError) -> Set<RemoteArticleID>

    /// Which of `ids` the server still has: an article it purged is missing. A server may accept
    /// a change of an article it no longer has (TT-RSS does), and lists it in no state.
    func existingArticles(among ids: [RemoteArticleID]) async throws(SyncServerError) -> Set<RemoteArticleID>

    /// Applies one change to articles; returns once the server has acknowledged it.
    func apply(_ change: RemoteStateChange, to ids: [RemoteArticleID]) async throws(SyncServerError)

    /// Marks every article of `feed` up to `newest`, the newest the user saw, read in one call,
    /// where the API can (the Google Reader API's `mark-all-as-read`); false where it cannot,
    /// and the articles then go through `apply` instead.
    func markRead(feed: RemoteFeedID, through newest: RemoteArticleID) async throws(SyncServerError) -> Bool

    /// Subscribes the account to `url`, in `category` when given; returns the new feed's id
    /// when the server tells it. `.unsupported` where the API cannot.
    func subscribe(to url: URL, category: String?) async throws(SyncServerError) -> RemoteFeedID?

    /// Unsubscribes the account from a feed. `.unsupported` where the API cannot.
    func unsubscribe(from feed: RemoteFeedID) async throws(SyncServerError)

    /// Moves a feed into `folder`, out of `from` when it is in one. `.unsupported` where the API
    /// cannot.
    func move(_ feed: RemoteFeedID, to folder: String, from: String?) async throws(SyncServerError)
}

extension SyncServer {
    /// The APIs without a call for it: false, and the articles go one batch at a time.
    public func markRead(feed: RemoteFeedID, through newest: RemoteArticleID) async throws(SyncServerError)
        -> Bool
    {
        false
    }

    /// The APIs without a call for it (Tiny Tiny RSS's, Fever's).
    public func move(_ feed: RemoteFeedID, to folder: String, from: String?) async throws(SyncServerError) {
        throw .unsupported(operation: "move a feed to another folder", api: kind.displayName)
    }
}

/// The server APIs Tidings speaks: the one place a new kind is added (with its adapter in
/// ``SyncServers``). The command line's `account add KIND`, its help and completion, and every
/// message that names the kinds read this list.
public enum SyncServerKind: String, CaseIterable, Sendable {
    case ttrss
    case fever
    case greader

    /// The name people know the API by.
    public var displayName: String {
        switch self {
        case .ttrss: "Tiny Tiny RSS"
        case .fever: "Fever"
        case .greader: "Google Reader API"
        }
    }

    /// Which of the server's addresses an account is added with.
    public var addressHint: String {
        switch self {
        case .ttrss: "its web page"
        case .fever: "its API endpoint"
        case .greader: "its API's base (FreshRSS: …/api/greader.php)"
        }
    }

    /// Whether the API can subscribe and unsubscribe.
    public var managesSubscriptions: Bool { self != .fever }

    /// Which APIs can subscribe and which cannot, as help says it: "Tiny Tiny RSS, Google Reader
    /// API; Fever's API cannot".
    public static var subscriptionSupport: String {
        let able = allCases.filter(\.managesSubscriptions).map(\.displayName)
        let unable = allCases.filter { !$0.managesSubscriptions }.map { "\($0.displayName)'s API" }
        return able.joined(separator: ", ")
            + (unable.isEmpty ? "" : "; " + unable.joined(separator: ", ") + " cannot")
    }
}

/// Where a server is and who logs in: what an adapter is made from.
public struct SyncServerLogin: Sendable {
    /// The server's address as the user gave it (`https://example.com/tt-rss/`).
    public var url: URL
    public var user: String
    /// Never printed, logged or stored by this package.
    public var password: String

    public init(url: URL, user: String, password: String) {
        self.url = url
        self.user = user
        self.password = password
    }
}
