import FeedParserService
import Foundation
import Testing

/// iTunes podcast elements as podcast tools write them: in any case, under either spelling of
/// the namespace, undeclared, and with categories nested in categories.
@Suite struct ITunesTests {
    @Test func upperCaseElementsAreRead() throws {
        let feed = try Fixture.parse("rss-itunes-upper-case.xml")
        #expect(feed.title == "Shouting Podcast")
        #expect(feed.authors == [ParsedPerson(name: "Loud Host")])
        #expect(feed.description == "About shouting.")
        #expect(feed.categories == ["Technology", "Podcasting", "Arts & Culture", "Plain category"])
        let episode = try #require(feed.items.first)
        #expect(episode.title == "Episode one")
        #expect(episode.duration == 3723)
        #expect(episode.authors == [ParsedPerson(name: "Guest")])
        // `ITUNES:` is another prefix to XML, which this document never declared.
        #expect(feed.diagnostics.count == 2)
        #expect(feed.diagnostics.allSatisfy { $0.hasSuffix("(read by the prefix's usual meaning)") })
    }

    @Test func nestedCategoriesAreTheFeedsAndTheItemsOnceEach() throws {
        let feed = try Fixture.parse("rss-itunes-categories-nested.xml")
        #expect(
            feed.categories == [
                "Weekly", "Society & Culture", "Documentary", "Personal Journals", "Technology", "Tech News",
                "Deeply nested",
            ])
        #expect(feed.items.first?.categories == ["Plain", "Science", "Astronomy"])
        #expect(feed.diagnostics.isEmpty)
    }

    @Test func anItunesTitleStandsInForAMissingTitle() throws {
        let feed = try Fixture.parse("rss-itunes-title-fallback.xml")
        #expect(feed.title == "Only an iTunes title")
        #expect(feed.authors == [ParsedPerson(name: "Mixed Case Host")])
        #expect(feed.description == "Summary in mixed case.")
        #expect(feed.items.map(\.title) == ["Episode titled by iTunes alone", "The plain title wins"])
        #expect(feed.items.first?.duration == 3723)
        #expect(feed.diagnostics.isEmpty)
    }
}
