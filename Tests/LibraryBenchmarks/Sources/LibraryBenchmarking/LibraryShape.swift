/// The size of the benchmark library.
public struct LibraryShape: Equatable, Sendable {
    public var feeds: Int
    public var totalArticles: Int
    /// The first feed holds this many articles, for the mark-read measurement; the others share
    /// the rest as evenly as whole numbers allow.
    public var largeFeedArticles: Int

    public init(feeds: Int, totalArticles: Int, largeFeedArticles: Int) {
        self.feeds = feeds
        self.totalArticles = totalArticles
        self.largeFeedArticles = largeFeedArticles
    }

    /// 2,000 feeds and 1,000,000 articles, one feed holding 5,000 of them.
    public static let full = LibraryShape(feeds: 2_000, totalArticles: 1_000_000, largeFeedArticles: 5_000)

    /// How many articles the feed at `index` (from 0) holds.
    public func articles(inFeed index: Int) -> Int {
        guard index > 0 else { return min(largeFeedArticles, totalArticles) }
        let others = max(1, feeds - 1)
        let rest = max(0, totalArticles - largeFeedArticles)
        return rest / others + (index <= rest % others ? 1 : 0)
    }

    /// The folder the cached library lives in; Tidings opens it with `--data-dir`.
    public var folderName: String { "library-\(feeds)-\(totalArticles)" }

    /// The database file inside it, named as Tidings names it (`storage.databaseFileName`).
    public static let databaseFileName = "library.sqlite"
}
