import FeedParserService
import Foundation
import Testing

/// Four things feedparser reads that Tidings did not: text constructs of another media type
/// (base64 by RFC 4287), an entry with both `issued` and `published`, RSS element names in any
/// case when the feed declares iTunes' namespace, and a standalone Atom entry document.
@Suite struct FeedparserMissesTests {
    @Test func constructsOfAnotherMediaTypeAreBase64AndKeptWhenText() throws {
        let feed = try Fixture.parse("atom10-other-media-types.xml")
        try #require(feed.items.count == 2)
        #expect(feed.items[0].title == "Harbour notice")
        #expect(
            feed.items[0].content
                == ParsedContent(text: "The lock gates open at noon.\nBoats wait outside.", isHTML: false))
        #expect(feed.items[0].summary?.text == "Plain text of another text type")
        // A picture is not text: left out rather than shown as noise.
        #expect(feed.items[1].content == nil)
    }

    @Test func theLaterOfIssuedAndPublishedWins() throws {
        let feed = try Fixture.parse("atom10-issued-and-published.xml")
        try #require(feed.items.count == 3)
        #expect(feed.items[0].published == Date(timeIntervalSince1970: 1_622_548_800))  // 2021-06-01 12:00
        #expect(feed.items[1].published == Date(timeIntervalSince1970: 1_577_836_800))  // 2020-01-01
        // A repeated element keeps its first value, as before.
        #expect(feed.items[2].published == Date(timeIntervalSince1970: 1_551_571_200))  // 2019-03-03
    }

    @Test func rssNamesInAnyCaseWhenTheFeedDeclaresITunes() throws {
        let feed = try Fixture.parse("rss2-itunes-any-case.xml")
        #expect(feed.title == "Harbour Radio")
        #expect(feed.homeURL?.absoluteString == "https://harbour.example/")
        let item = try #require(feed.items.first)
        #expect(item.title == "Episode 1: the wall")
        #expect(item.link?.absoluteString == "https://harbour.example/1")
        #expect(item.id == "harbour-1")
        #expect(item.published == Date(timeIntervalSince1970: 1_796_464_800))  // 2026-12-05 10:00
        #expect(item.enclosures.first?.url.absoluteString == "https://harbour.example/1.mp3")

        // Without the iTunes namespace, names keep XML's case.
        let plain = try Fixture.parse("rss2-any-case-without-itunes.xml")
        #expect(plain.title == "Plain RSS")
        #expect(plain.items.first?.title == "Kept")
    }

    @Test func aStandaloneEntryIsAFeedOfOneEntry() throws {
        let feed = try Fixture.parse("atom10-standalone-entry.xml")
        #expect(feed.format == .atom10)
        let entry = try #require(feed.items.first)
        #expect(feed.items.count == 1)
        #expect(entry.title == "The harbour wall is rebuilt")
        #expect(entry.link?.absoluteString == "https://harbour.example/news/wall")
        #expect(entry.content?.text == "<p>Work ended this week.</p>")
        #expect(entry.authors.first?.name == "Mara Quay")
    }
}
