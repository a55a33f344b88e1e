import DatabaseService
import Dispatch
import Testing

@Suite struct Transactions {
    @Test func aThrowingWriteRollsBackAndRethrowsItsError() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try await openNotes(in: folder)
        try await database.write { connection in
            try connection.execute("INSERT INTO notes (text) VALUES ('first')")
        }
        await #expect(throws: DeliberateFailure()) {
            try await database.write { connection in
                try connection.execute("INSERT INTO notes (text) VALUES ('second')")
                try connection.execute("UPDATE notes SET text = 'changed'")
                throw DeliberateFailure()
            }
        }
        #expect(try await noteTexts(database) == ["first"])
        // The writer is usable again: no transaction was left open.
        let open = try await database.write { connection in
            try connection.execute("INSERT INTO notes (text) VALUES ('third')")
            return connection.isInTransaction
        }
        #expect(open)
        #expect(try await noteTexts(database) == ["first", "third"])
    }

    @Test func aFailingStatementRollsBackTheWholeWrite() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.write { connection in try connection.execute("CREATE TABLE t (x TEXT NOT NULL)") }
        await #expect(
            throws: DatabaseError.constraint(code: 1299, message: "NOT NULL constraint failed: t.x")
        ) {
            try await database.write { connection in
                try connection.execute("INSERT INTO t VALUES ('kept only if all succeed')")
                try connection.execute("INSERT INTO t VALUES (?)", [String?.none])
            }
        }
        let count = try await database.read { connection in try connection.scalar("SELECT count(*) FROM t") }
        #expect(count == .integer(0))
    }

    @Test func readsSeeOneSnapshot() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try await openNotes(in: folder, options: DatabaseOptions(readerCount: 1))
        try await database.write { connection in
            try connection.execute("INSERT INTO notes (text) VALUES ('a')")
        }
        // A second, independent writer (another Database on the file) commits between the
        // two queries of one read closure; the read still sees its own snapshot.
        let other = try Database.open(at: folder.file("notes.sqlite"), options: DatabaseOptions())
        let counts = try await database.read { connection in
            let before = try connection.scalar("SELECT count(*) FROM notes")
            let semaphore = DispatchSemaphore(value: 0)
            Task.detached {
                try? await other.write { connection in
                    try connection.execute("INSERT INTO notes (text) VALUES ('b')")
                }
                semaphore.signal()
            }
            _ = semaphore.wait(timeout: .now() + 10)
            let after = try connection.scalar("SELECT count(*) FROM notes")
            return [before, after]
        }
        #expect(counts == [.integer(1), .integer(1)])
        #expect(try await noteTexts(database) == ["a", "b"])
    }

    @Test func concurrentWritesAreSerialized() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try await openNotes(in: folder)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 0..<20 {
                group.addTask {
                    try await database.write { connection in
                        let count = try connection.scalar("SELECT count(*) FROM notes").int64Value ?? -1
                        try connection.execute("INSERT INTO notes (text) VALUES (?)", ["\(number):\(count)"])
                    }
                }
            }
            try await group.waitForAll()
        }
        let texts = try await noteTexts(database)
        // Each write saw exactly the rows committed before it.
        #expect(texts.enumerated().allSatisfy { $0.element.hasSuffix(":\($0.offset)") })
        #expect(texts.count == 20)
    }
}
