import FeedParserService
import Foundation
import Testing

/// Atom text constructs in `mode="base64"`, and Atom 0.3's MIME `type="text/html"`: decoded to
/// their text, titles made plain, bodies kept as HTML.
@Suite struct Base64TextTests {
    @Test func atom03ConstructsAreDecodedAndTitlesMadePlain() throws {
        let feed = try Fixture.parse("atom03-base64-text-constructs.xml")
        #expect(feed.title == "Feed bold title")
        #expect(feed.description == "Tagline in base64")
        try #require(feed.items.count == 2)
        #expect(feed.items[0].title == "Base64 title")
        #expect(feed.items[0].summary == ParsedContent(text: "Plain summary", isHTML: false))
        #expect(feed.items[0].content?.text == "<p>Hello <b>world</b></p>")
        #expect(feed.items[0].content?.isHTML == true)
        #expect(feed.items[1].title == "Plain html title")
        #expect(feed.items[1].content?.text == "<p>Inline <b>xml</b></p>")
    }

    @Test func atom10WithAModeAttributeAndWrappedLines() throws {
        let feed = try Fixture.parse("atom10-mode-base64.xml")
        #expect(feed.title == "Base64 & Atom 1.0")
        let entry = try #require(feed.items.first)
        #expect(entry.title == "Plain title, encoded")
        let body = try #require(entry.content)
        #expect(body.isHTML)
        #expect(
            body.text == "<p>" + String(repeating: "A long body that wraps over lines. ", count: 6) + "</p>")
    }

    @Test func textThatIsNotBase64IsKeptAndOtherBytesReadAsWindows1252() throws {
        let feed = try Fixture.parse("atom03-base64-broken.xml")
        let entry = try #require(feed.items.first)
        #expect(entry.title == "This is not base64 at all!")
        #expect(entry.summary?.text == "Café crème \u{201C}quoted\u{201D}")
        #expect(entry.content?.text == "<p>Straße</p>")
    }
}
