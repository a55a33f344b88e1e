import FoundationEssentials
public import LibraryModelLogic
import UnicodeTextService

/// How a person names a feed on the command line: by id, by URL, or by title (exactly, then by
/// a unique case-insensitive prefix).
public enum FeedReference {
    public static func resolve(_ reference: String, among feeds: [Feed]) throws(SubscriptionError) -> Feed {
        let text = WhiteSpace.trimmed(reference)
        if let id = FeedID(text: text), let feed = feeds.first(where: { $0.id == id }) { return feed }
        if let url = FeedAddress.parse(text), text.contains("/") || text.contains(".") {
            let key = FeedAddress.normalized(url)
            if let feed = feeds.first(where: { FeedAddress.normalized($0.url) == key }) { return feed }
        }
        let exact = feeds.filter { TextOrder.same($0.displayTitle, text) }
        if exact.count == 1, let feed = exact.first { return feed }
        let prefixed =
            exact.isEmpty ? feeds.filter { $0.displayTitle.lowercased().hasPrefix(text.lowercased()) } : exact
        switch prefixed.count {
        case 0: throw .notFound(reference)
        case 1: return prefixed[0]
        default: throw .ambiguous(reference, matches: prefixed.map { "\($0.id): \($0.displayTitle)" })
        }
    }

    /// Sorts feeds the way lists show them: by display title without regard to case or accents,
    /// then by id. Each title is folded once, so sorting thousands of feeds stays cheap.
    public static func sorted(_ feeds: [Feed]) -> [Feed] {
        feeds.map { (key: sortKey($0.displayTitle), feed: $0) }
            .sorted { ($0.key, $0.feed.id) < ($1.key, $1.feed.id) }
            .map(\.feed)
    }

    /// The form titles are compared in when sorting: case-folded, and without the accents of
    /// Latin letters (`TextOrder.sortKey`; ASCII titles are only lowercased).
    static func sortKey(_ title: String) -> String {
        title.utf8.allSatisfy { $0 < 0x80 } ? title.lowercased() : TextOrder.sortKey(title)
    }
}
