import DatabaseService
import FoundationEssentials
import LibraryModelLogic

/// The only code that reads and writes the download queue's table (see `DownloadsSchema`).
struct DownloadsStore: Sendable {

    static let columns = DownloadColumn.selectList()

    /// Every entry, in queue order.
    func entries(on connection: DatabaseConnection) throws(DatabaseError) -> [DownloadEntry] {
        try connection.query("SELECT \(Self.columns) FROM downloads ORDER BY id") {
            row throws(DatabaseError) in
            try Self.entry(from: row, path: connection.path)
        }
    }

    /// The entries of the articles `ids`, in queue order.
    func entries(of articles: [ArticleID], on connection: DatabaseConnection) throws(DatabaseError)
        -> [DownloadEntry]
    {
        let marks = Array(repeating: "?", count: articles.count).joined(separator: ", ")
        return try connection.query(
            "SELECT \(Self.columns) FROM downloads WHERE article_id IN (\(marks)) ORDER BY id",
            articles.map(\.rawValue)
        ) { row throws(DatabaseError) in try Self.entry(from: row, path: connection.path) }
    }

    /// The entry of `url`, if it is queued.
    func entry(url: URL, on connection: DatabaseConnection) throws(DatabaseError) -> DownloadEntry? {
        try connection.queryFirst("SELECT \(Self.columns) FROM downloads WHERE url = ?", [url.absoluteString])
        {
            row throws(DatabaseError) in try Self.entry(from: row, path: connection.path)
        }
    }

    /// Every file name in use.
    func fileNames(on connection: DatabaseConnection) throws(DatabaseError) -> Set<String> {
        Set(
            try connection.query("SELECT file_name FROM downloads") { row throws(DatabaseError) in
                try row.string(0)
            })
    }

