import FoundationEssentials
import JSONService

/// Reads the Google Reader API's answers: subscriptions (as a tree), and pages of items and of
/// item ids, scanned (`JSONScanner`): a first sync reads megabytes of items, and a tree of each
/// item's members cost more than storing it.
enum GoogleReaderItems {
    /// One `subscription/list` entry as a feed; nil without a feed stream or an address.
    static func feed(_ entry: JSONFields) -> RemoteFeed? {
        guard let stream = entry.string("id"), let id = GoogleReaderIDs.feed(stream),
            let url = entry.webURL("url") ?? entry.webURL("feedUrl")
        else { return nil }
        let folders = (entry.objects("categories") ?? []).compactMap { category in
            category.string("label") ?? category.string("id").flatMap(GoogleReaderIDs.label)
        }
        return RemoteFeed(
            id: id, title: entry.string("title") ?? url.absoluteString, url: url,
            siteURL: entry.webURL("htmlUrl"), categories: folders.sorted())
    }

    /// A `stream/contents` or `stream/items/contents` answer's page, read item by item as it is
    /// scanned.
    static func itemPage(_ answer: JSONScanner) throws(JSONScanner.Stop) -> ItemPage {
        var page = ItemPage()
        var articles: [RemoteArticle] = []
        let walked = try walkPage(answer, list: "items") { element throws(JSONScanner.Stop) in
            let item = try ItemFields(element)
            page.itemCount += 1
            if let id = item.id { page.itemIDs.append(id) }
            if let article = item.article { articles.append(article) }
        }
        page.articles = walked.listed ? articles : nil
        page.continuationValue = walked.continuation
        return page
    }

    /// A `stream/items/ids` answer's page.
    static func idPage(_ answer: JSONScanner) throws(JSONScanner.Stop) -> IDPage {
        var ids: [Int64] = []
        let walked = try walkPage(answer, list: "itemRefs") { element throws(JSONScanner.Stop) in
            var id: Int64?
            var seenID = false
            try element.members { field, value throws(JSONScanner.Stop) in
                guard field == "id", !seenID else { return try value.skip() }
                seenID = true
                // The short form, as servers list ids, is read without a string.
                if let number = try value.digitString() { return id = number }
                id = JSONFields.string(try value.value()).flatMap(GoogleReaderIDs.item)
            }
            if let id { ids.append(id) }
        }
        return IDPage(ids: walked.listed ? ids : nil, continuationValue: walked.continuation)
    }

    /// Walks a page's answer as a tree would keep it: each object of its first `list` member,
    /// when that member is an array, goes to `element` (other values in it are skipped), and the
    /// first `continuation` member is kept. Returns whether the list was an array, and that
    /// continuation.
    private static func walkPage(
        _ answer: JSONScanner, list: String, element: (JSONScanner) throws(JSONScanner.Stop) -> Void
    ) throws(JSONScanner.Stop) -> (listed: Bool, continuation: JSONValue?) {
        var seenList = false
        var listed = false
        var continuation: JSONValue?
        try answer.members { name, value throws(JSONScanner.Stop) in
            switch name {
            case list where !seenList:
                seenList = true
                guard try value.kind() == .array else { return try value.skip() }
                listed = true
                try value.elements { item throws(JSONScanner.Stop) in
                    guard try item.kind() == .object else { return try item.skip() }
                    try element(item)
                }
            case "continuation" where continuation == nil:
                continuation = try value.value()
            default:
                try value.skip()
            }
        }
        return (listed, continuation)
    }

