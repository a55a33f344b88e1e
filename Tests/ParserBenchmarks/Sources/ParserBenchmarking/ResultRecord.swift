/// One parser on one corpus, as `parser-bench --json` prints it for other programs (the
/// comparison benchmark reads it): the median run, every run's MB/s, and the baseline's median.
public struct ResultRecord: Codable, Equatable, Sendable {
    /// `large` or `fixtures`, as in `corpus.tsv`.
    public var set: String
    /// The corpus as the table names it: `large RSS`, `fixture set (27 files)`.
    public var corpus: String
    /// A `ParserUnderTest` raw value: `tidings`, `libxml2-noop` …
    public var parser: String
    public var inputBytes: Int
    /// The median run (by CPU MB/s), with the largest peak RSS of all runs.
    public var median: BenchmarkMeasurement
    /// Each run's MB/s of CPU time, in the order measured.
    public var runsMegabytesPerSecond: [Double]

    public init(
        set: String, corpus: String, parser: String, inputBytes: Int, median: BenchmarkMeasurement,
        runsMegabytesPerSecond: [Double]
    ) {
        self.set = set
        self.corpus = corpus
        self.parser = parser
        self.inputBytes = inputBytes
        self.median = median
        self.runsMegabytesPerSecond = runsMegabytesPerSecond
    }
}
