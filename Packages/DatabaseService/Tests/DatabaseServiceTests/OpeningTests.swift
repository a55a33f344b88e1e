import DatabaseService
import Foundation
import Testing

@Suite struct Opening {
    @Test func fileConnectionsUseWALForeignKeysTheBusyTimeoutAndThePageCache() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for readers in [0, 2] {
            let database = try Database.open(
                at: folder.file("settings-\(readers).sqlite"),
                options: DatabaseOptions(
                    busyTimeoutMilliseconds: 1234, readerCount: readers, pageCacheBytes: 512 * 1024))
            let writerSettings = try await database.write { connection in
                [
                    try connection.scalar("PRAGMA journal_mode"), try connection.scalar("PRAGMA synchronous"),
                    try connection.scalar("PRAGMA foreign_keys"),
                    try connection.scalar("PRAGMA busy_timeout"), try connection.scalar("PRAGMA cache_size"),
                ]
            }
            // synchronous 1 is NORMAL; a negative cache size is in KiB.
            #expect(
                writerSettings == [.text("wal"), .integer(1), .integer(1), .integer(1234), .integer(-512)])
            if readers > 0 {
                let readerSettings = try await database.read { connection in
                    [
                        try connection.scalar("PRAGMA journal_mode"),
                        try connection.scalar("PRAGMA foreign_keys"),
                        try connection.scalar("PRAGMA busy_timeout"),
                        try connection.scalar("PRAGMA cache_size"),
                    ]
                }
                #expect(readerSettings == [.text("wal"), .integer(1), .integer(1234), .integer(-512)])
            }
        }
    }

    @Test func foreignKeysAreEnforced() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.write { connection in
            try connection.executeScript(
                """
                CREATE TABLE parents (id INTEGER PRIMARY KEY);
                CREATE TABLE children (id INTEGER PRIMARY KEY, parent INTEGER NOT NULL REFERENCES parents(id));
                """)
        }
        await #expect(throws: DatabaseError.constraint(code: 787, message: "FOREIGN KEY constraint failed")) {
            try await database.write { connection in
                try connection.execute("INSERT INTO children (parent) VALUES (?)", [42])
            }
        }
    }

    @Test func aMissingFolderCannotBeOpened() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = folder.file("no-such-folder/library.sqlite")
        #expect(
            throws: DatabaseError.cannotOpen(
                path: file.path, code: 14, message: "unable to open database file")
        ) {
            _ = try Database.open(at: file, options: DatabaseOptions())
        }
    }

    @Test func aFileThatIsNoDatabaseIsReportedAsSuch() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = folder.file("notes.txt")
        try Data(String(repeating: "These are not the pages you are looking for.\n", count: 100).utf8).write(
            to: file)
        for readOnly in [false, true] {
            let error = #expect(throws: DatabaseError.self) {
                _ = try Database.open(at: file, options: DatabaseOptions(readOnly: readOnly))
            }
            #expect(error == .corrupt(path: file.path, code: 26, message: "file is not a database"))
            #expect(error?.description.contains("not an SQLite database") == true)
        }
    }

    @Test func aReadOnlyDatabaseRefusesWritesAndPendingMigrations() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let writable = try await openNotes(in: folder)
        try await writable.write { connection in
            try connection.execute("INSERT INTO notes (text) VALUES ('kept')")
        }
        let file = folder.file("notes.sqlite")
        let readOnly = try Database.open(at: file, options: DatabaseOptions(readOnly: true))
        #expect(try await noteTexts(readOnly) == ["kept"])
        await #expect(
            throws: DatabaseError.readOnly(path: file.path, message: "the database was opened with readOnly")
        ) {
            try await readOnly.write { connection in try connection.execute("DELETE FROM notes") }
        }
        try await readOnly.migrate(notesSchema)  // nothing pending: fine
        let next = DatabaseSchema(
            name: "notes",
            migrations: notesSchema.migrations + [DatabaseMigration(version: 2, sql: "SELECT 1")])
        let error = await #expect(throws: DatabaseError.self) { try await readOnly.migrate(next) }
        #expect(
            error
                == .readOnly(
                    path: file.path,
                    message:
                        "migration 2 of the notes schema is pending, and a read-only database cannot be migrated"
                ))
    }

    @Test func readClosuresCannotWriteWithOrWithoutAPool() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for readers in [0, 1] {
            let name = "notes-\(readers).sqlite"
            let database = try await openNotes(
                in: folder, name: name, options: DatabaseOptions(readerCount: readers))
            let error = await #expect(throws: DatabaseError.self) {
                try await database.read { connection in
                    try connection.execute("INSERT INTO notes (text) VALUES ('sneaky')")
                }
            }
            let message =
                readers == 0
                ? "a read closure cannot change the database; use Database.write"
                : "attempt to write a readonly database"
            #expect(error == .readOnly(path: folder.file(name).path, message: message))
            #expect(try await noteTexts(database) == [])
        }
    }

    @Test func reportsTheLibraryAndFullTextSearch() throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        #expect(Database.sqliteVersion.hasPrefix("3."))
        #expect(database.fullTextSearchAvailable)
        try database.requireFullTextSearch()
    }
}

@Suite struct EmptyFiles {
    /// SQLite would take an empty file for a new database; a truncated library must not be.
    @Test func anExistingEmptyFileIsRefusedAndLeftAlone() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = folder.file("library.sqlite")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        #expect(throws: DatabaseError.emptyFile(path: file.path)) {
            _ = try Database.open(at: file, options: DatabaseOptions(busyTimeoutMilliseconds: 100))
        }
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) == 0)
        #expect(DatabaseError.emptyFile(path: file.path).description.contains("restore it from a backup"))
    }

    @Test func aMissingFileIsStillCreated() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database.open(
            at: folder.file("new.sqlite"), options: DatabaseOptions(busyTimeoutMilliseconds: 100))
        #expect(try await database.read { try $0.scalar("SELECT 1") } == .integer(1))
    }
}
