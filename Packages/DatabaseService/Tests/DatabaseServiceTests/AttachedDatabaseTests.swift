import DatabaseService
import Foundation
import Testing

@Suite struct AttachedDatabases {
    /// A second database file in a folder whose name needs percent-encoding in a URI.
    private func otherFile(in folder: ScratchFolder) async throws -> URL {
        let odd = folder.url.appendingPathComponent("a ?#% folder")
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        let file = odd.appendingPathComponent("other.db")
        let other = try Database.open(at: file, options: DatabaseOptions(readerCount: 0))
        try await other.write { connection in
            try connection.execute("CREATE TABLE items (text TEXT NOT NULL)")
            try connection.execute("INSERT INTO items VALUES ('from the other file')")
        }
        return file
    }

    @Test func aUnitOfWorkReadsTheAttachedFileAndCommitsItsOwnWrites() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = try await otherFile(in: folder)
        let database = try await openNotes(in: folder)
        try await database.unitOfWork(
            attaching: AttachedDatabase(file: file, name: "other"), ending: .commit
        ) { work in
            try work.connection.execute("INSERT INTO notes (text) SELECT text FROM other.items")
        }
        #expect(try await noteTexts(database) == ["from the other file"])
        // Detached afterwards: the name means nothing outside that unit of work.
        await #expect(throws: DatabaseError.self) {
            try await database.read { connection in try connection.scalar("SELECT count(*) FROM other.items")
            }
        }
    }

    @Test func theAttachedFileIsNeverWritten() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = try await otherFile(in: folder)
        let before = try Data(contentsOf: file)
        let database = try await openNotes(in: folder)
        await #expect(throws: DatabaseError.self) {
            try await database.unitOfWork(
                attaching: AttachedDatabase(file: file, name: "other"), ending: .commit
            ) { work in
                try work.connection.execute("INSERT INTO other.items VALUES ('written')")
            }
        }
        #expect(try Data(contentsOf: file) == before)
        // The failed unit of work left the writer usable and nothing attached.
        try await database.write { connection in
            try connection.execute("INSERT INTO notes (text) VALUES ('x')")
        }
        #expect(try await noteTexts(database) == ["x"])
    }

    @Test func aRehearsalReturnsItsResultAndKeepsNothing() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try await openNotes(in: folder)
        let counted = try await database.unitOfWork(attaching: nil, ending: .rollBack) { work in
            try work.connection.execute("INSERT INTO notes (text) VALUES ('rehearsed')")
            return try work.connection.scalar("SELECT count(*) FROM notes")
        }
        #expect(counted == .integer(1))
        #expect(try await noteTexts(database).isEmpty)
    }

    @Test func aNameThatIsNoIdentifierIsRefusedBeforeAnythingRuns() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        for name in ["main", "temp", "x; DROP TABLE notes", "1st", ""] {
            await #expect(throws: DatabaseError.self) {
                try await database.unitOfWork(
                    attaching: AttachedDatabase(file: URL(fileURLWithPath: "/nonexistent"), name: name),
                    ending: .commit
                ) { _ in }
            }
        }
    }
}
