import FeedParserService
import Foundation
import Testing

/// Entities a document declares in its internal subset: expanded in text and attributes,
/// bounded, and never loaded from outside.
@Suite struct EntityTests {
    @Test func internalEntitiesExpandInTextAndAttributes() throws {
        let feed = try Fixture.parse("rss-internal-entities.xml")
        // The first declaration of a name wins.
        #expect(feed.title == "News from Example & Sons")
        #expect(feed.homeURL == url("https://entities.example/"))
        #expect(feed.description == "© 2026 Example")
        let item = try #require(feed.items.first)
        #expect(item.title == "Price:\u{A0}10\u{A0}€ at Example & Sons")
        #expect(item.link == url("https://entities.example/posts/1"))
        #expect(item.summary?.text == "Body, then <b>Signed</b>, the editors")
        #expect(item.enclosures.map(\.url) == [url("https://entities.example/audio/1.mp3")].compactMap { $0 })
        #expect(feed.diagnostics.isEmpty)
    }

    @Test func externalEntitiesAreRefusedAndSaySo() throws {
        let feed = try Fixture.parse("rss-internal-entity-external.xml")
        // The repair for the bare `&` keeps the declared entity, which the second pass expands.
        #expect(feed.items.first?.title == "kept and &secret; and &remote; & a bare ampersand")
        #expect(
            feed.diagnostics.prefix(2) == [
                "the doctype's entity 'secret' is not used: it is external, and external entities are never loaded",
                "the doctype's entity 'remote' is not used: it is external, and external entities are never loaded",
            ])
    }

    @Test func anEntityReferringToAnotherIsRefused() throws {
        let feed = try Fixture.parse("rss-internal-entity-nested.xml")
        #expect(feed.items.first?.title == "echo / &twice; / été")
        #expect(
            feed.diagnostics.first
                == "the doctype's entity 'twice' is not used: its value refers to the entity 'word', and declared entities may not nest"
        )
    }

    @Test func expansionPastItsBudgetIsRefused() throws {
        let value = String(repeating: "x", count: 60_000)
        let items = (0..<40).map { "<item><guid>\($0)</guid><title>&big;</title></item>" }.joined()
        let document =
            "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY big \"\(value)\">]><rss version=\"2.0\"><channel>"
            + "<title>Big</title>\(items)</channel></rss>"
        #expect {
            try FeedParser(maxDocumentBytes: 1 << 22).parse(Data(document.utf8), url: nil, charset: nil)
        } throws: { error in
            guard case .malformed(_, _, let message) = error as? FeedParseError else { return false }
            return message == "the entities the document declares expand to more than 1048576 bytes"
        }
    }
}
