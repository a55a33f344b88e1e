import FeedParserService
import Foundation
import Synchronization
import Testing

/// `FeedParser.parse(_:url:charset:each:secondHalf:halvesAtMostBytes:)`: a document read in two halves at once
/// gives the items and the feed one pass gives, in order, whether the halves fit together or not.
@Suite struct HalvesParse {
    /// Limits on the document's size, and on titles, so that a long one makes a note.
    static let limits = FeedParserLimits(
        maxDocumentBytes: 1 << 24, maxEntriesPerList: 100, maxTitleCharacters: 200)
    /// A parse that reads every document of at least one byte in halves.
    static let parser = FeedParser(limits: limits, halvesMinimumBytes: 1)

    /// Reads `data` in halves: the feed, the items in document order, and whether the second
    /// half's items were the ones that followed.
    static func halves(_ data: Data) throws -> (feed: ParsedFeed, items: [ParsedItem], follows: Bool) {
        var first: [ParsedItem] = []
        let second = Mutex<[ParsedItem]>([])
        let read = try parser.parse(
            data, url: Fixture.feedURL, charset: nil, each: { first.append($0) },
            secondHalf: { item in second.withLock { $0.append(item) } })
        return (
            read.feed, first + (read.secondHalfFollows ? second.withLock { $0 } : []), read.secondHalfFollows
        )
    }

