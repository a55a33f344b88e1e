import DatabaseService
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tidings-database-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The fixtures next to this file, found through its real location.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}

/// A table most tests use.
let notesSchema = DatabaseSchema(
    name: "notes",
    migrations: [
        DatabaseMigration(
            version: 1,
            sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL, payload BLOB)")
    ])

/// Opens a database in `folder` with the notes table.
func openNotes(
    in folder: ScratchFolder, name: String = "notes.sqlite", options: DatabaseOptions = DatabaseOptions()
)
    async throws -> Database
{
    let database = try Database.open(at: folder.file(name), options: options)
    try await database.migrate(notesSchema)
    return database
}

/// The texts in the notes table, in id order.
func noteTexts(_ database: Database) async throws -> [String] {
    try await database.read { connection in
        try connection.query("SELECT text FROM notes ORDER BY id") { row throws(DatabaseError) in
            try row.string(0)
        }
    }
}

/// An error a test closure throws on purpose.
struct DeliberateFailure: Error, Equatable {}

/// A Python 3 script run as a separate process, its standard output going to a file the test
/// polls. Every wait is bounded.
final class PythonScript {
    let process = Process()
    let output: URL

    init(_ script: String, arguments: [String], outputIn folder: ScratchFolder) throws {
        output = folder.file("\(script)-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.path(script)] + arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
    }

    /// Waits until the script has printed `line` (at most `seconds`); false on timeout or exit.
    func waitFor(_ line: String, seconds: Double = 20) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            if text.split(separator: "\n").contains(Substring(line)) { return true }
            if !process.isRunning { return false }
            try await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    /// Waits for the script to end (at most `seconds`), then kills it if it has not.
    func waitForExit(seconds: Double = 20) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
