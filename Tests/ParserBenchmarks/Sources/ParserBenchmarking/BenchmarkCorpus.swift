public import Foundation

/// The documents a benchmark runs on: the generated large feed and the fixture set.
public struct BenchmarkCorpus: Sendable {
    /// A named set of files measured together.
    public struct Entry: Sendable {
        public let name: String
        /// The set's key in `corpus.tsv`: `large` or `fixtures`.
        public let set: String
        public let files: [URL]
        public let bytes: Int
    }

    public let large: Entry
    public let fixtures: Entry

    /// FeedParserService's test fixtures, found from this source file's place in the repository.
    public static var defaultFixturesDirectory: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Packages/FeedParserService/Tests/FeedParserServiceTests/Fixtures")
    }

    /// The XML fixtures in `directory` that `accepts` (a full parse that succeeds) and that are
    /// well-formed, sorted by name. Error fixtures (HTML pages, malformed documents) measure
    /// nothing useful; the recovery fixtures (a bare `&`, bytes invalid in their encoding…) are
    /// left out because the no-op baseline stops at their first error and so measures nothing
    /// comparable; and the `hostile-` ones are attacks rather than feeds (the 35 KB deep-nesting
    /// document alone would be more than half the set's bytes).
    public static func xmlFixtures(in directory: URL, accepts: (Data) -> Bool) throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        return try names.filter { $0.hasSuffix(".xml") && !$0.hasPrefix("hostile-") }.map {
            directory.appendingPathComponent($0)
        }.filter { file in
            let data = try Data(contentsOf: file)
            return NoOpSAXPass.run(data) && accepts(data)
        }
    }

    /// Writes the large feed and copies the fixtures into `directory`, with `corpus.tsv` listing
    /// every file (set, path relative to `directory`, bytes) for other tools to read.
    public static func write(
        to directory: URL, generator: WorkloadGenerator, targetBytes: Int, fixtures: [URL]
    ) throws -> BenchmarkCorpus {
        let files = FileManager.default
        let fixtureDirectory = directory.appendingPathComponent("fixtures")
        try files.createDirectory(at: fixtureDirectory, withIntermediateDirectories: true)
        let document = generator.rssDocument(targetBytes: targetBytes)
        let largeURL = directory.appendingPathComponent("large-rss.xml")
        try document.data.write(to: largeURL)
        var listing = "set\tpath\tbytes\nlarge\tlarge-rss.xml\t\(document.data.count)\n"
        var copies: [URL] = []
        var fixtureBytes = 0
        for fixture in fixtures {
            let copy = fixtureDirectory.appendingPathComponent(fixture.lastPathComponent)
            let data = try Data(contentsOf: fixture)
            try data.write(to: copy)
            copies.append(copy)
            fixtureBytes += data.count
            listing += "fixtures\tfixtures/\(fixture.lastPathComponent)\t\(data.count)\n"
        }
        try Data(listing.utf8).write(to: directory.appendingPathComponent("corpus.tsv"))
        return BenchmarkCorpus(
            large: Entry(name: "large RSS", set: "large", files: [largeURL], bytes: document.data.count),
            fixtures: Entry(
                name: "fixture set (\(copies.count) files)", set: "fixtures", files: copies,
                bytes: fixtureBytes))
    }

    /// Reads a corpus that `write(to:…)` wrote into `directory`, from its `corpus.tsv`, so that a
    /// benchmark (and another tool beside it) measures exactly those files.
    public static func read(from directory: URL) throws -> BenchmarkCorpus {
        let listing = try String(contentsOf: directory.appendingPathComponent("corpus.tsv"), encoding: .utf8)
        var large: [URL] = []
        var largeBytes = 0
        var fixtures: [URL] = []
        var fixtureBytes = 0
        for line in listing.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let bytes = Int(fields[2]) else {
                throw BenchmarkFailure("\(directory.path)/corpus.tsv: unreadable line \"\(line)\"")
            }
            let file = directory.appendingPathComponent(String(fields[1]))
            switch fields[0] {
            case "large":
                large.append(file)
                largeBytes += bytes
            case "fixtures":
                fixtures.append(file)
                fixtureBytes += bytes
            default: throw BenchmarkFailure("\(directory.path)/corpus.tsv: unknown set \"\(fields[0])\"")
            }
        }
        guard large.count == 1, !fixtures.isEmpty else {
            throw BenchmarkFailure(
                "\(directory.path)/corpus.tsv lists \(large.count) large files and \(fixtures.count) fixtures; "
                    + "write it again with parser-bench --write-corpus")
        }
        return BenchmarkCorpus(
            large: Entry(name: "large RSS", set: "large", files: large, bytes: largeBytes),
            fixtures: Entry(
                name: "fixture set (\(fixtures.count) files)", set: "fixtures", files: fixtures,
                bytes: fixtureBytes))
    }
}