    /// Checks that the halves give what one pass gives; returns whether the second half followed.
    @discardableResult
    static func expectOnePassResult(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> Bool
    {
        var whole = try FeedParser(limits: limits).parse(data, url: Fixture.feedURL, charset: nil)
        let (feed, items, follows) = try halves(data)
        #expect(items == whole.items, sourceLocation: sourceLocation)
        whole.items = []
        #expect(feed == whole, sourceLocation: sourceLocation)
        return follows
    }

    /// An RSS document: `channel` before the items, each item's body from `body`.
    static func rss(
        items: Int, channel: String = "<title>Halves</title><link>https://example.com/</link>",
        attributes: String = "", body: (Int) -> String = { "<description>Item \($0)</description>" }
    ) -> Data {
        let list = (0..<items).map { "<item><title>T\($0)</title><guid>g\($0)</guid>\(body($0))</item>\n" }
        return Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"\(attributes)><channel>\(channel)\n"
                + list.joined() + "</channel></rss>\n").utf8)
    }

    @Test(
        arguments: PlainScanDifferential.fixtures.filter {
            (try? Fixture.error($0)) == nil
        })
    func everyFixtureReadsAsInOnePass(_ name: String) throws {
        try Self.expectOnePassResult(Fixture.data(name))
    }

    @Test func aPlainFeedIsReadInHalvesThatFollowEachOther() throws {
        let follows = try Self.expectOnePassResult(Self.rss(items: 200))
        #expect(follows)
        let (_, items, _) = try Self.halves(Self.rss(items: 200))
        #expect(items.map(\.id) == (0..<200).map { "g\($0)" })
    }

    @Test func namespacesAndTheBaseOfTheChannelHoldInTheSecondHalf() throws {
        let data = Self.rss(
            items: 50,
            attributes:
                " xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xml:base=\"https://base.example/dir/\"",
            body: { "<dc:creator>Writer \($0)</dc:creator><link>p/\($0)</link>" })
        #expect(try Self.expectOnePassResult(data))
        let (_, items, _) = try Self.halves(data)
        #expect(items.last?.authors.first?.name == "Writer 49")
        #expect(items.last?.linkAddress == "https://base.example/dir/p/49")
    }

    @Test func atomEntriesAndRDFItemsAreReadInHalves() throws {
        let entries = (0..<40).map {
            "<entry><id>e\($0)</id><title>E\($0)</title><updated>2026-01-01T00:00:00Z</updated></entry>\n"
        }
        let atom = Data(
            ("<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>A</title><id>f</id>\n" + entries.joined()
                + "</feed>").utf8)
        #expect(try Self.expectOnePassResult(atom))
        let items = (0..<40).map {
            "<item rdf:about=\"https://example.com/\($0)\"><title>R\($0)</title><link>https://example.com/\($0)</link></item>\n"
        }
        let rdf = Data(
            ("<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" xmlns=\"http://purl.org/rss/1.0/\">"
                + "<channel rdf:about=\"https://example.com/\"><title>R</title><link>https://example.com/</link></channel>\n"
                + items.joined() + "</rdf:RDF>").utf8)
        #expect(try Self.expectOnePassResult(rdf))
    }

    /// The first `<item` after the middle is text in a CDATA section: the first half's scan
    /// never meets it and reads the whole document, which is the one pass.
    @Test func aMiddleItemInsideCDATAIsNoBoundary() throws {
        let data = Self.rss(items: 9) { index in
            index == 4
                ? "<description><![CDATA[" + String(repeating: "x", count: 4000)
                    + " <item> quoted ]]></description>"
                : "<description>Item \(index)</description>"
        }
        #expect(try !Self.expectOnePassResult(data))
    }

    /// A channel's element between the items changes what the feed says after the first half:
    /// the halves are not used.
    @Test func aChannelElementBetweenTheItemsKeepsOnePass() throws {
        var text = String(decoding: Self.rss(items: 40), as: UTF8.self)
        let place = try #require(text.range(of: "<item><title>T3<"))
        text.insert(contentsOf: "<image><url>https://example.com/i.png</url></image>\n", at: place.lowerBound)
        #expect(try !Self.expectOnePassResult(Data(text.utf8)))
    }

    /// An item of the second half whose title is cut makes a note that counts items from the
    /// document's start: the halves are not used, and the note counts right.
    @Test func aNoteInTheSecondHalfKeepsOnePass() throws {
        let long = String(repeating: "Long ", count: 60)
        let text = String(decoding: Self.rss(items: 60), as: UTF8.self)
        let data = Data(
            text.replacingOccurrences(of: "<title>T50</title>", with: "<title>\(long)</title>").utf8)
        #expect(try !Self.expectOnePassResult(data))
        let (feed, _, _) = try Self.halves(data)
        #expect(feed.diagnostics.contains { $0.hasPrefix("item 51's title") })
    }

    /// The same note in the first half counts right when the halves are joined.
    @Test func aNoteInTheFirstHalfIsKept() throws {
        let long = String(repeating: "Long ", count: 60)
        let text = String(decoding: Self.rss(items: 60), as: UTF8.self)
        let data = Data(
            text.replacingOccurrences(of: "<title>T5</title>", with: "<title>\(long)</title>").utf8)
        #expect(try Self.expectOnePassResult(data))
        let (feed, _, _) = try Self.halves(data)
        #expect(feed.diagnostics.contains { $0.hasPrefix("item 6's title") })
    }

    /// An entity only libxml2 reads, in the second half: that half declines, and libxml2 reads
    /// the whole document, not handing over the first half's items twice.
    @Test func aSecondHalfThePlainScannerDeclinesIsReadByLibxml2() throws {
        let data = Self.rss(items: 30) { $0 == 25 ? "<description>caf&#233; &amp; more</description>" : "" }
        let declined = Data(
            String(decoding: data, as: UTF8.self).replacingOccurrences(of: "&#233;", with: "&eacute;").utf8)
        #expect(try !Self.expectOnePassResult(declined))
        let (_, items, _) = try Self.halves(declined)
        #expect(items.count == 30)
    }

    /// A document over the caller's bound is read in one pass: nothing goes to the second half.
    @Test func aDocumentOverTheCallersBoundIsReadInOnePass() throws {
        let data = Self.rss(items: 50)
        var first: [ParsedItem] = []
        let read = try Self.parser.parse(
            data, url: nil, charset: nil, each: { first.append($0) },
            secondHalf: { _ in Issue.record("second half") }, halvesAtMostBytes: data.count - 1)
        #expect(!read.secondHalfFollows)
        #expect(first.count == 50)
    }

    @Test func aSmallDocumentIsReadInOnePass() throws {
        let data = Self.rss(items: 20)
        var first: [ParsedItem] = []
        let read = try FeedParser(maxDocumentBytes: 1 << 24).parse(
            data, url: nil, charset: nil, each: { first.append($0) },
            secondHalf: { _ in Issue.record("second half") })
        #expect(!read.secondHalfFollows)
        #expect(first.count == 20)
    }
}
