import FeedParserService
import Foundation

/// The documented `inspect --json` shape as an `Encodable` type: the feed as Tidings reads it,
/// values as in the source, absent values left out. `inspect --json` is written by
/// `InspectJSONBytes`; this type, through `JSONEncoder`, is the reference the tests hold it to.
struct InspectJSON: Encodable {
    struct Item: Encodable {
        struct Enclosure: Encodable {
            let url: String
            let type: String?
            let length: Int64?
        }

        let id: String
        let title: String?
        let link: String?
        let published: Date?
        let updated: Date?
        let authors: [String]
        let summary: String?
        let content: String?
        let categories: [String]
        let enclosures: [Enclosure]
    }

    /// Where a document that stopped early stops, and what was left open.
    struct PartlyRead: Encodable {
        let line: Int?
        let column: Int?
        let reason: String
    }

    let format: String
    let title: String?
    let link: String?
    let description: String?
    let categories: [String]
    /// Set when the document stopped before its end: only its complete items are listed.
    let partlyRead: PartlyRead?
    /// What recovery stepped over, one sentence each; empty for a document read cleanly.
    let warnings: [String]
    let items: [Item]

    init(_ feed: ParsedFeed) {
        format = feed.format.rawValue
        title = feed.title.nonEmpty
        link = feed.homeURL?.absoluteString
        description = feed.description.nonEmpty
        categories = feed.categories
        partlyRead = feed.truncation.map {
            PartlyRead(
                line: $0.line > 0 ? $0.line : nil, column: $0.line > 0 ? $0.column : nil, reason: $0.reason)
        }
        warnings = feed.diagnostics
        items = feed.items.map { item in
            Item(
                id: item.id, title: item.title.nonEmpty, link: item.link?.absoluteString,
                published: item.published,
                updated: item.updated, authors: item.authors.compactMap { $0.name ?? $0.email },
                summary: item.summary.map(\.text).nonEmpty, content: item.content.map(\.text).nonEmpty,
                categories: item.categories,
                enclosures: item.enclosures.map {
                    Item.Enclosure(url: $0.url.absoluteString, type: $0.mimeType, length: $0.length)
                })
        }
    }
}

extension Optional where Wrapped == String {
    /// The string, or nil when it is absent or empty: JSON never carries empty strings.
    var nonEmpty: String? {
        guard let value = self, !value.isEmpty else { return nil }
        return value
    }
}
