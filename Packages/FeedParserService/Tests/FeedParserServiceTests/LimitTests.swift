import FeedParserService
import Foundation
import Testing

/// Hostile sizes inside one item: long lists cost linear time and are cut at
/// `maxEntriesPerList`, long titles at `maxTitleCharacters`, each with a diagnostic.
@Suite struct Limits {
    static let limits = FeedParserLimits(
        maxDocumentBytes: 1 << 26, maxEntriesPerList: 500, maxTitleCharacters: 64)

    /// An RSS item holding `count` of `element(i)`.
    static func rss(_ count: Int, title: String = "One item", _ element: (Int) -> String) -> Data {
        var text =
            "<rss version=\"2.0\"><channel><title>Lists</title><item><title>\(title)</title><guid>x</guid>"
        text.reserveCapacity(count * 80)
        for index in 0..<count { text += element(index) }
        text += "</item></channel></rss>"
        return Data(text.utf8)
    }

    static func parse(_ data: Data, limits: FeedParserLimits = limits) throws -> ParsedFeed {
        try FeedParser(limits: limits).parse(data, url: nil, charset: nil)
    }

    @Test func enclosuresBeyondTheLimitAreDroppedWithADiagnostic() throws {
        let feed = try Self.parse(
            Self.rss(20_000) { "<enclosure url=\"https://example.com/\($0).mp3\" type=\"audio/mpeg\"/>" })
        let item = try #require(feed.items.first)
        #expect(item.enclosures.count == 500)
        #expect(item.enclosures.last?.url.absoluteString == "https://example.com/499.mp3")
        #expect(
            feed.diagnostics.contains(
                "item 1 lists more than 500 enclosures; 19500 more were left out (parser.maxEntriesPerList)"))
    }

    @Test func authorsAndCategoriesAreCutToo() throws {
        let authors = try Self.parse(
            Self.rss(40_000) { "<author>writer\($0)@example.com (Writer \($0))</author>" })
        #expect(authors.items.first?.authors.count == 500)
        #expect(
            authors.diagnostics.contains { $0.hasPrefix("item 1 lists more than 500 authors; 39500 more") })
        let categories = try Self.parse(Self.rss(80_000) { "<category>tag \($0 % 60_000)</category>" })
        #expect(categories.items.first?.categories.count == 500)
        #expect(
            categories.diagnostics.contains {
                $0.hasPrefix("item 1 lists more than 500 categories; 79000 more")
            })
    }

    @Test func unboundedListsStillDeduplicateInLinearTime() throws {
        let feed = try Self.parse(
            Self.rss(40_000) {
                "<enclosure url=\"https://example.com/\($0 % 20_000).mp3\" length=\"\($0)\"/>"
            },
            limits: FeedParserLimits(maxDocumentBytes: 1 << 26))
        let enclosures = try #require(feed.items.first?.enclosures)
        #expect(enclosures.count == 20_000)
        #expect(enclosures[7].length == 7)
        #expect(feed.diagnostics.isEmpty)
    }

    @Test func duplicateAuthorsMergeAsBefore() throws {
        let atom = """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><entry><id>1</id><title>e</title>
            <author><name>Ann</name></author><author><name>Ann</name><email>ann@example.com</email></author>
            <author><email>bob@example.com</email></author><author><name>Bob</name><email>bob@example.com</email></author>
            </entry></feed>
            """
        let item = try #require(try Self.parse(Data(atom.utf8)).items.first)
        #expect(item.authors.map(\.name) == ["Ann", "Bob"])
        #expect(item.authors.map(\.email) == ["ann@example.com", "bob@example.com"])
    }

    @Test func duplicatesMergeTheSameWayOnceAListIsIndexed() throws {
        // Twelve authors, then duplicates of the fourth by e-mail alone and by name, past the
        // length from which the lists are indexed; likewise repeated categories and enclosures.
        var entries = (0..<12).map { "<author><name>W\($0)</name><email>w\($0)@example.com</email></author>" }
        entries += ["<author><email>w3@example.com</email></author>", "<author><name>W3</name></author>"]
        entries += (0..<12).map { "<category term=\"t\($0 % 10)\"/>" }
        entries += (0..<12).map {
            "<link rel=\"enclosure\" href=\"https://e.example/\($0 % 10).mp3\" length=\"\($0)\"/>"
        }
        let atom = """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><entry><id>1</id><title>e</title>
            \(entries.joined())</entry></feed>
            """
        let item = try #require(try Self.parse(Data(atom.utf8)).items.first)
        #expect(item.authors.count == 12)
        #expect(item.authors[3] == ParsedPerson(name: "W3", email: "w3@example.com"))
        #expect(item.categories == (0..<10).map { "t\($0)" })
        #expect(item.enclosures.map(\.length) == (0..<10).map { Int64($0) })
    }

    @Test func aLongTitleIsCutWithAnEllipsis() throws {
        let long = String(repeating: "Ω", count: 10_000)
        let feed = try Self.parse(Self.rss(0, title: long) { _ in "" })
        let title = try #require(feed.items.first?.title)
        #expect(title == String(repeating: "Ω", count: 64) + "…")
        #expect(
            feed.diagnostics == [
                "item 1's title is longer than 64 characters and was cut (parser.maxTitleCharacters)"
            ])
    }

    @Test func jsonFeedsKeepTheSameLimits() throws {
        let attachments = (0..<2_000).map {
            "{\"url\": \"https://example.com/\($0).mp3\", \"size_in_bytes\": 1e300}"
        }
        let json = """
            {"version": "https://jsonfeed.org/version/1.1", "title": "\(String(repeating: "x", count: 100))",
             "items": [{"id": "1", "attachments": [\(attachments.joined(separator: ","))]}]}
            """
        let feed = try Self.parse(Data(json.utf8))
        #expect(feed.items.first?.enclosures.count == 500)
        #expect(feed.items.first?.enclosures.first?.length == nil)
        #expect(feed.title?.count == 65)
        #expect(feed.diagnostics.count == 2)
    }
}
