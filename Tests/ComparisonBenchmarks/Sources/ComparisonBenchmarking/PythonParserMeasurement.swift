/// A Python feed parser that `python_parser_bench.py` measures.
public enum PythonParser: String, CaseIterable, Sendable {
    case feedparser
    /// A Rust core with lxml behind it (fastfeedparser).
    case fastfeedparser
    /// A Rust port of feedparser (feedparser-rs).
    case feedparserRS = "feedparser_rs"
}

/// What `python_parser_bench.py` prints for one run.
struct PythonParserMeasurement: Decodable, Sendable {
    var set: String
    var files: Int
    /// Documents the parser raised on, left out of the timed passes.
    var refused: Int
    var bytesParsed: Int
    var cpuSeconds: Double
    var wallSeconds: Double
    var startResidentBytes: Int
    var peakResidentBytes: Int
    var entries: Int
    /// The distribution's name (`feedparser-rs`) and version.
    var parser: String
    var version: String
    var python: String

    var megabytesPerSecond: Double {
        cpuSeconds > 0 ? Double(bytesParsed) / 1e6 / cpuSeconds : 0
    }

    /// `fastfeedparser 0.6.5 (Python 3.11.7)`.
    var label: String { "\(parser) \(version) (Python \(python))" }
}
