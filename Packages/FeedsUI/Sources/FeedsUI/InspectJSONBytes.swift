import FeedParserService
import Foundation
import TerminalUI

/// `inspect --json` written by `JSONWriter` straight from the parsed feed: the same
/// JSON as `JSONOutput.encode(InspectJSON(feed))` (the reference a test compares with), keys in
/// sorted order and absent values left out, without building `InspectJSON`'s copy of every item
/// first or a `String` of the whole output (a feed of 20,000 items spent most of
/// `inspect --json` in `JSONEncoder`, and later in those copies).
enum InspectJSONBytes {
    /// The whole output, kept in the writer.
    static func written(_ feed: ParsedFeed) -> JSONWriter {
        var json = JSONWriter(capacity: 1024 + feed.items.count * 512)
        write(feed, to: &json)
        return json
    }

    /// Writes the output to `json`.
    static func write(_ feed: ParsedFeed, to json: inout JSONWriter) {
        json.beginObject()
        json.member("categories", feed.categories)
        json.member("description", nonEmpty(feed.description))
        json.member("format", feed.format.rawValue)
        json.key("items")
        json.beginArray()
        // By index: `for item in` would copy every item out of the array, retaining each of its
        // strings and lists, and release them again.
        let items = feed.items
        for index in items.indices {
            json.beginObject()
            json.key("authors")
            json.beginArray()
            for author in items[index].authors {
                if let name = author.name ?? author.email { json.string(name) }
            }
            json.endArray()
            json.member("categories", items[index].categories)
            json.member("content", nonEmpty(items[index].content?.text))
            json.key("enclosures")
            json.beginArray()
            for enclosure in items[index].enclosures {
                json.beginObject()
                json.member("length", enclosure.length)
                json.member("type", enclosure.mimeType)
                json.member("url", enclosure.url.absoluteString)
                json.endObject()
            }
            json.endArray()
            json.member("id", items[index].id)
            json.member("link", items[index].link?.absoluteString)
            json.member("published", items[index].published)
            json.member("summary", nonEmpty(items[index].summary?.text))
            json.member("title", nonEmpty(items[index].title))
            json.member("updated", items[index].updated)
            json.endObject()
        }
        json.endArray()
        json.member("link", feed.homeURL?.absoluteString)
        if let truncation = feed.truncation {
            json.key("partlyRead")
            json.beginObject()
            if truncation.line > 0 {
                json.member("column", truncation.column)
                json.member("line", truncation.line)
            }
            json.member("reason", truncation.reason)
            json.endObject()
        }
        json.member("title", nonEmpty(feed.title))
        json.member("warnings", feed.diagnostics)
        json.endObject()
    }

    /// The string, or nil when it is absent or empty: JSON never carries empty strings.
    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
