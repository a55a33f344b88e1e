import DatabaseService
import Foundation
import LibraryModelLogic

/// The only code that reads and writes the download queue's table (see `DownloadsSchema`).
struct DownloadsStore: Sendable {

    static let columns = """
        id, article_id, article_title, feed_title, url, mime_type, file_name, state, bytes_received,
        total_bytes, failure, file_path, queued_at, started_at, finished_at, resumed_from, attempts
        """

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
        let address = try row.string(4)
        guard let url = URL(string: address) else {
            throw .corrupt(
                path: path, code: corruptCode,
                message: "the download queue holds '\(address)', which is not a URL")
        }
        let state = try row.string(7)
        guard let known = DownloadState(rawValue: state) else {
            throw .corrupt(
                path: path, code: corruptCode, message: "the download queue holds the state '\(state)'")
        }
        return DownloadEntry(
            id: DownloadID(try row.int64(0)), articleID: ArticleID(try row.int64(1)),
            articleTitle: try row.string(2),
            feedTitle: try row.string(3), url: url, mimeType: try row.optionalString(5),
            fileName: try row.string(6),
            state: known, bytesReceived: try row.int64(8), totalBytes: try row.optionalInt64(9),
            failure: try row.optionalString(10),
            file: try row.optionalString(11).map { URL(fileURLWithPath: $0) },
            queuedAt: try row.date(12), startedAt: try row.optionalDate(13),
            finishedAt: try row.optionalDate(14),
            resumedFrom: try row.int64(15), attempts: try row.int(16))
    }
}
