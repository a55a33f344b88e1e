import Foundation

/// The parsers a benchmark compares. Each runs in a fresh child process per measurement.
public enum ParserUnderTest: String, Sendable, CaseIterable {
    /// FeedParserService's streaming parse: every item read in full and handed to a consumer as
    /// it ends (here one that counts it; refresh maps each item as it comes), so the items are
    /// never held together.
    case tidings
    /// FeedParserService's whole parse: a `ParsedFeed` holding every item, for the memory the
    /// items themselves take.
    case tidingsWhole = "tidings-whole"
    /// Refresh's path from a file on: the body fetched through HTTPService (a large local file
    /// mapped where it lies; a network body that large is spooled to a file and mapped), hashed as refresh hashes it, then the streaming parse, each item
    /// counted and dropped. Its memory is the target that a feed's size must not raise.
    case tidingsRefreshPath = "tidings-refresh-path"
    /// Raw libxml2 SAX with empty callbacks.
    case libxml2NoOp = "libxml2-noop"
    /// XMLService's streaming parser with a handler that does nothing: the cost of the bridge.
    case xmlServiceNoOp = "xmlservice-noop"
    /// Raw libxml2 SAX with empty callbacks through its memory-parser entry point, which copies
    /// the document first: the way libxml2 SAX is most often called, for reference.
    case libxml2MemoryNoOp = "libxml2-noop-memory"
}

/// What one child process measured, sent to the parent as one line of text.
public struct BenchmarkMeasurement: Codable, Equatable, Sendable {
    /// Bytes parsed in the timed part (a file parsed three times counts three times).
    public var bytesParsed: Int
    /// Wall-clock time of the timed part.
    public var seconds: Double
    /// CPU time the process spent in the timed part (user and system): what the parse costs,
    /// whatever else the machine is running.
    public var cpuSeconds: Double
    /// Resident memory before the input was loaded.
    public var startResidentBytes: Int
    /// Peak resident memory of the whole child.
    public var peakResidentBytes: Int

    public init(
        bytesParsed: Int, seconds: Double, cpuSeconds: Double, startResidentBytes: Int, peakResidentBytes: Int
    ) {
        self.bytesParsed = bytesParsed
        self.seconds = seconds
        self.cpuSeconds = cpuSeconds
        self.startResidentBytes = startResidentBytes
        self.peakResidentBytes = peakResidentBytes
    }

    /// Megabytes (10^6 bytes) per second of CPU time.
    public var megabytesPerSecond: Double {
        cpuSeconds > 0 ? Double(bytesParsed) / 1e6 / cpuSeconds : 0
    }

    /// Megabytes (10^6 bytes) per second of wall-clock time.
    public var wallMegabytesPerSecond: Double {
        seconds > 0 ? Double(bytesParsed) / 1e6 / seconds : 0
    }

    public var line: String {
        "measurement \(bytesParsed) \(seconds) \(cpuSeconds) \(startResidentBytes) \(peakResidentBytes)"
    }

    public init?(line: Substring) {
        let fields = line.split(separator: " ")
        guard fields.count == 6, fields[0] == "measurement", let bytes = Int(fields[1]),
            let seconds = Double(fields[2]), let cpuSeconds = Double(fields[3]), let start = Int(fields[4]),
            let peak = Int(fields[5])
        else {
            return nil
        }
        self.init(
            bytesParsed: bytes, seconds: seconds, cpuSeconds: cpuSeconds, startResidentBytes: start,
            peakResidentBytes: peak)
    }

    /// The median of several runs (by CPU speed), with the largest peak among them.
    public static func summary(of runs: [BenchmarkMeasurement]) -> BenchmarkMeasurement? {
        guard !runs.isEmpty else { return nil }
        let sorted = runs.sorted { $0.megabytesPerSecond < $1.megabytesPerSecond }
        var median = sorted[sorted.count / 2]
        median.peakResidentBytes = runs.map(\.peakResidentBytes).max() ?? median.peakResidentBytes
        median.startResidentBytes = runs.map(\.startResidentBytes).min() ?? median.startResidentBytes
        return median
    }
}
