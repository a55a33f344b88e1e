import DatabaseService
public import Foundation

/// One measured figure.
public struct BenchmarkResult: Equatable, Sendable {
    public let name: String
    public let operations: Int
    public let seconds: Double

    public init(name: String, operations: Int, seconds: Double) {
        self.name = name
        self.operations = operations
        self.seconds = seconds
    }

    public var perSecond: Double { seconds > 0 ? Double(operations) / seconds : 0 }
}

/// Measures SQLite through DatabaseService on a file: batched inserts of article-like rows,
/// then point reads by primary key from concurrent tasks, without and with the reader pool.
public enum StorageBenchmark {
    /// Runs `plan` on a new file in `folder`; `progress` hears each result as it is measured.
    public static func run(
        _ plan: BenchmarkPlan, in folder: URL, progress: (BenchmarkResult) -> Void = { _ in }
    ) async throws -> [BenchmarkResult] {
        let file = folder.appendingPathComponent("storage-bench.sqlite")
        var results: [BenchmarkResult] = []
        do {
            let database = try Database.open(at: file, options: DatabaseOptions())
            try await database.migrate(ArticleRows.schema)
            let insert = try await insertRows(plan, into: database)
            results.append(insert)
            progress(insert)
        }
        for readers in plan.readerCounts {
            let database = try Database.open(at: file, options: DatabaseOptions(readerCount: readers))
            let pool = readers == 0 ? "no pool (writer)" : "pool of \(readers)"
            var runs = Set([1, plan.concurrency]).sorted().map { ($0, false) }
            runs.append((plan.concurrency, true))
            for (tasks, duringWrites) in runs {
                let (reads, updates) = try await pointReads(
                    plan, tasks: tasks, on: database,
                    limit: duringWrites ? .seconds(plan.mixedSeconds) : .reads(plan.reads),
                    duringWrites: duringWrites,
                    name: "point reads, \(tasks) task\(tasks == 1 ? "" : "s"), \(pool)"
                        + (duringWrites ? ", during writes" : ""))
                for result in [reads] + (updates.map { [$0] } ?? []) {
                    results.append(result)
                    progress(result)
                }
            }
        }
        return results
    }

    /// Inserts `plan.rows` rows, `plan.batchSize` per write transaction.
    static func insertRows(_ plan: BenchmarkPlan, into database: Database) async throws -> BenchmarkResult {
        let clock = ContinuousClock()
        let start = clock.now
        var next = 1
        while next <= plan.rows {
            let first = next
            let last = min(next + plan.batchSize - 1, plan.rows)
            try await database.write { connection in
                var random = SplitMix64(seed: UInt64(first))
                for id in first...last {
                    try connection.execute(ArticleRows.insert, ArticleRows.arguments(id: id, random: &random))
                }
            }
            next = last + 1
        }
        return BenchmarkResult(
            name: "inserts, \(plan.batchSize) per transaction", operations: plan.rows,
            seconds: seconds(clock.now - start))
    }

    /// How long a read measurement runs.
    enum ReadLimit {
        /// This many reads in all, split over the tasks.
        case reads(Int)
        /// As many reads as fit in this many seconds.
        case seconds(Double)
    }

    /// Reads one row by a random primary key, over and over, from `tasks` tasks, each read its
    /// own `Database.read` call. With `duringWrites`, a writer meanwhile runs transactions of
    /// `plan.batchSize` updates back to back, as a refresh would; its updates are the second
    /// result.
    static func pointReads(
        _ plan: BenchmarkPlan, tasks: Int, on database: Database, limit: ReadLimit, duringWrites: Bool,
        name: String
    ) async throws -> (reads: BenchmarkResult, updates: BenchmarkResult?) {
        let rows = plan.rows
        let batchSize = plan.batchSize
        let clock = ContinuousClock()
        let writer: Task<Int, any Error>? =
            duringWrites
            ? Task {
                var random = SplitMix64(seed: 99)
                var updates = 0
                repeat {
                    let ids = (0..<batchSize).map { _ in Int(random.next() % UInt64(rows)) + 1 }
                    try await database.write { connection in
                        for id in ids {
                            try connection.execute(
                                "UPDATE articles SET is_read = 1 - is_read WHERE id = ?", [id])
                        }
                    }
                    updates += ids.count
                } while !Task.isCancelled
                return updates
            } : nil
        defer { writer?.cancel() }
        let start = clock.now
        let (perTask, deadline): (Int, ContinuousClock.Instant) =
            switch limit {
            case .reads(let count): (count / tasks, start.advanced(by: .seconds(86_400)))
            case .seconds(let seconds): (Int.max, start.advanced(by: .seconds(seconds)))
            }
        let (attempted, found) = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for task in 0..<tasks {
                group.addTask {
                    var random = SplitMix64(seed: UInt64(task) &+ 7)
                    var (attempted, found) = (0, 0)
                    while attempted < perTask && (attempted == 0 || clock.now < deadline) {
                        let id = Int(random.next() % UInt64(rows)) + 1
                        let title = try await database.read { connection in
                            try connection.queryFirst(ArticleRows.select, [id]) { row throws(DatabaseError) in
                                try row.string(2)
                            }
                        }
                        attempted += 1
                        if title != nil { found += 1 }
                    }
                    return (attempted, found)
                }
            }
            return try await group.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
        }
        let elapsed = seconds(clock.now - start)
        writer?.cancel()
        let updates = try await writer?.value
        guard found == attempted else {
            throw DatabaseError.misuse(
                message: "the benchmark found \(found) of the \(attempted) rows it read")
        }
        return (
            BenchmarkResult(name: name, operations: found, seconds: elapsed),
            updates.map {
                BenchmarkResult(
                    name: "  updates meanwhile, \(batchSize) per transaction", operations: $0,
                    seconds: elapsed)
            }
        )
    }

    /// The results as a Markdown table.
    public static func table(_ results: [BenchmarkResult]) -> String {
        let header = ["measurement", "operations", "seconds", "per second"]
        let rows = results.map { result in
            [
                result.name, "\(result.operations)", String(format: "%.3f", result.seconds),
                String(format: "%.0f", result.perSecond),
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule =
            "|"
            + widths.enumerated().map { column, width in
                String(repeating: "-", count: width + 1) + (column == 0 ? "-" : ":")
            }.joined(separator: "|") + "|"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
