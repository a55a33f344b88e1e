import DatabaseService
import Testing

@Suite struct ReaderPooling {
    @Test func manyConcurrentReadsGetTheirOwnRows() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for readers in [0, 3] {
            let database = try await openNotes(
                in: folder, name: "pool-\(readers).sqlite", options: DatabaseOptions(readerCount: readers))
            try await database.write { connection in
                for number in 1...100 {
                    try connection.execute(
                        "INSERT INTO notes (id, text) VALUES (?, ?)", [number, "note \(number)"])
                }
            }
            let results = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
                for id in 1...200 {
                    group.addTask {
                        let text = try await database.read { connection in
                            try connection.queryFirst("SELECT text FROM notes WHERE id = ?", [id]) {
                                row throws(DatabaseError) in try row.string(0)
                            }
                        }
                        return (id, text)
                    }
                }
                var all: [(Int, String?)] = []
                for try await result in group { all.append(result) }
                return all
            }
            #expect(results.count == 200)
            for (id, text) in results {
                #expect(text == (id <= 100 ? "note \(id)" : nil))
            }
        }
    }

    @Test func pooledReadersAreReadOnlyConnections() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try await openNotes(in: folder, options: DatabaseOptions(readerCount: 2))
        let readOnly = try await database.read { connection in connection.isReadOnly }
        let writerReadOnly = try await database.write { connection in connection.isReadOnly }
        #expect(readOnly)
        #expect(!writerReadOnly)
    }

    @Test func readersSeeCommittedWrites() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try await openNotes(in: folder, options: DatabaseOptions(readerCount: 2))
        for number in 1...5 {
            try await database.write { connection in
                try connection.execute("INSERT INTO notes (text) VALUES (?)", ["n\(number)"])
            }
            #expect(try await noteTexts(database).count == number)
        }
    }
}
