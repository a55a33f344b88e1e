import DatabaseService
import Foundation
import StorageBenchmarking
import Testing

@Suite struct StorageBenchmarkRuns {
    @Test func aSmallRunMeasuresEveryFigureOverRealRows() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "storage-bench-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = BenchmarkPlan(
            rows: 300, batchSize: 100, reads: 120, concurrency: 3, readerCounts: [0, 2], mixedSeconds: 0.2)
        var heard: [String] = []
        let results = try await StorageBenchmark.run(plan, in: folder) { heard.append($0.name) }
        #expect(
            results.map(\.name) == [
                "inserts, 100 per transaction",
                "point reads, 1 task, no pool (writer)", "point reads, 3 tasks, no pool (writer)",
                "point reads, 3 tasks, no pool (writer), during writes",
                "  updates meanwhile, 100 per transaction",
                "point reads, 1 task, pool of 2", "point reads, 3 tasks, pool of 2",
                "point reads, 3 tasks, pool of 2, during writes",
                "  updates meanwhile, 100 per transaction",
            ])
        #expect(heard == results.map(\.name))
        #expect(Array(results.map(\.operations).prefix(3)) == [300, 120, 120])
        #expect(Array(results.map(\.operations)[5...6]) == [120, 120])
        // The time-boxed runs did real work: reads, and whole update transactions.
        for index in [3, 7] { #expect(results[index].operations > 0) }
        for index in [4, 8] { #expect(results[index].operations > 0 && results[index].operations % 100 == 0) }

        let database = try Database.open(
            at: folder.appendingPathComponent("storage-bench.sqlite"),
            options: DatabaseOptions(readOnly: true))
        let (count, plan0) = try await database.read { connection in
            (
                try connection.scalar("SELECT count(*) FROM articles"),
                try connection.explainQueryPlan(
                    "SELECT title FROM articles WHERE id = ?", [1])
            )
        }
        #expect(count == .integer(300))
        #expect(plan0 == ["SEARCH articles USING INTEGER PRIMARY KEY (rowid=?)"])
        #expect(try await database.integrityCheck() == [])
    }

    @Test func theTableHasAHeaderAndOneLinePerResult() {
        let table = StorageBenchmark.table([
            BenchmarkResult(name: "inserts", operations: 1000, seconds: 0.5),
            BenchmarkResult(name: "reads", operations: 10, seconds: 2),
        ])
        #expect(
            table == """
                | measurement | operations | seconds | per second |
                |-------------|-----------:|--------:|-----------:|
                | inserts     |       1000 |   0.500 |       2000 |
                | reads       |         10 |   2.000 |          5 |
                """)
    }

    @Test func optionsOverrideTheDefaultsAndBadOnesAreRefused() {
        #expect(
            BenchmarkPlan.parse([
                "--rows", "10", "--reads", "20", "--readers", "0,3", "--mixed-seconds", "1.5",
            ])
                == .success(BenchmarkPlan(rows: 10, reads: 20, readerCounts: [0, 3], mixedSeconds: 1.5)))
        #expect(BenchmarkPlan.parse(["--rows"]) == .failure(BenchmarkUsageError(flag: "--rows")))
        #expect(BenchmarkPlan.parse(["--speed", "9"]) == .failure(BenchmarkUsageError(flag: "--speed")))
        #expect(BenchmarkPlan.parse(["--rows", "-1"]) == .failure(BenchmarkUsageError(flag: "--rows")))
    }
}
