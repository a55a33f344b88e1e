import Foundation

/// What SQLite itself says about a library after a crash or a race, read by Python's `sqlite3`
/// module (an independent client, always installed) rather than by Tidings' own code.
struct LibraryHealth: Equatable {
    /// `PRAGMA integrity_check`'s rows: `["ok"]` when sound.
    let integrity: [String]
    /// Both FTS5 indexes' `integrity-check` against their content (search, then titles, with the
    /// titles waiting in `article_titles_backlog` added in a transaction rolled back): "ok" or
    /// SQLite's message.
    let searchIndex: String
    /// Feeds whose stored article counts differ from their articles.
    let countMismatches: Int
    /// (feed, guid) pairs stored more than once.
    let duplicates: Int
    let articles: Int

    var isSound: Bool {
        integrity == ["ok"] && searchIndex == "ok" && countMismatches == 0 && duplicates == 0
    }

    var summary: String {
        "integrity_check \(integrity.prefix(3)), search index \(searchIndex), \(countMismatches) count mismatch(es), "
            + "\(duplicates) duplicate(s), \(articles) article(s)"
    }
}

/// Runs small Python programs on a library's SQLite file.
enum PythonSQLite {
    static let program = """
        import json, os, signal, sqlite3, sys, time
        command, path = sys.argv[1], sys.argv[2]
        def connect():
            return sqlite3.connect(path, timeout=30, isolation_level=None)
        def guids(connection):
            return [url + "\\t" + (guid or "") for url, guid in connection.execute(
                "SELECT f.url, a.guid FROM articles a JOIN feeds f ON f.id = a.feed_id WHERE a.purged = 0")]
        if command == "guids":
            print(json.dumps(guids(connect())))
        elif command == "snapshot-kill":
            rows = guids(connect())
            try:
                os.kill(int(sys.argv[3]), signal.SIGKILL)
            except ProcessLookupError:
                pass
            print(json.dumps(rows))
        elif command == "check":
            c = connect()
            integrity = [row[0] for row in c.execute("PRAGMA integrity_check")]
            try:
                c.execute("INSERT INTO article_search(article_search, rank) VALUES('integrity-check', 1)")
                # Titles waiting in the backlog are not in the trigram index yet: the index must
                # hold every other row, so it is checked with the waiting ones added, then put back.
                c.execute("BEGIN")
                c.execute(\"\"\"INSERT INTO article_titles (rowid, title) SELECT a.id, a.title
                    FROM article_titles_backlog b JOIN articles a ON a.id = b.id\"\"\")
                c.execute("INSERT INTO article_titles(article_titles, rank) VALUES('integrity-check', 1)")
                c.execute("ROLLBACK")
                search = "ok"
            except Exception as error:
                search = str(error)
            mismatches = c.execute(\"\"\"SELECT count(*) FROM feeds f
                LEFT JOIN article_counts k ON k.feed_id = f.id
                WHERE coalesce(k.total, 0) != (SELECT count(*) FROM articles a WHERE a.feed_id = f.id AND a.purged = 0)
                   OR coalesce(k.unread, 0) != (SELECT count(*) FROM articles a
                                               WHERE a.feed_id = f.id AND a.purged = 0 AND a.read = 0)\"\"\").fetchone()[0]
            duplicates = c.execute(\"\"\"SELECT count(*) FROM (SELECT 1 FROM articles WHERE guid IS NOT NULL
                GROUP BY feed_id, guid HAVING count(*) > 1)\"\"\").fetchone()[0]
            articles = c.execute("SELECT count(*) FROM articles").fetchone()[0]
            print(json.dumps({"integrity": integrity, "search": search, "mismatches": mismatches,
                              "duplicates": duplicates, "articles": articles}))
        elif command == "hold-lock":
            c = connect()
            c.execute("BEGIN EXCLUSIVE")
            c.execute("UPDATE feeds SET url = url")
            open(sys.argv[4], "w").close()
            time.sleep(float(sys.argv[3]))
            c.execute("COMMIT")
        """

    static let python = URL(fileURLWithPath: "/usr/bin/env")

    /// Runs the program's `command` on `database` and returns its standard output.
    static func run(_ command: String, _ database: URL, _ extra: [String] = [], timeout: Double = 60) throws
        -> Data
    {
        let outcome = try RunningProgram.run(
            python, ["python3", "-c", program, command, database.path] + extra, timeout: timeout)
        guard outcome.status == 0, !outcome.wasSignalled else {
            throw ReliabilityFailure(
                "python3 \(command) on \(database.lastPathComponent) failed (status \(outcome.status)): "
                    + outcome.errorText)
        }
        return outcome.output
    }

    /// The articles stored, as "feed URL<tab>guid".
    static func guids(_ database: URL) throws -> Set<String> {
        Set(try JSONDecoder().decode([String].self, from: run("guids", database)))
    }

    /// Reads the stored articles, then at once kills `pid` with SIGKILL; returns what was read,
    /// every article committed before the kill.
    static func snapshotThenKill(_ database: URL, pid: Int32) throws -> Set<String> {
        Set(try JSONDecoder().decode([String].self, from: run("snapshot-kill", database, [String(pid)])))
    }

    /// SQLite's own checks, and the library's derived tables against its articles.
    static func health(_ database: URL) throws -> LibraryHealth {
        struct Raw: Decodable {
            let integrity: [String]
            let search: String
            let mismatches: Int
            let duplicates: Int
            let articles: Int
        }
        let raw = try JSONDecoder().decode(Raw.self, from: run("check", database))
        return LibraryHealth(
            integrity: raw.integrity, searchIndex: raw.search, countMismatches: raw.mismatches,
            duplicates: raw.duplicates, articles: raw.articles)
    }

    /// Starts a Python process that takes the write lock and holds it for `seconds`; returns
    /// once the lock is held.
    static func holdWriteLock(_ database: URL, seconds: Double) throws -> RunningProgram {
        let marker = database.deletingLastPathComponent().appendingPathComponent(
            "lock-held-\(UUID().uuidString)")
        let holder = try RunningProgram(
            python, ["python3", "-c", program, "hold-lock", database.path, String(seconds), marker.path])
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: marker.path) {
            guard Date() < deadline, holder.isRunning else {
                holder.killNow()
                throw ReliabilityFailure("python3 could not take the write lock on \(database.path)")
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return holder
    }
}
