public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// newsboat's refresh at one `reload-threads` setting: the medians of its runs.
public struct ThreadTrial: Codable, Equatable, Sendable {
    public var threads: Int
    public var coldMilliseconds: [Double]
    public var warmMilliseconds: [Double]

    public init(threads: Int, coldMilliseconds: [Double], warmMilliseconds: [Double]) {
        self.threads = threads
        self.coldMilliseconds = coldMilliseconds
        self.warmMilliseconds = warmMilliseconds
    }

    public var coldMedian: Double { median(coldMilliseconds) }
    public var warmMedian: Double { median(warmMilliseconds) }

    private enum CodingKeys: String, CodingKey {
        case threads, coldMilliseconds, warmMilliseconds, coldMedian, warmMedian
    }

    /// Reads a trial back from `results.json` (the medians are worked out again).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            threads: try container.decode(Int.self, forKey: .threads),
            coldMilliseconds: try container.decode([Double].self, forKey: .coldMilliseconds),
            warmMilliseconds: try container.decode([Double].self, forKey: .warmMilliseconds))
    }

    /// The runs and their medians, in milliseconds to three decimals.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(threads, forKey: .threads)
        try container.encode(coldMilliseconds.map(roundedForJSON), forKey: .coldMilliseconds)
        try container.encode(warmMilliseconds.map(roundedForJSON), forKey: .warmMilliseconds)
        try container.encode(roundedForJSON(coldMedian), forKey: .coldMedian)
        try container.encode(roundedForJSON(warmMedian), forKey: .warmMedian)
    }
}

/// Everything one comparison run measured, as saved in `results.json`.
public struct ComparisonReport: Codable, Equatable, Sendable {
    /// When the run finished, ISO 8601 in UTC.
    public var generated: String
    /// Cores, kernel and architecture.
    public var machine: String
    /// The command line that produced it.
    public var command: String
    public var rows: [ComparisonRow]
    /// newsboat's refresh at each `reload-threads` tried.
    public var newsboatThreadTrials: [ThreadTrial]
    /// What was checked so that neither side could pass by doing nothing.
    public var verified: [String]

    public init(
        generated: String, machine: String, command: String, rows: [ComparisonRow],
        newsboatThreadTrials: [ThreadTrial], verified: [String]
    ) {
        self.generated = generated
        self.machine = machine
        self.command = command
        self.rows = rows
        self.newsboatThreadTrials = newsboatThreadTrials
        self.verified = verified
    }

    /// The report as pretty-printed JSON with sorted keys.
    public func json() throws(ComparisonError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self)
        } catch {
            throw .fileError(path: "results.json", reason: "cannot encode the report: \(error)")
        }
    }

    /// A report saved earlier as `results.json`.
    public static func read(from file: URL) throws(ComparisonError) -> ComparisonReport {
        do {
            return try JSONDecoder().decode(ComparisonReport.self, from: Data(contentsOf: file))
        } catch {
            throw .fileError(
                path: file.path, reason: "not a results.json written by compare-bench (\(error))")
        }
    }

    /// The table, the lines under it, and what was verified, as compare-bench prints them.
    public var text: String {
        [
            ComparisonTable.render(rows), "", ComparisonTable.footnotes(rows),
            "verified: " + verified.joined(separator: "; "),
        ].joined(separator: "\n")
    }

    /// The chart of the rows, subtitled with the day and the machine.
    public var chart: String {
        ComparisonChart.svg(rows, subtitle: "\(generated.prefix(10)) · \(machine)")
    }

    /// Writes `results.json` and `results.svg` into each folder. `savedJSON` is the file the report
    /// was read from, when it is redrawn: copied as it is, since figures read back from their
    /// three-decimal JSON would give slightly different ratios.
    public func write(to folders: [URL], savedJSON: Data? = nil) throws(ComparisonError) {
        let data: Data
        if let savedJSON {
            data = savedJSON
        } else {
            data = try json()
        }
        for folder in folders {
            try writeFile(data, to: folder.appendingPathComponent("results.json"))
            try writeFile(Data(chart.utf8), to: folder.appendingPathComponent("results.svg"))
        }
    }

    /// `2 cores, Debian GNU/Linux 12 (bookworm), Linux 6.1.0 x86_64`.
    public static func describeMachine() -> String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let system = ProcessInfo.processInfo.operatingSystemVersionString
        var names = utsname()
        guard uname(&names) == 0 else { return "\(cores) cores, \(system)" }
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return
            "\(cores) cores, \(system), \(text(names.sysname)) \(text(names.release)) \(text(names.machine))"
    }
}
