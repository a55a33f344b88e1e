import FoundationEssentials
import JSONService

/// Reads the Google Reader API's answers: subscriptions, stream items and item id lists.
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

    /// One `stream/contents` item as an article, with its read and starred states from its
    /// categories; nil without an item id or a feed.
    static func article(_ item: JSONFields) -> RemoteArticle? {
        guard let id = item.string("id").flatMap(GoogleReaderIDs.item),
            let feed = item.fields("origin")?.string("streamId").flatMap(GoogleReaderIDs.feed)
        else { return nil }
        let categories = Set((item.object["categories"]?.array ?? []).compactMap(\.string))
        let link =
            (item.objects("canonical") ?? []).lazy.compactMap { $0.webURL("href") }.first
            ?? (item.objects("alternate") ?? []).lazy.compactMap { $0.webURL("href") }.first
        let published = item.date("published")
        let author = item.string("author").flatMap { $0.isEmpty ? nil : $0 }
        return RemoteArticle(
            id: id, feedID: feed, title: item.string("title"), link: link, author: author,
            html: item.fields("content")?.string("content") ?? item.fields("summary")?.string("content"),
            published: published, updated: item.date("updated") ?? published,
            isUnread: !categories.contains(GoogleReaderIDs.read),
            isStarred: categories.contains(GoogleReaderIDs.starred))
    }

    /// The article ids of a `stream/items/ids` answer's `itemRefs`.
    static func ids(_ answer: JSONFields) -> [Int64]? {
        answer.objects("itemRefs")?.compactMap { $0.string("id").flatMap(GoogleReaderIDs.item) }
    }

    /// The answer's continuation, when it has a non-empty one.
    static func continuation(_ answer: JSONFields) -> String? {
        answer.string("continuation").flatMap { $0.isEmpty ? nil : $0 }
    }
}
