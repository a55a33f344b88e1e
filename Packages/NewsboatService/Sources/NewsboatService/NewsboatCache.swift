public import DatabaseService
public import FoundationEssentials
import UnicodeTextService

#if canImport(Glibc)
    import Glibc
#endif

/// newsboat's cache (`cache.db`), read where it lies and never changed: its feeds and their
/// articles, with read state and flags. It is checked once on its own connection (`check`), then
/// read through a unit of work that attaches it (`AttachedDatabase`), so that what is read goes
/// into the library in the same transaction.
public enum NewsboatCache {
    /// The schema name the cache is attached under.
    public static let schemaName = "newsboat"

    /// The columns every newsboat cache since 2.0 has, which the import reads.
    static let requiredColumns: [String: [String]] = [
        "rss_feed": ["rssurl", "url", "title"],
        "rss_item": [
            "guid", "title", "author", "url", "feedurl", "pubDate", "content", "unread", "enclosure_url",
            "enclosure_type", "flags", "deleted",
        ],
    ]

    /// What a check found.
    public struct Summary: Equatable, Sendable {
        public var feeds: Int
        public var articles: Int
        /// Whether the cache records each article's content type (`content_mime_type`, newsboat
        /// 2.22 and later); without it every body is HTML.
        public var hasContentTypes: Bool

        public init(feeds: Int, articles: Int, hasContentTypes: Bool) {
            self.feeds = feeds
            self.articles = articles
            self.hasContentTypes = hasContentTypes
        }
    }

    /// Opens `file` read-only and checks that it is newsboat's cache and that newsboat is not
    /// using it now (`file.lock` naming a live process).
    public static func check(_ file: URL) async throws(NewsboatFileError) -> Summary {
        try refuseIfRunning(file)
        let database: Database
        do {
            database = try Database.open(at: file, options: DatabaseOptions(readerCount: 0, readOnly: true))
        } catch {
            throw .unreadableCache(file: file, cause: error)
        }
        let read: Result<Summary, NewsboatFileError>
        do {
            read = try await database.read { connection in
                for (table, columns) in requiredColumns.sorted(by: { $0.key < $1.key }) {
                    let present = Set(
                        try connection.query("SELECT name FROM pragma_table_info(?)", [table]) {
                            row throws(DatabaseError) in try row.string(0)
                        })
                    guard !present.isEmpty else {
                        return .failure(.notNewsboatCache(file: file, missing: "\(table) table"))
                    }
                    if let missing = columns.first(where: { !present.contains($0) }) {
                        return .failure(.notNewsboatCache(file: file, missing: "\(table).\(missing) column"))
                    }
                }
                let hasTypes = try connection.scalar(
                    "SELECT count(*) FROM pragma_table_info('rss_item') WHERE name = 'content_mime_type'")
                let feeds = try connection.scalar("SELECT count(*) FROM rss_feed")
                let articles = try connection.scalar("SELECT count(*) FROM rss_item")
                return .success(
                    Summary(
                        feeds: Int(feeds.int64Value ?? 0), articles: Int(articles.int64Value ?? 0),
                        hasContentTypes: (hasTypes.int64Value ?? 0) > 0))
            }
        } catch {
            throw .unreadableCache(file: file, cause: .caused(by: error))
        }
        return try read.get()
    }

    /// Every feed in the attached cache, by address.
    public static func feeds(in work: UnitOfWork) throws(DatabaseError) -> [String: NewsboatFeedRecord] {
        let rows = try work.connection.query("SELECT rssurl, url, title FROM \(schemaName).rss_feed") {
            row throws(DatabaseError) in
            NewsboatFeedRecord(
                address: try row.string(0), siteLink: try row.optionalString(1) ?? "",
                title: try row.optionalString(2) ?? "")
        }
        return Dictionary(rows.map { ($0.address, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The articles of the feed at `address` in the attached cache, oldest first.
    public static func articles(ofFeed address: String, hasContentTypes: Bool, in work: UnitOfWork)
        throws(DatabaseError) -> [NewsboatArticleRecord]
    {
        let contentType = hasContentTypes ? "content_mime_type" : "NULL"
        return try work.connection.query(
            """
            SELECT guid, title, author, url, pubDate, content, unread, enclosure_url, enclosure_type, flags,
                deleted, \(contentType)
            FROM \(schemaName).rss_item WHERE feedurl = ? ORDER BY pubDate, id
            """, [address]
        ) { row throws(DatabaseError) in
            NewsboatArticleRecord(
                guid: try row.optionalString(0) ?? "", title: try row.optionalString(1) ?? "",
                author: try row.optionalString(2) ?? "", link: try row.optionalString(3) ?? "",
                published: Date(timeIntervalSince1970: Double(try row.optionalInt64(4) ?? 0)),
                content: try row.optionalString(5) ?? "", isUnread: (try row.optionalInt64(6) ?? 1) != 0,
                enclosureURL: try row.optionalString(7) ?? "", enclosureType: try row.optionalString(8) ?? "",
                flags: try row.optionalString(9) ?? "", isDeleted: (try row.optionalInt64(10) ?? 0) != 0,
                contentType: try row.optionalString(11))
        }
    }

    /// Refuses a cache newsboat holds now: newsboat writes its process id into `cache.db.lock`
    /// and removes the file when it quits; a lock whose process is gone is stale and ignored.
    static func refuseIfRunning(_ file: URL) throws(NewsboatFileError) {
        let lock = file.appendingPathExtension("lock")
        guard let text = try? String(contentsOf: lock, encoding: .utf8),
            let processID = Int32(WhiteSpace.trimmed(text)), processID > 0,
            kill(processID, 0) == 0 || errno == EPERM
        else { return }
        throw .newsboatRunning(lockFile: lock, processID: processID)
    }
}

/// A feed as newsboat's cache records it.
public struct NewsboatFeedRecord: Equatable, Sendable {
    /// The address it is fetched from (`rssurl`).
    public var address: String
    /// The site it belongs to (`url`), or "".
    public var siteLink: String
    /// The title the feed gives itself, or "".
    public var title: String

    public init(address: String, siteLink: String, title: String) {
        self.address = address
        self.siteLink = siteLink
        self.title = title
    }
}

/// An article as newsboat's cache records it.
public struct NewsboatArticleRecord: Equatable, Sendable {
    /// newsboat's identity for it: the feed's guid, or one newsboat made (see the import).
    public var guid: String
    public var title: String
    public var author: String
    public var link: String
    /// Its date as newsboat read it (newsboat stores the time it first saw an undated item).
    public var published: Date
    /// Its body as newsboat stored it.
    public var content: String
    public var isUnread: Bool
    public var enclosureURL: String
    public var enclosureType: String
    /// newsboat's flags, each a letter (`s`, `A`…).
    public var flags: String
    /// Deleted in newsboat (`d`, then `purge-deleted`), but not yet purged.
    public var isDeleted: Bool
    /// Its body's type (`text/html`, `text/plain`, `application/xhtml+xml`), when recorded.
    public var contentType: String?

    public init(
        guid: String, title: String, author: String = "", link: String = "", published: Date,
        content: String = "", isUnread: Bool = true, enclosureURL: String = "", enclosureType: String = "",
        flags: String = "", isDeleted: Bool = false, contentType: String? = nil
    ) {
        self.guid = guid
        self.title = title
        self.author = author
        self.link = link
        self.published = published
        self.content = content
        self.isUnread = isUnread
        self.enclosureURL = enclosureURL
        self.enclosureType = enclosureType
        self.flags = flags
        self.isDeleted = isDeleted
        self.contentType = contentType
    }
}
