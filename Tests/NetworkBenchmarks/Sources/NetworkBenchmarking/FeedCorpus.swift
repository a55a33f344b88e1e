public import Foundation

/// A deterministic corpus of RSS 2.0 feeds: the same count and size always give the same
/// bytes, so runs (and other feed readers) can be compared on identical input.
public struct FeedCorpus: Sendable {
    public let feedCount: Int
    /// Each feed grows item by item until it reaches at least this many bytes.
    public let feedBytes: Int
    /// The files' modification time, fixed so that ETag and Last-Modified are stable.
    public static let modificationDate = Date(timeIntervalSince1970: 1_704_067_200)

    public init(feedCount: Int, feedBytes: Int) {
        self.feedCount = feedCount
        self.feedBytes = feedBytes
    }

    /// The path of feed `index` on a server: `/feeds/feed-007.xml`.
    public func path(of index: Int) -> String {
        "/feeds/feed-\(String(format: "%03d", index)).xml"
    }

    /// Every feed's path, in order.
    public var paths: [String] { (0..<feedCount).map(path(of:)) }

    /// The document of feed `index`.
    public func feed(_ index: Int) -> Data {
        var random = SplitMix64(seed: UInt64(index) &+ 0x7469_6469_6E67_73)
        let base = "https://feeds.example.org/\(index)"
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel>
            <title>Benchmark feed \(index)</title><link>\(base)/</link>
            <description>Generated feed \(index) of the Tidings network benchmark</description>

            """
        var item = 0
        while text.utf8.count < feedBytes {
            let day = 1 + Int(random.next() % 28)
            text += """
                <item><title>\(random.words(6))</title><link>\(base)/items/\(item)</link>
                <guid isPermaLink="false">feed-\(index)-item-\(item)</guid>
                <pubDate>Mon, \(day < 10 ? "0" : "")\(day) Jan 2024 12:00:00 GMT</pubDate>
                <description>&lt;p&gt;\(random.words(120))&lt;/p&gt;</description></item>

                """
            item += 1
        }
        return Data((text + "</channel></rss>\n").utf8)
    }

    /// Writes every feed under `directory` (as `feeds/feed-NNN.xml`) with the fixed
    /// modification time, and `paths.txt` listing their paths.
    public func write(to directory: URL) throws {
        let files = FileManager.default
        try files.createDirectory(
            at: directory.appendingPathComponent("feeds"), withIntermediateDirectories: true)
        for index in 0..<feedCount {
            let file = directory.appendingPathComponent(String(path(of: index).dropFirst()))
            try feed(index).write(to: file, options: .atomic)
            try files.setAttributes([.modificationDate: Self.modificationDate], ofItemAtPath: file.path)
        }
        try Data((paths.joined(separator: "\n") + "\n").utf8)
            .write(to: directory.appendingPathComponent("paths.txt"), options: .atomic)
    }
}

/// A small, fast, seedable generator (SplitMix64), so the corpus never depends on the
/// system's random numbers.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    private static let vocabulary = [
        "terminal", "reader", "feed", "article", "swift", "network", "server", "update", "release", "story",
        "weather", "market", "science", "garden", "music", "review", "city", "river", "mountain", "library",
        "journal", "letter", "signal", "harbour", "window", "bridge", "orchard", "lantern", "compass",
        "meadow",
    ]

    mutating func words(_ count: Int) -> String {
        (0..<count).map { _ in Self.vocabulary[Int(next() % UInt64(Self.vocabulary.count))] }.joined(
            separator: " ")
    }
}
