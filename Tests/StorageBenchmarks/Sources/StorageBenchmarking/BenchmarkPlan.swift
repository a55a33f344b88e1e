/// How much work one benchmark run does.
public struct BenchmarkPlan: Equatable, Sendable {
    /// Article-like rows inserted.
    public var rows: Int
    /// Rows per write transaction.
    public var batchSize: Int
    /// Point reads per measurement.
    public var reads: Int
    /// Tasks reading at the same time in the concurrent measurements.
    public var concurrency: Int
    /// Reader pool sizes measured (0 = reads go to the writer).
    public var readerCounts: [Int]
    /// Seconds each "during writes" measurement reads while a writer keeps updating rows.
    public var mixedSeconds: Double

    public init(
        rows: Int = 50_000, batchSize: Int = 500, reads: Int = 200_000, concurrency: Int = 8,
        readerCounts: [Int] = [0, 1, 2, 4], mixedSeconds: Double = 3
    ) {
        self.rows = rows
        self.batchSize = batchSize
        self.reads = reads
        self.concurrency = concurrency
        self.readerCounts = readerCounts
        self.mixedSeconds = mixedSeconds
    }

    /// Reads `--rows N`, `--batch N`, `--reads N`, `--concurrency N`, `--readers 0,2,4` and
    /// `--mixed-seconds S`
    /// over the defaults; anything else is a usage error.
    public static func parse(_ arguments: [String]) -> Result<BenchmarkPlan, BenchmarkUsageError> {
        var plan = BenchmarkPlan()
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard let value = remaining.popFirst() else { return .failure(BenchmarkUsageError(flag: flag)) }
            switch flag {
            case "--readers":
                let counts = value.split(separator: ",").compactMap { Int($0) }.filter { $0 >= 0 }
                guard !counts.isEmpty else { return .failure(BenchmarkUsageError(flag: flag)) }
                plan.readerCounts = counts
                continue
            case "--mixed-seconds":
                guard let seconds = Double(value), seconds > 0 else {
                    return .failure(BenchmarkUsageError(flag: flag))
                }
                plan.mixedSeconds = seconds
                continue
            default:
                break
            }
            guard let number = Int(value), number > 0 else {
                return .failure(BenchmarkUsageError(flag: flag))
            }
            switch flag {
            case "--rows": plan.rows = number
            case "--batch": plan.batchSize = number
            case "--reads": plan.reads = number
            case "--concurrency": plan.concurrency = number
            default: return .failure(BenchmarkUsageError(flag: flag))
            }
        }
        return .success(plan)
    }
}

/// A command-line flag the benchmark does not understand, or one without a valid value.
public struct BenchmarkUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public let flag: String

    public init(flag: String) {
        self.flag = flag
    }

    public var description: String {
        "storage-bench: bad or incomplete option \(flag); usage: storage-bench [--rows N] [--batch N] "
            + "[--reads N] [--concurrency N] [--readers 0,2,4] [--mixed-seconds S]"
    }
}
