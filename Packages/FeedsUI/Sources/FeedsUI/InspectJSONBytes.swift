import FeedParserService
import FoundationEssentials
import TerminalUI

/// `inspect --json` written by `JSONWriter` straight from the parsed feed: the same
/// JSON as `JSONOutput.encode(InspectJSON(feed))` (the reference, in the tests), keys in
/// sorted order and absent values left out, without building `InspectJSON`'s copy of every item
/// first or a `String` of the whole output (a feed of 20,000 items spent most of
/// `inspect --json` in `JSONEncoder`, and later in those copies).
enum InspectJSONBytes {
    /// The whole output, kept in the writer.
    static func written(_ feed: ParsedFeed) -> JSONWriter {
        var json = JSONWriter(capacity: 1024 + feed.items.count * 512)
        json.inspectOutput(of: feed)
        return json
    }

    /// Hands the output to `write` as it is written, a chunk at a time.
    static func stream(_ feed: ParsedFeed, to write: (UnsafeRawBufferPointer) -> Void) {
        withoutActuallyEscaping(write) { write in
            var json = JSONWriter(drain: write)
            json.inspectOutput(of: feed)
            json.finish()
        }
    }

    /// The whole output of a feed whose items were written as it was read, into `items`: the
    /// chunks of `InspectJSONItems`, then those of a second half read apart (`later`).
    static func written(_ feed: ParsedFeed, items: [[UInt8]], later: [[UInt8]] = []) -> JSONWriter {
        var json = JSONWriter(capacity: 4096)
        json.inspectOutput(of: feed, items: items, later: later)
        return json
    }

    /// Hands the output of a feed whose items were written as it was read, into `items` (and
    /// `later`, as `written` takes them), to `write`, a chunk at a time.
    static func stream(
        _ feed: ParsedFeed, items: [[UInt8]], later: [[UInt8]] = [],
        to write: (UnsafeRawBufferPointer) -> Void
    ) {
        withoutActuallyEscaping(write) { write in
            var json = JSONWriter(drain: write)
            json.inspectOutput(of: feed, items: items, later: later)
            json.finish()
        }
    }

    /// The string, or nil when it is absent or empty: JSON never carries empty strings.
    fileprivate static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}

extension JSONWriter {
    /// Writes `inspect --json`'s output for `feed`.
    mutating func inspectOutput(of feed: ParsedFeed) {
        inspectHead(of: feed)
        inspectItems(feed.items)
        inspectTail(of: feed)
    }

    /// Writes `inspect --json`'s output for `feed`, its items' elements from the chunks
    /// `items`, then `later` (the feed's own `items` are left out).
    mutating func inspectOutput(of feed: ParsedFeed, items: [[UInt8]], later: [[UInt8]]) {
        inspectHead(of: feed)
        appendElements(items)
        appendElements(later)
        inspectTail(of: feed)
    }

    /// The object's members before the items, and the opening of the items' array.
    private mutating func inspectHead(of feed: ParsedFeed) {
        beginObject()
        member("categories", feed.categories)
        member("description", InspectJSONBytes.nonEmpty(feed.description))
        member("format", feed.format.rawValue)
        key("items")
        beginArray()
    }

    private mutating func inspectItems(_ items: [ParsedItem]) {
        // By index: `for item in` would copy every item out of the array, retaining each of its
        // strings and lists, and release them again.
        for index in items.indices {
            inspectItem(items[index])
        }
    }

    /// One item's object, as an element of the items' array.
    mutating func inspectItem(_ item: borrowing ParsedItem) {
        beginObject()
        key("authors")
        beginArray()
        for author in item.authors {
            if let name = author.name ?? author.email { string(name) }
        }
        endArray()
        member("categories", item.categories)
        member("content", InspectJSONBytes.nonEmpty(item.content?.text))
        key("enclosures")
        beginArray()
        for enclosure in item.enclosures {
            beginObject()
            member("length", enclosure.length)
            member("type", enclosure.mimeType)
            member("url", enclosure.url.absoluteString)
            endObject()
        }
        endArray()
        member("id", item.id)
        member("link", item.linkAddress)
        member("published", item.published)
        member("summary", InspectJSONBytes.nonEmpty(item.summary?.text))
        member("title", InspectJSONBytes.nonEmpty(item.title))
        member("updated", item.updated)
        endObject()
    }

    /// The closing of the items' array, and the object's members after it.
    private mutating func inspectTail(of feed: ParsedFeed) {
        endArray()
        member("link", feed.homeURL?.absoluteString)
        if let truncation = feed.truncation {
            key("partlyRead")
            beginObject()
            if truncation.line > 0 {
                member("column", truncation.column)
                member("line", truncation.line)
            }
            member("reason", truncation.reason)
            endObject()
        }
        member("title", InspectJSONBytes.nonEmpty(feed.title))
        member("warnings", feed.diagnostics)
        endObject()
    }
}
