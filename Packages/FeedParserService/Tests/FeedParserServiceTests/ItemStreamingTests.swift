import FeedParserService
import Foundation
import Testing

/// `FeedParser.parse(_:url:charset:each:)`: every item handed over once, in document order, the
/// same items the whole parse returns, whichever pass read them.
@Suite struct ItemStreaming {
    /// Streams `name`, returning the feed and the items in the order they came.
    static func streamed(_ name: String, scansPlainXML: Bool = true) throws -> (ParsedFeed, [ParsedItem]) {
        var items: [ParsedItem] = []
        let feed = try FeedParser(maxDocumentBytes: 1 << 24, scansPlainXML: scansPlainXML).parse(
            Fixture.data(name), url: Fixture.feedURL, charset: nil
        ) { items.append($0) }
        return (feed, items)
    }

    @Test(
        arguments: PlainScanDifferential.fixtures.filter {
            (try? Fixture.error($0)) == nil
        })
    func streamedItemsAreTheWholeParsesItems(_ name: String) throws {
        let whole = try Fixture.parse(name)
        let (feed, items) = try Self.streamed(name)
        #expect(feed.items.isEmpty)
        #expect(items == whole.items)
        var rest = whole
        rest.items = []
        #expect(feed == rest)
    }

    /// The fast path hands over three items, declines at the comment, and libxml2 reads the
    /// document again: the three are not handed over twice.
    @Test func itemsReadBeforeTheFastPathDeclinesComeOnce() throws {
        let (feed, items) = try Self.streamed("stream-declined-midway.xml")
        #expect(items.map(\.id) == ["s-1", "s-2", "s-3", "s-4", "s-5"])
        #expect(items[1].title == "Two & a half")
        #expect(items[3].title == "Four\u{A0}and an undeclared entity")
        #expect(!feed.diagnostics.isEmpty)
        let (_, libxml2Items) = try Self.streamed("stream-declined-midway.xml", scansPlainXML: false)
        #expect(items == libxml2Items)
    }

    /// A document broken after two plain items throws, and the caller learns what it had been
    /// handed: the two items before the damage.
    @Test func aBrokenDocumentThrowsAfterTheItemsBeforeTheDamage() throws {
        var ids: [String] = []
        let parser = FeedParser(maxDocumentBytes: 1 << 24)
        #expect(throws: FeedParseError.self) {
            _ = try parser.parse(Fixture.data("stream-broken-midway.xml"), url: nil, charset: nil) {
                ids.append($0.id)
            }
        }
        #expect(ids == ["b-1", "b-2"])
        #expect(try Fixture.error("stream-broken-midway.xml") != nil)
    }

    /// A feed cut short streams its complete items and says where it stopped.
    @Test func aTruncatedFeedStreamsItsCompleteItems() throws {
        let (feed, items) = try Self.streamed("atom-truncated-mid-entry.xml")
        #expect(feed.truncation != nil)
        #expect(items == (try Fixture.parse("atom-truncated-mid-entry.xml")).items)
        #expect(!items.isEmpty)
    }
}