    /// Adds an enclosure to the queue and returns its entry.
    func insert(
        article: Article, enclosure: Enclosure, fileName: String, at date: Date,
        on connection: DatabaseConnection
    ) throws(DatabaseError) -> DownloadEntry {
        try connection.execute(
            """
            INSERT INTO downloads (article_id, article_title, feed_title, url, mime_type, file_name, total_bytes,
                queued_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                article.id.rawValue, article.displayTitle, article.feedTitle, enclosure.url.absoluteString,
                enclosure.mimeType, fileName, enclosure.length.flatMap { $0 > 0 ? $0 : nil }, date,
            ])
        return DownloadEntry(
            id: DownloadID(connection.lastInsertRowID), articleID: article.id,
            articleTitle: article.displayTitle,
            feedTitle: article.feedTitle, url: enclosure.url, mimeType: enclosure.mimeType,
            fileName: fileName,
            totalBytes: enclosure.length.flatMap { $0 > 0 ? $0 : nil }, queuedAt: date)
    }

    /// Puts `downloading` entries back to `queued`; returns how many.
    func requeueInterrupted(on connection: DatabaseConnection) throws(DatabaseError) -> Int {
        try connection.execute("UPDATE downloads SET state = 'queued' WHERE state = 'downloading'")
        return connection.changes
    }

    /// Starts an attempt; returns whether the entry exists.
    @discardableResult
    func start(_ id: DownloadID, resumedFrom: Int64, at date: Date, on connection: DatabaseConnection)
        throws(DatabaseError) -> Bool
    {
        try connection.execute(
            """
            UPDATE downloads SET state = 'downloading', started_at = ?, resumed_from = ?, bytes_received = ?,
                failure = NULL, attempts = attempts + 1
            WHERE id = ?
            """, [date, resumedFrom, resumedFrom, id.rawValue])
        return connection.changes > 0
    }

    /// Records progress; returns whether the entry exists.
    @discardableResult
    func progress(_ id: DownloadID, received: Int64, total: Int64?, on connection: DatabaseConnection)
        throws(DatabaseError) -> Bool
    {
        try connection.execute(
            "UPDATE downloads SET bytes_received = ?, total_bytes = COALESCE(?, total_bytes) WHERE id = ?",
            [received, total, id.rawValue])
        return connection.changes > 0
    }

    /// Records a finished download; returns whether the entry exists.
    @discardableResult
    func finish(
        _ id: DownloadID, file: URL, bytes: Int64, at date: Date, on connection: DatabaseConnection
    )
        throws(DatabaseError) -> Bool
    {
        try connection.execute(
            """
            UPDATE downloads SET state = 'done', file_path = ?, bytes_received = ?, total_bytes = ?, finished_at = ?,
                failure = NULL
            WHERE id = ?
            """, [file.path, bytes, bytes, date, id.rawValue])
        return connection.changes > 0
    }

    /// Records a failed attempt; returns whether the entry exists.
    @discardableResult
    func fail(
        _ id: DownloadID, reason: String, received: Int64, at date: Date, on connection: DatabaseConnection
    ) throws(DatabaseError) -> Bool {
        try connection.execute(
            "UPDATE downloads SET state = 'failed', failure = ?, bytes_received = ?, finished_at = ? WHERE id = ?",
            [reason, received, date, id.rawValue])
        return connection.changes > 0
    }

    /// Deletes an entry; returns whether there was one.
    func delete(_ id: DownloadID, on connection: DatabaseConnection) throws(DatabaseError) -> Bool {
        try connection.execute("DELETE FROM downloads WHERE id = ?", [id.rawValue])
        return connection.changes > 0
    }

    /// Deletes the finished entries; returns how many.
    func deleteFinished(on connection: DatabaseConnection) throws(DatabaseError) -> Int {
        try connection.execute("DELETE FROM downloads WHERE state = 'done'")
        return connection.changes
    }

    /// SQLite's code for a damaged database, for rows this store cannot read.
    private static let corruptCode: Int32 = 11

    private static func entry(from row: DatabaseRow, path: String) throws(DatabaseError) -> DownloadEntry {
        let address = try row.string(DownloadColumn.url)
        guard let url = URL(string: address) else {
            throw .corrupt(
                path: path, code: corruptCode,
                message: "the download queue holds '\(address)', which is not a URL")
        }
        let state = try row.string(DownloadColumn.state)
        guard let known = DownloadState(rawValue: state) else {
            throw .corrupt(
                path: path, code: corruptCode, message: "the download queue holds the state '\(state)'")
        }
        return DownloadEntry(
            id: DownloadID(try row.int64(DownloadColumn.id)),
            articleID: ArticleID(try row.int64(DownloadColumn.articleID)),
            articleTitle: try row.string(DownloadColumn.articleTitle),
            feedTitle: try row.string(DownloadColumn.feedTitle), url: url,
            mimeType: try row.optionalString(DownloadColumn.mimeType),
            fileName: try row.string(DownloadColumn.fileName),
            state: known, bytesReceived: try row.int64(DownloadColumn.bytesReceived),
            totalBytes: try row.optionalInt64(DownloadColumn.totalBytes),
            failure: try row.optionalString(DownloadColumn.failure),
            file: try row.optionalString(DownloadColumn.filePath).map { URL(fileURLWithPath: $0) },
            queuedAt: try row.date(DownloadColumn.queuedAt),
            startedAt: try row.optionalDate(DownloadColumn.startedAt),
            finishedAt: try row.optionalDate(DownloadColumn.finishedAt),
            resumedFrom: try row.int64(DownloadColumn.resumedFrom),
            attempts: try row.int(DownloadColumn.attempts))
    }
}

/// The columns a `DownloadEntry` is read from, in the order the queue's queries select them.
enum DownloadColumn: Int, TableColumns {
    case id, articleID, articleTitle, feedTitle, url, mimeType, fileName, state, bytesReceived, totalBytes
    case failure, filePath, queuedAt, startedAt, finishedAt, resumedFrom, attempts
}
