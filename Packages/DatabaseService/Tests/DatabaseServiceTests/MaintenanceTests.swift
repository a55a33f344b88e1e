import DatabaseService
import Foundation
import Testing

@Suite struct Maintenance {
    @Test func integrityCheckOfAHealthyFileIsEmpty() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for readers in [0, 2] {
            let database = try await openNotes(
                in: folder, name: "healthy-\(readers).sqlite", options: DatabaseOptions(readerCount: readers))
            #expect(try await database.integrityCheck() == [])
        }
    }

    @Test func integrityCheckReportsADamagedIndex() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = folder.file("damaged.sqlite")
        do {
            let database = try Database.open(at: file, options: DatabaseOptions())
            try await database.write { connection in
                try connection.executeScript(
                    """
                    CREATE TABLE items (id INTEGER PRIMARY KEY, word TEXT);
                    CREATE INDEX items_by_word ON items (word);
                    """)
            }
            try await database.write { connection in
                for number in 0..<2000 {
                    try connection.execute("INSERT INTO items (word) VALUES (?)", ["word-\(number)"])
                }
            }
        }
        // Point the index at the wrong rows behind SQLite's back, as a failing disk might:
        // the table and the index no longer agree.
        let raw = try Database.open(at: file, options: DatabaseOptions())
        try await raw.write { connection in
            try connection.execute("PRAGMA writable_schema = ON")
            try connection.execute(
                "UPDATE sqlite_schema SET sql = 'CREATE INDEX items_by_word ON items (id)' WHERE name = 'items_by_word'"
            )
        }
        let reopened = try Database.open(at: file, options: DatabaseOptions())
        let problems = try await reopened.integrityCheck()
        #expect(!problems.isEmpty)
        #expect(problems.contains { $0.contains("items_by_word") })
    }

    @Test func backupCopiesEveryRowIntoAFileThatOpens() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try await openNotes(in: folder, options: DatabaseOptions(readerCount: 1))
        try await database.write { connection in
            for number in 0..<500 {
                try connection.execute(
                    "INSERT INTO notes (text, payload) VALUES (?, ?)",
                    ["note \(number) ✓", [UInt8](repeating: 7, count: 100)])
            }
        }
        let copy = folder.file("backup.sqlite")
        try await database.backup(to: copy)
        // Writing on after the backup does not reach the copy.
        try await database.write { connection in
            try connection.execute("INSERT INTO notes (text) VALUES ('later')")
        }

        let restored = try Database.open(at: copy, options: DatabaseOptions())
        #expect(try await restored.integrityCheck() == [])
        let texts = try await noteTexts(restored)
        #expect(texts.count == 500)
        #expect(texts.first == "note 0 ✓")
        #expect(texts.last == "note 499 ✓")
        #expect(try await restored.schemaVersion(of: "notes") == 1)
        let original = try await noteTexts(database)
        #expect(Array(original.dropLast()) == texts)
    }

    @Test func backupIntoAMissingFolderFailsClearly() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try await openNotes(in: folder)
        let target = folder.file("missing/backup.sqlite")
        await #expect(
            throws: DatabaseError.cannotOpen(
                path: target.path, code: 14, message: "unable to open database file")
        ) {
            try await database.backup(to: target)
        }
    }
}
