import Foundation
import LoopbackServerService
import Synchronization

/// RSS 2.0 feeds whose items change with a generation number: generation `g` of feed `f`
/// holds `itemsPerGeneration` items for each of the generations `g - keep + 1 … g`, newest
/// first, with guids `feed{f}-gen{g}-item{i}`. Old items leave the feed but stay in the library.
struct SyntheticFeed {
    let index: Int
    var itemsPerGeneration = 3
    var keep = 3
    /// Extra words in every item's description, to give the parser and the writer some work.
    var padding = 40

    func guid(generation: Int, item: Int) -> String {
        "feed\(index)-gen\(generation)-item\(item)"
    }

    /// The guids that generation `generation` adds.
    func guids(generation: Int) -> [String] {
        (0..<itemsPerGeneration).map { guid(generation: generation, item: $0) }
    }

    func title(generation: Int, item: Int) -> String {
        "Feed \(index) generation \(generation) item \(item)"
    }

    func document(generation: Int) -> Data {
        var items: [String] = []
        for past in stride(from: generation, through: max(0, generation - keep + 1), by: -1) {
            for item in 0..<itemsPerGeneration {
                let date = SyntheticFeed.referenceDate.addingTimeInterval(Double(past * 3600 + item * 60))
                items.append(
                    """
                    <item><title>\(title(generation: past, item: item))</title>
                    <link>http://feeds.test/\(index)/\(past)/\(item)</link>
                    <guid isPermaLink="false">\(guid(generation: past, item: item))</guid>
                    <pubDate>\(SyntheticFeed.rfc822(date))</pubDate>
                    <description>\(String(repeating: "Reliable words about nothing. ", count: padding / 4))</description></item>
                    """)
            }
        }
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Synthetic feed \(index)</title><link>http://feeds.test/\(index)</link>
            <description>Generated for the reliability suite</description>
            \(items.joined(separator: "\n"))
            </channel></rss>
            """.utf8)
    }

    /// A fixed recent past, so that no item is ever old enough for retention.
    static let referenceDate = Date().addingTimeInterval(-86_400)

    static func rfc822(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    /// A 200 with generation `generation` of this feed.
    func response(generation: Int, delay: Duration = .zero) -> LoopbackResponse {
        LoopbackResponse(
            status: 200, headers: ["Content-Type": "application/rss+xml; charset=utf-8"],
            body: document(generation: generation), delay: delay)
    }
}

/// The generation every synthetic feed of a server answers with, changed between refreshes.
final class FeedGeneration: Sendable {
    private let value = Atomic<Int>(0)

    var current: Int { value.load(ordering: .sequentiallyConsistent) }

    func set(_ generation: Int) {
        value.store(generation, ordering: .sequentiallyConsistent)
    }
}

extension LoopbackServer {
    /// Serves `feeds` at `/feed/{index}.xml`, each answering the current `generation` after its
    /// `delay`; returns the feeds' URLs in order.
    func serveSynthetic(
        _ feeds: [SyntheticFeed], generation: FeedGeneration, delay: @escaping @Sendable (Int) -> Duration
    )
        -> [URL]
    {
        feeds.map { feed in
            let path = "/feed/\(feed.index).xml"
            let bodies = SyntheticBodies(feed: feed)
            setRoute(
                LoopbackRoute { _ in
                    let generation = generation.current
                    return LoopbackResponse(
                        status: 200, headers: ["Content-Type": "application/rss+xml; charset=utf-8"],
                        body: bodies.body(generation), delay: delay(feed.index))
                }, for: path)
            return url(path)
        }
    }
}

/// Caches each generation's document of one feed, so that a server thread does not rebuild it
/// for every request.
final class SyntheticBodies: Sendable {
    private let feed: SyntheticFeed
    private let cache = Mutex<[Int: Data]>([:])

    init(feed: SyntheticFeed) {
        self.feed = feed
    }

    func body(_ generation: Int) -> Data {
        if let cached = cache.withLock({ $0[generation] }) { return cached }
        let document = feed.document(generation: generation)
        cache.withLock { $0[generation] = document }
        return document
    }
}
