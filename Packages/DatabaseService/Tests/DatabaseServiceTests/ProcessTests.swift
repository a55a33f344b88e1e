import DatabaseService
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Another process (a Python 3 script with its sqlite3 module) on the same file.
@Suite struct OtherProcesses {
    @Test func aWriterWaitsForAnotherProcessToCommit() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try await openNotes(
            in: folder, options: DatabaseOptions(busyTimeoutMilliseconds: 15_000))
        let release = folder.file("release")
        let holder = try PythonScript(
            "hold_write_lock.py", arguments: [folder.file("notes.sqlite").path, release.path, "from python"],
            outputIn: folder)
        #expect(try await holder.waitFor("locked"))

        let ours = Task {
            try await database.write { connection in
                // Runs only once the other process has committed and let go of the lock.
                let seen = try connection.query("SELECT text FROM notes") { row throws(DatabaseError) in
                    try row.string(0)
                }
                try connection.execute("INSERT INTO notes (text) VALUES ('from swift')")
                return seen
            }
        }
        try await Task.sleep(for: .milliseconds(300))
        _ = FileManager.default.createFile(atPath: release.path, contents: nil)
        let seenInsideOurWrite = try await ours.value
        try await holder.waitForExit()

        #expect(seenInsideOurWrite == ["from python"])
        #expect(holder.process.terminationStatus == 0)
        #expect(try await noteTexts(database) == ["from python", "from swift"])
        #expect(try await database.integrityCheck() == [])
    }

    @Test func aShortBusyTimeoutFailsWithAClearBusyError() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = folder.file("notes.sqlite")
        let database = try await openNotes(in: folder, options: DatabaseOptions(busyTimeoutMilliseconds: 100))
        let release = folder.file("release")
        let holder = try PythonScript(
            "hold_write_lock.py", arguments: [file.path, release.path, "from python"], outputIn: folder)
        #expect(try await holder.waitFor("locked"))

        let error = await #expect(throws: DatabaseError.self) {
            try await database.write { connection in
                try connection.execute("INSERT INTO notes (text) VALUES ('from swift')")
            }
        }
        #expect(
            error == .busy(path: file.path, code: 5, message: "database is locked", timeoutMilliseconds: 100))
        #expect(error?.description.contains("locked by another connection or process") == true)
        #expect(error?.description.contains("storage.busyTimeoutMilliseconds") == true)

        _ = FileManager.default.createFile(atPath: release.path, contents: nil)
        #expect(try await holder.waitFor("committed"))
        try await holder.waitForExit()
        // The failed write left nothing behind; the other process's write is intact.
        #expect(try await noteTexts(database) == ["from python"])
        #expect(try await database.integrityCheck() == [])
        // And the writer works again once the lock is free.
        try await database.write { connection in
            try connection.execute("INSERT INTO notes (text) VALUES ('later')")
        }
        #expect(try await noteTexts(database) == ["from python", "later"])
    }

    @Test func aProcessKilledInsideATransactionLeavesTheFileConsistent() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = folder.file("notes.sqlite")
        do {
            let database = try await openNotes(in: folder)
            try await database.write { connection in
                try connection.execute("INSERT INTO notes (text) VALUES ('committed-by-swift')")
            }
        }
        let victim = try PythonScript("die_in_transaction.py", arguments: [file.path], outputIn: folder)
        #expect(try await victim.waitFor("inside"))
        // The uncommitted pages really reached the file before the kill.
        let walSize = try FileManager.default.attributesOfItem(atPath: file.path + "-wal")[.size] as? Int ?? 0
        #expect(walSize > 4_000_000)
        kill(victim.process.processIdentifier, SIGKILL)
        try await victim.waitForExit()
        #expect(victim.process.terminationReason == .uncaughtSignal)
        #expect(victim.process.terminationStatus == SIGKILL)

        let reopened = try Database.open(at: file, options: DatabaseOptions())
        let texts = try await noteTexts(reopened)
        #expect(texts == ["committed-by-swift"] + Array(repeating: "committed-by-python", count: 10))
        #expect(try await reopened.integrityCheck() == [])
        try await reopened.write { connection in
            try connection.execute("INSERT INTO notes (text) VALUES ('after')")
        }
        #expect(try await noteTexts(reopened).count == 12)
    }
}
