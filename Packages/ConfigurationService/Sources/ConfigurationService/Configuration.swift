/// Every environment parameter of Tidings, typed. The values come from `Config/Tidings.plist`,
/// then the user's plist, then `TIDINGS_*` variables; nothing here has a default of its own.
public struct Configuration: Codable, Equatable, Sendable {
    /// How Tidings talks to servers.
    public struct Network: Codable, Equatable, Sendable {
        public var userAgent: String
        public var connectTimeoutSeconds: Double
        public var requestTimeoutSeconds: Double
        public var maxRedirects: Int
        public var maxResponseBytes: Int
        public var retryLimit: Int
        public var retryAfterMaxSeconds: Double
        public var concurrency: Int
        public var concurrencyPerHost: Int
    }

    /// How failing feeds are retried.
    public struct Refresh: Codable, Equatable, Sendable {
        public var backoffBaseMinutes: Double
        public var backoffMaxHours: Double
    }

    /// How accounts on sync servers are synced.
    public struct Sync: Codable, Equatable, Sendable {
        /// Hours between syncs that ask the server for the state of every article; the syncs in
        /// between ask only for the feeds whose unread or starred counts changed.
        public var fullStateCheckHours: Double
        /// Whether the interactive reader starts a sync of every account as it opens (in the
        /// background: it opens from the local library at once, whatever the servers do).
        public var syncOnReaderStart: Bool
        /// Pages of new articles asked for at once in a long pull from a server whose API pages
        /// by position (Tiny Tiny RSS); 1 asks for one page at a time.
        public var pagesAtOnce: Int
    }

    /// How long read articles are kept.
    public struct Retention: Codable, Equatable, Sendable {
        public var days: Int
        public var itemsPerFeed: Int
    }

    /// Limits on documents the parsers accept.
    public struct Parser: Codable, Equatable, Sendable {
        public var maxDocumentBytes: Int
        /// Enclosures, authors and categories kept per item; the rest are dropped with a warning.
        public var maxEntriesPerList: Int
        /// Characters kept of a feed's or an item's title; a longer one is cut with a warning.
        public var maxTitleCharacters: Int
    }

    /// Where the library lives.
    public struct Storage: Codable, Equatable, Sendable {
        public var directoryName: String
        public var databaseFileName: String
        /// The folder beside the database that keeps sync accounts' passwords (mode 700).
        public var accountsFolderName: String
        public var busyTimeoutMilliseconds: Int
        public var readerCount: Int
    }

    /// The outside programs used to share an article.
    public struct Share: Codable, Equatable, Sendable {
        public var clipboardCommands: [[String]]
        public var useBrowserVariable: Bool
        public var browserCommands: [[String]]
        public var markdownDirectory: String
        public var timeoutSeconds: Double
        public var launchWaitSeconds: Double
    }

    /// Enclosure downloads.
    public struct Downloads: Codable, Equatable, Sendable {
        public var directory: String
        public var concurrency: Int
        public var maxFileBytes: Int
        public var stallTimeoutSeconds: Double
        public var playerCommand: [String]
    }

    /// Screen and listing behaviour.
    public struct Interface: Codable, Equatable, Sendable {
        public var pageSize: Int
    }

    public var network: Network
    public var refresh: Refresh
    public var sync: Sync
    public var retention: Retention
    public var parser: Parser
    public var storage: Storage
    public var share: Share
    public var downloads: Downloads
    public var interface: Interface

}
