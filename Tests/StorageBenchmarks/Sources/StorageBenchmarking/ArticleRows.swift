import DatabaseService

/// The benchmark's table: shaped like a feed reader's articles, with a unique key per feed
/// and an index for timelines.
enum ArticleRows {
    static let schema = DatabaseSchema(
        name: "benchmark_articles",
        migrations: [
            DatabaseMigration(
                version: 1,
                sql: """
                    CREATE TABLE articles (
                        id INTEGER PRIMARY KEY,
                        feed_id INTEGER NOT NULL,
                        guid TEXT NOT NULL,
                        title TEXT NOT NULL,
                        link TEXT,
                        author TEXT,
                        published REAL NOT NULL,
                        summary TEXT,
                        content TEXT,
                        is_read INTEGER NOT NULL DEFAULT 0,
                        is_starred INTEGER NOT NULL DEFAULT 0,
                        UNIQUE (feed_id, guid)
                    );
                    CREATE INDEX articles_by_feed_date ON articles (feed_id, published DESC);
                    """)
        ])

    static let insert = """
        INSERT INTO articles (id, feed_id, guid, title, link, author, published, summary, content)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    static let select = """
        SELECT id, feed_id, title, link, author, published, summary, content, is_read, is_starred
        FROM articles WHERE id = ?
        """

    private static let words = [
        "swift", "terminal", "feed", "reader", "sqlite", "release", "linux", "update", "security", "news",
        "article", "server", "design", "performance", "memory", "network", "weekly", "notes", "review",
        "guide",
    ]

    /// The arguments of row `id`: about 2 KB, mostly content, the way a feed item is.
    static func arguments(id: Int, random: inout SplitMix64) -> [any DatabaseValueConvertible] {
        let feed = Int(random.next() % 200) + 1
        let title = sentence(words: 8, random: &random)
        var content = ""
        while content.utf8.count < 1_600 { content += sentence(words: 12, random: &random) + ". " }
        return [
            id, feed, "urn:uuid:benchmark-\(id)", title, "https://example.org/\(feed)/\(id)",
            "Author \(feed)",
            1_700_000_000.0 + Double(id) * 60, sentence(words: 30, random: &random), content,
        ]
    }

    private static func sentence(words count: Int, random: inout SplitMix64) -> String {
        (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
    }
}

/// A small, fast, deterministic random number generator (SplitMix64), so every run inserts
/// and reads the same rows.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
