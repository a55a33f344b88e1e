public import Foundation

/// The documents a benchmark runs on, in four sets:
///
/// - `large`: the generated large RSS file (64 MiB by default);
/// - `medium`: a compact RSS file of 20,000 short items (about 7 MB);
/// - `small`: at least 100 documents of 1–100 KB, generated in five shapes (`SmallFeedGenerator`)
///   plus the fixtures of at least 1 KB;
/// - `fixtures`: the fixture set, every well-formed feed fixture (most under 1 KB).
public struct BenchmarkCorpus: Sendable {
    /// A named set of files measured together.
    public struct Entry: Sendable {
        public let name: String
        /// The set's key in `corpus.tsv`: `large`, `medium`, `small` or `fixtures`.
        public let set: String
        public let files: [URL]
        public let bytes: Int
    }

    /// The sets, in the order above.
    public let entries: [Entry]

    /// The set named `set`.
    public func entry(_ set: String) -> Entry? {
        entries.first { $0.set == set }
    }

    public var large: Entry? { entry("large") }
    public var fixtures: Entry? { entry("fixtures") }

    /// The sets in the order they are measured and listed.
    public static let setOrder = ["large", "medium", "small", "fixtures"]
    /// The items of the medium file.
    public static let mediumItems = 20_000
    /// The generated documents of the small set.
    public static let smallDocuments = 120

    static func displayName(_ set: String, files: Int, bytes: Int) -> String {
        switch set {
        case "large": "large RSS"
        case "medium": "compact RSS (\(bytes / 1_000_000) MB)"
        case "small": "small feeds (\(files) files)"
        default: "fixture set (\(files) files)"
        }
    }

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

    /// Writes the generated files and copies the fixtures into `directory`, with `corpus.tsv`
    /// listing every file (set, path relative to `directory`, bytes) for other tools to read.
    public static func write(
        to directory: URL, generator: WorkloadGenerator, targetBytes: Int, fixtures: [URL],
        small: SmallFeedGenerator = SmallFeedGenerator(), mediumItems: Int = mediumItems,
        smallDocuments: Int = smallDocuments
    ) throws -> BenchmarkCorpus {
        let files = FileManager.default
        for folder in ["fixtures", "small"] {
            try files.createDirectory(
                at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        var listing = "set\tpath\tbytes\n"
        func add(_ set: String, _ path: String, _ data: Data) throws {
            try data.write(to: directory.appendingPathComponent(path))
            listing += "\(set)\t\(path)\t\(data.count)\n"
        }
        try add("large", "large-rss.xml", generator.rssDocument(targetBytes: targetBytes).data)
        try add("medium", "medium-rss.xml", small.compactDocument(itemCount: mediumItems))
        for document in small.corpus(count: smallDocuments) {
            try add("small", "small/\(document.name)", document.data)
        }
        for fixture in fixtures {
            let data = try Data(contentsOf: fixture)
            try add("fixtures", "fixtures/\(fixture.lastPathComponent)", data)
            if data.count >= 1024 { try add("small", "small/fixture-\(fixture.lastPathComponent)", data) }
        }
        try Data(listing.utf8).write(to: directory.appendingPathComponent("corpus.tsv"))
        return try read(from: directory)
    }

    /// Reads a corpus that `write(to:…)` wrote into `directory`, from its `corpus.tsv`, so that a
    /// benchmark (and another tool beside it) measures exactly those files.
    public static func read(from directory: URL) throws -> BenchmarkCorpus {
        let listing = try String(contentsOf: directory.appendingPathComponent("corpus.tsv"), encoding: .utf8)
        var files: [String: [URL]] = [:]
        var bytes: [String: Int] = [:]
        for line in listing.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let size = Int(fields[2]) else {
                throw BenchmarkFailure("\(directory.path)/corpus.tsv: unreadable line \"\(line)\"")
            }
            let set = String(fields[0])
            guard setOrder.contains(set) else {
                throw BenchmarkFailure("\(directory.path)/corpus.tsv: unknown set \"\(set)\"")
            }
            files[set, default: []].append(directory.appendingPathComponent(String(fields[1])))
            bytes[set, default: 0] += size
        }
        guard files["large"]?.count == 1, files["medium"]?.count == 1, files["small"]?.isEmpty == false,
            files["fixtures"]?.isEmpty == false
        else {
            throw BenchmarkFailure(
                "\(directory.path)/corpus.tsv lacks a set (one large and one medium file, small feeds and "
                    + "the fixtures); write it again with parser-bench --write-corpus")
        }
        return BenchmarkCorpus(
            entries: setOrder.compactMap { set in
                guard let list = files[set] else { return nil }
                let size = bytes[set] ?? 0
                return Entry(
                    name: displayName(set, files: list.count, bytes: size), set: set, files: list, bytes: size
                )
            })
    }
}
