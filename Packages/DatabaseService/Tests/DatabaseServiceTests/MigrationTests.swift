import DatabaseService
import Testing

private let feedsV1 = DatabaseMigration(
    version: 1, sql: "CREATE TABLE feeds (id INTEGER PRIMARY KEY, url TEXT NOT NULL UNIQUE)")
private let feedsV2 = DatabaseMigration(version: 2, sql: "ALTER TABLE feeds ADD COLUMN title TEXT")
private let feedsV3 = DatabaseMigration(version: 3) { connection throws(DatabaseError) in
    try connection.execute("UPDATE feeds SET title = 'untitled' WHERE title IS NULL")
}

private func tables(_ database: Database) async throws -> [String] {
    try await database.read { connection in
        try connection.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") {
            row throws(DatabaseError) in try row.string(0)
        }
    }
}

@Suite struct Migrations {
    @Test func aFreshFileGetsEveryMigrationAndTheBookkeeping() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database.open(at: folder.file("library.sqlite"), options: DatabaseOptions())
        try await database.migrate(DatabaseSchema(name: "feeds", migrations: [feedsV1, feedsV2]))
        #expect(try await tables(database) == ["feeds", "schema_version"])
        #expect(try await database.schemaVersion(of: "feeds") == 2)
        #expect(try await database.userVersion() == 2)
        let columns = try await database.read { connection in
            try connection.query("SELECT name FROM pragma_table_info('feeds')") { row throws(DatabaseError) in
                try row.string(0)
            }
        }
        #expect(columns == ["id", "url", "title"])
    }

    @Test func migrationsApplyIncrementallyAcrossOpenings() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = folder.file("library.sqlite")
        do {
            let database = try Database.open(at: file, options: DatabaseOptions())
            try await database.migrate(DatabaseSchema(name: "feeds", migrations: [feedsV1]))
            try await database.write { connection in
                try connection.execute("INSERT INTO feeds (url) VALUES ('https://example.org/a')")
            }
        }
        let database = try Database.open(at: file, options: DatabaseOptions())
        try await database.migrate(DatabaseSchema(name: "feeds", migrations: [feedsV1, feedsV2, feedsV3]))
        let titles = try await database.read { connection in
            try connection.query("SELECT url, title FROM feeds") { row throws(DatabaseError) in
                "\(try row.string(0)) \(try row.string(1))"
            }
        }
        #expect(titles == ["https://example.org/a untitled"])
        #expect(try await database.schemaVersion(of: "feeds") == 3)
        // Migrating again changes nothing.
        try await database.migrate(DatabaseSchema(name: "feeds", migrations: [feedsV1, feedsV2, feedsV3]))
        #expect(try await database.userVersion() == 3)
    }

    @Test func schemasShareAFileAndUserVersionIsTheirSum() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database.open(at: folder.file("library.sqlite"), options: DatabaseOptions())
        let feeds = DatabaseSchema(name: "feeds", migrations: [feedsV1, feedsV2])
        let tags = DatabaseSchema(
            name: "tags",
            migrations: [
                DatabaseMigration(version: 1, sql: "CREATE TABLE tags (name TEXT PRIMARY KEY)"),
                DatabaseMigration(version: 2, sql: "CREATE INDEX tags_lower ON tags (lower(name))"),
                DatabaseMigration(version: 3, sql: "INSERT INTO tags VALUES ('starred')"),
            ])
        try await database.migrate([feeds, tags])
        #expect(try await database.schemaVersion(of: "feeds") == 2)
        #expect(try await database.schemaVersion(of: "tags") == 3)
        #expect(try await database.userVersion() == 5)
        let rows = try await database.read { connection in
            try connection.query("SELECT name, version FROM schema_version ORDER BY name") {
                row throws(DatabaseError) in "\(try row.string(0))=\(try row.int(1))"
            }
        }
        #expect(rows == ["feeds=2", "tags=3"])
        // Up to date: the one-pragma check returns before any migration could run again.
        try await database.migrate([feeds, tags])
        let starred = try await database.read { connection in
            try connection.scalar("SELECT count(*) FROM tags")
        }
        #expect(starred == .integer(1))
    }

    @Test func aFailingMigrationRollsBackAndNamesItself() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database.open(at: folder.file("library.sqlite"), options: DatabaseOptions())
        let broken = DatabaseMigration(
            version: 2,
            sql: """
                CREATE TABLE half_done (x INTEGER);
                ALTER TABLE feeds ADD COLUMN title TEXT;
                INSERT INTO nowhere VALUES (1);
                """)
        let error = await #expect(throws: DatabaseError.self) {
            try await database.migrate(DatabaseSchema(name: "feeds", migrations: [feedsV1, broken]))
        }
        #expect(
            error
                == .migrationFailed(
                    schema: "feeds", version: 2, cause: .sqlite(code: 1, message: "no such table: nowhere")))
        #expect(
            error?.description
                == "migration 2 of the feeds schema failed and was rolled back: "
                + "SQLite reported an error: no such table: nowhere (code 1)")
        // Version 1 stays applied; nothing of version 2 remains.
        #expect(try await tables(database) == ["feeds", "schema_version"])
        #expect(try await database.schemaVersion(of: "feeds") == 1)
        #expect(try await database.userVersion() == 1)
        // Fixed code migrates on from there.
        try await database.migrate(DatabaseSchema(name: "feeds", migrations: [feedsV1, feedsV2]))
        #expect(try await database.schemaVersion(of: "feeds") == 2)
    }

    @Test func aFailingCodeMigrationRollsBackItsSQLToo() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let failing = DatabaseMigration(version: 1, sql: "CREATE TABLE feeds (url TEXT UNIQUE)") {
            connection throws(DatabaseError) in
            try connection.execute("INSERT INTO feeds VALUES ('same')")
            try connection.execute("INSERT INTO feeds VALUES ('same')")
        }
        await #expect(
            throws: DatabaseError.migrationFailed(
                schema: "feeds", version: 1,
                cause: .constraint(code: 2067, message: "UNIQUE constraint failed: feeds.url"))
        ) {
            try await database.migrate(DatabaseSchema(name: "feeds", migrations: [failing]))
        }
        #expect(try await tables(database) == [])
        #expect(try await database.schemaVersion(of: "feeds") == 0)
    }

    @Test func aSchemaNewerThanTheCodeIsRefused() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database.open(at: folder.file("library.sqlite"), options: DatabaseOptions())
        try await database.migrate(DatabaseSchema(name: "feeds", migrations: [feedsV1, feedsV2, feedsV3]))
        let older = DatabaseSchema(name: "feeds", migrations: [feedsV1, feedsV2])
        let error = await #expect(throws: DatabaseError.self) { try await database.migrate(older) }
        #expect(error == .schemaNewerThanCode(schema: "feeds", storedVersion: 3, knownVersion: 2))
        #expect(
            error?.description
                == "the database holds version 3 of the feeds schema, but this program knows only versions up to 2; "
                + "use a newer version of the program")
        await #expect(
            throws: DatabaseError.schemaNewerThanCode(schema: "feeds", storedVersion: 3, knownVersion: 2)
        ) {
            try await database.migrate([older])
        }
    }

    @Test func migrationsMustBeNumberedFromOne() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        let schema = DatabaseSchema(name: "feeds", migrations: [feedsV2, feedsV1])
        await #expect(
            throws: DatabaseError.misuse(
                message:
                    "the migrations of the feeds schema must be numbered 1, 2, 3 … in order; they are [2, 1]")
        ) {
            try await database.migrate(schema)
        }
    }
}
