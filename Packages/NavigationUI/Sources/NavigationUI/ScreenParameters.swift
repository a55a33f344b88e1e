public import FilterLogic
public import FoundationEssentials
public import LibraryModelLogic
public import SyncService

// The typed parameters of the screens in `Routes`. Each route's fields read and write them; a
// controller receives them as they are declared here.

/// One feed (`tidings://feeds/{id}`).
public struct FeedParameters: RouteParameters, Equatable {
    public var id: FeedID

    public init(id: FeedID) { self.id = id }
    public init() { id = FeedID(0) }
}

/// One article (`tidings://articles/{id}`, `tidings://share/{id}`).
public struct ArticleParameters: RouteParameters, Equatable {
    public var id: ArticleID
    /// Which of its texts to show (`tidings://articles/{id}?text=full`).
    public var text: ArticleTextRequest

    public init(id: ArticleID, text: ArticleTextRequest = .stored) {
        self.id = id
        self.text = text
    }
    public init() {
        id = ArticleID(0)
        text = .stored
    }
}

/// Which of an article's texts `read` shows.
public enum ArticleTextRequest: String, CaseIterable, Sendable {
    /// The full text when one is kept, else the feed's.
    case stored
    /// The full text, fetched from the article's page now and kept.
    case full
    /// The feed's own text, even when a full text is kept.
    case feedText = "feed-text"
}

/// Which feeds an action covers: everywhere, one feed (an id, URL or title, for the subscription
/// logic to resolve), or the feeds with one tag.
public struct ScopeParameters: RouteParameters, Equatable {
    public var feed: String?
    public var tag: String?

    public init(feed: String? = nil, tag: String? = nil) {
        self.feed = feed
        self.tag = tag
    }

    public init() {}

    public var conflict: String? { feed != nil && tag != nil ? "give feed= or tag=, not both" : nil }
}

/// A timeline: a filter, narrowed to a feed or a tag, and how long a one-shot listing is.
public struct TimelineParameters: RouteParameters, Equatable {
    public var filter: ArticleFilter
    /// The feed's id, URL or title.
    public var feed: String?
    public var tag: String?
    /// Only the articles this filter expression matches, or nil for all of them.
    public var match: FilterExpression?
    /// Only what the query feed of this name matches; it names the timeline.
    public var query: String?
    /// How many articles a one-shot listing shows at most; nil means one page.
    public var limit: Int?

    public init(
        filter: ArticleFilter = .all, feed: String? = nil, tag: String? = nil, match: FilterExpression? = nil,
        query: String? = nil, limit: Int? = nil
    ) {
        self.filter = filter
        self.feed = feed
        self.tag = tag
        self.match = match
        self.query = query
        self.limit = limit
    }

    public init() { self.init(filter: .all) }
}

/// A full-text search.
public struct SearchParameters: RouteParameters, Equatable {
    public var query: String
    public var limit: Int?

    public init(query: String, limit: Int? = nil) {
        self.query = query
        self.limit = limit
    }

    public init() { self.init(query: "") }
}

/// A change to articles' state.
public enum ArticleStateChange: String, CaseIterable, Sendable {
    case read, unread, star, unstar
}

/// Articles and what to do with them.
public struct MarkParameters: RouteParameters, Equatable {
    public var ids: [ArticleID]
    public var state: ArticleStateChange

    public init(ids: [ArticleID], state: ArticleStateChange) {
        self.ids = ids
        self.state = state
    }

    public init() { self.init(ids: [], state: .read) }
}

/// Marking many articles read: a scope, and optionally only those older than a time.
public struct MarkAllReadParameters: RouteParameters, Equatable {
    public var feed: String?
    public var tag: String?
    public var before: Date?

    public init(feed: String? = nil, tag: String? = nil, before: Date? = nil) {
        self.feed = feed
        self.tag = tag
        self.before = before
    }

    public init() {}

    public var conflict: String? { ScopeParameters(feed: feed, tag: tag).conflict }
}

/// A feed to follow, with the tags it gets.
public struct SubscribeParameters: RouteParameters, Equatable {
    public var url: URL
    public var tags: [String]
    /// What the new feed's articles keep (`tidings://subscribe?url=…&text=full-text`).
    public var text: FeedTextKept

    public init(url: URL, tags: [String] = [], text: FeedTextKept = .feed) {
        self.url = url
        self.tags = tags
        self.text = text
    }

    public init() { self.init(url: URL(fileURLWithPath: "/")) }
}

/// What a feed's articles keep: the text the feed carries, or also the full text of each new
/// article, fetched from its page at refresh.
public enum FeedTextKept: String, CaseIterable, Sendable {
    case feed
    case fullText = "full-text"
}

/// A feed whose articles are to keep full texts, or only the feed's text again
/// (`tidings://feeds/full-text?feed=…&text=feed`).
public struct FeedTextParameters: RouteParameters, Equatable {
    public var feed: String
    public var text: FeedTextKept

