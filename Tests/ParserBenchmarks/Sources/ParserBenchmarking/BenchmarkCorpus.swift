public import Foundation

/// The documents a benchmark runs on: the generated large feed and the fixture set.
public struct BenchmarkCorpus: Sendable {
    /// A named set of files measured together.
    public struct Entry: Sendable {
        public let name: String
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
            large: Entry(name: "large RSS", files: [largeURL], bytes: document.data.count),
            fixtures: Entry(name: "fixture set (\(copies.count) files)", files: copies, bytes: fixtureBytes))
    }
}