    /// The continuation an answer gave, when it is a non-empty one.
    private static func continuation(_ value: JSONValue?) -> String? {
        JSONFields.string(value).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// What a page of items holds.
    struct ItemPage {
        /// Its items that have an id and a feed, as articles; nil when it has no `items` list.
        var articles: [RemoteArticle]?
        /// The ids of its items, with a feed or not.
        var itemIDs: [Int64] = []
        /// How many items it lists.
        var itemCount = 0
        fileprivate var continuationValue: JSONValue?
        /// Its non-empty continuation.
        var continuation: String? { GoogleReaderItems.continuation(continuationValue) }
    }

    /// What a page of ids holds.
    struct IDPage {
        /// The ids of its `itemRefs`; nil when it has none.
        var ids: [Int64]?
        fileprivate var continuationValue: JSONValue?
        /// Its non-empty continuation.
        var continuation: String? { GoogleReaderItems.continuation(continuationValue) }
    }
}

/// The fields of one item that an article takes, each the first of its name, as a tree of the
/// item would keep them.
private struct ItemFields {
    private var itemID: JSONValue?
    private var stream: JSONValue?
    private var title: JSONValue?
    private var author: JSONValue?
    private var published: JSONValue?
    private var updated: JSONValue?
    private var content: JSONValue?
    private var summary: JSONValue?
    private var categories: [String]?
    private var canonical: [JSONValue?]?
    private var alternate: [JSONValue?]?
    /// Whether `origin`, `content` and `summary` were met: their first value counts, object or
    /// not.
    private var seenOrigin = false
    private var seenContent = false
    private var seenSummary = false

    /// Reads the item the scanner is on.
    init(_ item: JSONScanner) throws(JSONScanner.Stop) {
        try item.members { name, value throws(JSONScanner.Stop) in
            switch name {
            case "id" where itemID == nil: itemID = try value.value()
            case "title" where title == nil: title = try value.value()
            case "author" where author == nil: author = try value.value()
            case "published" where published == nil: published = try value.value()
            case "updated" where updated == nil: updated = try value.value()
            case "origin" where !seenOrigin:
                seenOrigin = true
                stream = try Self.member("streamId", of: value)
            case "content" where !seenContent:
                seenContent = true
                content = try Self.member("content", of: value)
            case "summary" where !seenSummary:
                seenSummary = true
                summary = try Self.member("content", of: value)
            case "categories" where categories == nil:
                var names: [String] = []
                if try value.kind() == .array {
                    try value.elements { element throws(JSONScanner.Stop) in
                        if try element.kind() == .string {
                            names.append(try element.string())
                        } else {
                            try element.skip()
                        }
                    }
                } else {
                    try value.skip()
                }
                categories = names
            case "canonical" where canonical == nil: canonical = try Self.hrefs(value)
            case "alternate" where alternate == nil: alternate = try Self.hrefs(value)
            default: try value.skip()
            }
        }
    }

    /// The item's id, long or short form.
    var id: Int64? { JSONFields.string(itemID).flatMap(GoogleReaderIDs.item) }

    /// The item as an article, with its read and starred states from its categories; nil
    /// without an id or a feed.
    var article: RemoteArticle? {
        guard let id, let feed = JSONFields.string(stream).flatMap(GoogleReaderIDs.feed) else { return nil }
        let categories = categories ?? []
        let link =
            (canonical ?? []).lazy.compactMap(JSONFields.webURL).first
            ?? (alternate ?? []).lazy.compactMap(JSONFields.webURL).first
        let published = JSONFields.date(published)
        return RemoteArticle(
            id: id, feedID: feed, title: JSONFields.string(title), link: link,
            author: JSONFields.string(author).flatMap { $0.isEmpty ? nil : $0 },
            html: JSONFields.string(content) ?? JSONFields.string(summary),
            published: published, updated: JSONFields.date(updated) ?? published,
            isUnread: !categories.contains(GoogleReaderIDs.read),
            isStarred: categories.contains(GoogleReaderIDs.starred))
    }

    /// The first `name` member of the object the scanner is on; nil when it is not an object.
    private static func member(_ name: String, of value: JSONScanner) throws(JSONScanner.Stop)
        -> JSONValue?
    {
        guard try value.kind() == .object else {
            try value.skip()
            return nil
        }
        var found: JSONValue?
        try value.members { field, member throws(JSONScanner.Stop) in
            if field == name, found == nil { found = try member.value() } else { try member.skip() }
        }
        return found
    }

    /// The `href` of each object of the list the scanner is on (nil where one has none); empty
    /// when it is not a list.
    private static func hrefs(_ value: JSONScanner) throws(JSONScanner.Stop) -> [JSONValue?] {
        guard try value.kind() == .array else {
            try value.skip()
            return []
        }
        var hrefs: [JSONValue?] = []
        try value.elements { element throws(JSONScanner.Stop) in
            guard try element.kind() == .object else { return try element.skip() }
            hrefs.append(try member("href", of: element))
        }
        return hrefs
    }
}
