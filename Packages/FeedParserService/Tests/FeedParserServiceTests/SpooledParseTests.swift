import FeedParserService
import Foundation
import MappedFileService
import Testing

/// A feed spooled to a file (as HTTPService hands over a large body) is read with its pages
/// given back behind the scan (MappedFileService's tests show the giving back, parser-bench's
/// `tidings-refresh-path` the memory it saves): the items are those of the same bytes in memory,
/// the ones read again after their pages went included.
@Suite struct SpooledParse {
    /// An RSS document of `items` items, about 600 bytes each.
    static func feed(items: Int) -> [UInt8] {
        var text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel><title>Big</title>"
        text += "<link>https://example.org/</link>"
        for number in 0..<items {
            text += "<item><title>Item \(number) &amp; more</title><link>https://example.org/\(number)</link>"
            text += "<guid>id-\(number)</guid><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate><description>"
            text += String(repeating: "Words of item \(number), ", count: 20)
            text += "</description></item>\n"
        }
        return Array((text + "</channel></rss>\n").utf8)
    }

    @Test func aSpooledFeedIsReadAsInMemoryAndGivenBackAsItGoes() throws {
        let count = 12_000
        let bytes = Self.feed(items: count)
        #expect(bytes.count > 6 << 20)
        let spool = try #require(SpoolFile())
        #expect(bytes.withUnsafeBytes { spool.write($0) })
        let mapped = try #require(spool.mapped())
        let parser = FeedParser(maxDocumentBytes: 1 << 26)
        var items: [ParsedItem] = []
        let feed = try parser.parse(mapped, url: nil, charset: nil) { items.append($0) }
        let whole = try parser.parse(Data(bytes), url: nil, charset: nil)
        #expect(items.count == count)
        #expect(items == whole.items)
        #expect(feed.title == "Big")
        // Read a second time, the given-back pages come back from the file as they were.
        #expect(try parser.parse(mapped, url: nil, charset: nil).items == whole.items)
    }
}