    public init(feed: String, text: FeedTextKept) {
        self.feed = feed
        self.text = text
    }
    public init() { self.init(feed: "", text: .fullText) }
}

/// A feed named by its id, URL or title.
public struct FeedReferenceParameters: RouteParameters, Equatable {
    public var feed: String

    public init(feed: String) { self.feed = feed }
    public init() { feed = "" }
}

/// Which feeds the feed list shows.
public enum FeedListShow: String, CaseIterable, Sendable {
    /// The feeds that are not hidden.
    case visible
    /// Hidden feeds too, marked as such.
    case all
}

/// The feed list (`tidings://feeds`).
public struct FeedListParameters: RouteParameters, Equatable {
    public var show: FeedListShow

    public init(show: FeedListShow = .visible) { self.show = show }
    public init() { self.init(show: .visible) }
}

/// An import from newsboat: where its files are, the flag letter taken as starred, and whether
/// it only reports what it would do.
public struct NewsboatImportParameters: RouteParameters, Equatable {
    /// The folder that holds `urls`, `config` and `cache.db`; nil for where newsboat keeps them.
    public var from: String?
    /// One letter; nil for `s`.
    public var starFlag: String?
    public var mode: ImportMode

    public init(from: String? = nil, starFlag: String? = nil, mode: ImportMode = .apply) {
        self.from = from
        self.starFlag = starFlag
        self.mode = mode
    }

    public init() { self.init(from: nil) }
}

/// Whether an import changes the library or only reports what it would do.
public enum ImportMode: String, CaseIterable, Sendable {
    case apply
    case dryRun = "dry-run"
}

/// A file named by its absolute path.
public struct FileParameters: RouteParameters, Equatable {
    public var file: String

    public init(file: String) { self.file = file }
    public init() { file = "" }
}

/// A feed's address or a feed file's URL.
public struct AddressParameters: RouteParameters, Equatable {
    public var url: URL

    public init(url: URL) { self.url = url }
    public init() { url = URL(fileURLWithPath: "/") }
}

/// A feed to inspect, and how to print it.
public struct InspectParameters: RouteParameters, Equatable {
    public var url: URL
    public var output: InspectOutput

    public init(url: URL, output: InspectOutput = .report) {
        self.url = url
        self.output = output
    }

    public init() { self.init(url: URL(fileURLWithPath: "/")) }
}

/// What `tidings://inspect` prints.
public enum InspectOutput: String, CaseIterable, Equatable, Sendable {
    /// The feed and its items as a report (or, with `--json`, as one JSON object).
    case report
    /// A line an item as the feed is read, tab-separated in sfeed(5)'s format.
    case tsv
}

/// A web page whose article `tidings://extract` finds: an http(s) address, or a saved file with
/// the address it came from.
public struct ExtractParameters: RouteParameters, Equatable {
    /// The page: an http or https URL, or a file URL.
    public var url: URL
    /// Where a saved page came from; its relative links resolve against it (nil: the file's URL).
    public var address: URL?

    public init(url: URL, address: URL? = nil) {
        self.url = url
        self.address = address
    }
    public init() { url = URL(fileURLWithPath: "/") }
}

/// Where `tidings://share/{id}?to=` sends an article.
public enum ShareDestination: String, CaseIterable, Equatable, Sendable {
    /// The title and link, on the clipboard.
    case clipboard
    /// The article's link, opened in the browser.
    case browser
    /// A new mail with the title as subject and the link and text as body.
    case email
    /// A Markdown file in the configured folder.
    case file
}

/// An article and where to share it.
public struct ShareParameters: RouteParameters, Equatable {
    public var id: ArticleID
    public var to: ShareDestination

    public init(id: ArticleID, to: ShareDestination) {
        self.id = id
        self.to = to
    }

    public init() { self.init(id: ArticleID(0), to: .clipboard) }
}

/// What the download queue does as it opens.
public enum DownloadsAction: String, CaseIterable, Sendable {
    case list
    case run
    case clearDone = "clear-done"
}

/// The download queue, and what it does as it opens.
public struct DownloadsParameters: RouteParameters, Equatable {
    public var action: DownloadsAction

    public init(action: DownloadsAction = .list) { self.action = action }
    public init() { self.init(action: .list) }
}

/// Articles whose enclosures to queue.
public struct ArticleListParameters: RouteParameters, Equatable {
    public var ids: [ArticleID]

    public init(ids: [ArticleID]) { self.ids = ids }
    public init() { ids = [] }
}

/// A shell with a completion script.
public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

/// The shell whose completion script to print.
public struct CompletionParameters: RouteParameters, Equatable {
    public var shell: Shell

    public init(shell: Shell) { self.shell = shell }
    public init() { shell = .bash }
}

