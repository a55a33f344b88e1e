/// What an element's `class`, `id` and `role` suggest about it, by the words pages use for
/// their parts: "sidebar", "share", "related" for furniture; "article", "content", "post" for
/// the text itself.
struct NodeHints {
    /// The lowercase class and id, space separated.
    let names: [UInt8]

    init(className: String?, id: String?) {
        var names = Array((className ?? "").utf8)
        if let id {
            names.append(0x20)
            names += id.utf8
        }
        for index in names.indices where names[index] >= 0x41 && names[index] <= 0x5A { names[index] |= 0x20 }
        self.names = names
    }

    /// Words of furniture that is never the article, unless a word of `maybeArticle` is there too.
    static let unlikely = WordSet(
        "-ad-", "ad-break", "agegate", "banner", "breadcrumb", "combx", "comment", "community", "consent",
        "cookie", "cover-wrap", "disqus", "footer", "gdpr", "legends", "menu", "modal", "newsletter",
        "outbrain", "pagination", "pager", "popup", "promo", "related", "remark", "replies", "rss",
        "share", "sharing", "shoutbox", "sidebar", "skyscraper", "social", "sponsor", "subscribe",
        "supplemental", "taboola", "yom-remote")
    static let maybeArticle = WordSet(
        "and", "article", "body", "column", "content", "main", "shadow", "story", "entry")
    /// Words that raise an element's score as a container of the article.
    static let positive = WordSet(
        "article", "body", "content", "entry", "hentry", "h-entry", "main", "page", "post", "text", "blog",
        "story")
    /// Words that lower it.
    static let negative = WordSet(
        "-ad-", "banner", "byline", "caption", "combx", "comment", "com-", "contact", "credit", "foot",
        "gdpr", "hidden", "masthead", "media", "meta", "outbrain", "promo", "related", "scroll", "share",
        "shoutbox", "sidebar", "skyscraper", "sponsor", "shopping", "tags", "tool", "widget")
    /// ARIA roles of furniture.
    static let furnitureRoles: Set<String> = [
        "menu", "menubar", "complementary", "navigation", "alert", "alertdialog", "dialog", "banner",
        "contentinfo",
    ]

    /// Whether the element is furniture by its names.
    var isUnlikely: Bool { matchesAny(Self.unlikely) && !matchesAny(Self.maybeArticle) }

    /// +25 for a positive word, -25 for a negative one (both may apply).
    var weight: Int {
        guard !names.isEmpty else { return 0 }
        return (matchesAny(Self.positive) ? 25 : 0) - (matchesAny(Self.negative) ? 25 : 0)
    }

    func matchesAny(_ words: WordSet) -> Bool {
        words.occurs(in: names)
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count, let first = needle.first else { return needle.isEmpty }
        var start = 0
        while start + needle.count <= haystack.count {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}

/// A set of lowercase ASCII words looked for anywhere inside a text, bucketed by first byte so
/// that each position of the text is compared with the few words that start with its byte.
struct WordSet: Sendable {
    private let buckets: [[[UInt8]]]

    init(_ words: String...) {
        var buckets = Array(repeating: [[UInt8]](), count: 256)
        for word in words where !word.isEmpty {
            let bytes = Array(word.utf8)
            buckets[Int(bytes[0])].append(bytes)
        }
        self.buckets = buckets
    }

    /// Whether any word occurs in `text`.
    func occurs(in text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { text in
            for start in text.indices {
                for word in buckets[Int(text[start])] where start + word.count <= text.count {
                    var offset = 1
                    while offset < word.count, text[start + offset] == word[offset] { offset += 1 }
                    if offset == word.count { return true }
                }
            }
            return false
        }
    }
}