/// Where `account add` reads the password from; the password itself is never in a URL.
public enum PasswordSource: Equatable, Sendable {
    /// Standard input's first line.
    case standardInput
    /// The first line of a file only its owner may read.
    case file(String)
    /// The first line a command prints, run at `account add` and at each sync.
    case command(String)
}

/// An account to add: the server, the user, where the password comes from, and its name.
public struct AccountAddParameters: RouteParameters, Equatable {
    public var kind: SyncServerKind
    public var url: URL
    public var user: String
    /// `stdin`, for standard input; otherwise nil and `passwordFile` is set.
    public var passwordFrom: String?
    public var passwordFile: String?
    public var passwordCommand: String?
    public var name: String?

    public init(
        kind: SyncServerKind, url: URL, user: String, password: PasswordSource, name: String? = nil
    ) {
        self.kind = kind
        self.url = url
        self.user = user
        self.name = name
        switch password {
        case .standardInput: passwordFrom = "stdin"
        case .file(let path): passwordFile = path
        case .command(let command): passwordCommand = command
        }
    }

    public init() {
        self.init(kind: .ttrss, url: URL(fileURLWithPath: "/"), user: "", password: .standardInput)
    }

    /// Where the password comes from.
    public var password: PasswordSource {
        passwordCommand.map(PasswordSource.command) ?? passwordFile.map(PasswordSource.file) ?? .standardInput
    }

    public var conflict: String? {
        [passwordFile, passwordFrom, passwordCommand].compactMap(\.self).count > 1
            ? "give one of password-from=stdin, password-file= and password-command=" : nil
    }
}

/// An account's feed and the server folder to move it into.
public struct AccountMoveParameters: RouteParameters, Equatable {
    public var feed: String
    public var folder: String

    public init(feed: String, folder: String) {
        self.feed = feed
        self.folder = folder
    }

    public init() { self.init(feed: "", folder: "") }
}

/// An account named by its name.
public struct AccountParameters: RouteParameters, Equatable {
    public var name: String

    public init(name: String) { self.name = name }
    public init() { self.init(name: "") }
}

/// What to sync: one account, or every account when nil.
public struct SyncParameters: RouteParameters, Equatable {
    public var account: String?

    public init(account: String? = nil) { self.account = account }
    public init() { self.init(account: nil) }
}

/// A feed to follow through an account, in a category of the server's.
public struct AccountSubscribeParameters: RouteParameters, Equatable {
    public var account: String
    public var url: URL
    public var category: String?

    public init(account: String, url: URL, category: String? = nil) {
        self.account = account
        self.url = url
        self.category = category
    }

    public init() { self.init(account: "", url: URL(fileURLWithPath: "/")) }
}

/// A query feed, by name.
public struct QueryFeedParameters: RouteParameters, Equatable {
    public var name: String

    public init(name: String) {
        self.name = name
    }

    public init() { self.init(name: "") }
}

/// A new query feed: its name, its filter and its tags.
public struct AddQueryFeedParameters: RouteParameters, Equatable {
    public var name: String
    /// The filter; nil only when a URL left it out, which the screen refuses.
    public var match: FilterExpression?
    public var tags: [String]

    public init(name: String, match: FilterExpression?, tags: [String] = []) {
        self.name = name
        self.match = match
        self.tags = tags
    }

    public init() { self.init(name: "", match: nil) }
}

/// What an ignore rule does with the articles it matches.
public enum IgnoreMode: String, CaseIterable, Sendable {
    /// They are not stored.
    case drop
    /// They are stored, but out of every list and count.
    case hide
}

/// An ignore rule to add or test: its filter, the feed it is limited to, and what it does.
public struct IgnoreRuleParameters: RouteParameters, Equatable {
    /// The filter; nil only when a URL left it out, which the screen refuses.
    public var match: FilterExpression?
    /// The feed's id, URL or title; nil for every feed.
    public var feed: String?
    public var mode: IgnoreMode

    public init(match: FilterExpression?, feed: String? = nil, mode: IgnoreMode = .drop) {
        self.match = match
        self.feed = feed
        self.mode = mode
    }

    public init() { self.init(match: nil) }
}

/// An ignore rule, by its number.
public struct IgnoreRuleNumberParameters: RouteParameters, Equatable {
    /// The number; nil only when a URL left it out, which the screen refuses.
    public var number: Int?

    public init(number: Int?) {
        self.number = number
    }

    public init() { self.init(number: nil) }
}

/// One of a feed's own settings to set, or with no value to unset
/// (`tidings://feeds/set?feed=3&key=paused&value=true`).
public struct FeedSettingParameters: RouteParameters, Equatable {
    public var feed: String
    /// The setting's key, as `FeedSettings` declares it.
    public var key: String
    /// The value to set; nil unsets.
    public var value: String?

    public init(feed: String, key: String, value: String?) {
        self.feed = feed
        self.key = key
        self.value = value
    }
    public init() { self.init(feed: "", key: "", value: nil) }
}
