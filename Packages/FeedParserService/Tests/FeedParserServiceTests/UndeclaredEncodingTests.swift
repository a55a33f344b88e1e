import FeedParserService
import Foundation
import Testing

/// Text that is not UTF-8 and says nothing about its encoding, in XML and in JSON Feed: read in
/// the order byte order mark, HTTP charset, declaration, valid UTF-8, then Windows-1252.
@Suite struct UndeclaredEncodingTests {
    @Test func windows1252WithoutADeclarationKeepsItsQuotesAndEuro() throws {
        let feed = try Fixture.parse("encoding-windows-1252-no-declaration.xml")
        #expect(feed.title == "\u{201C}Smart\u{201D} quotes \u{2013} and € without a declaration")
        #expect(feed.items.map(\.title) == ["Naïve café"])
        #expect(!feed.diagnostics.isEmpty)
        // Said by HTTP, the same bytes are read without a second pass, and without a note.
        let told = try Fixture.parse("encoding-windows-1252-no-declaration.xml", charset: "windows-1252")
        #expect(told.title == feed.title)
        #expect(told.diagnostics.isEmpty)
    }

    @Test func strayBytesInUTF8AreReadOneByOneAndTheRestKept() throws {
        let feed = try Fixture.parse("encoding-utf8-stray-latin1-no-declaration.xml")
        #expect(feed.title == "Mostly UTF-8 été, one stray é byte")
        #expect(feed.items.map(\.title) == ["€ and €"])
    }

    @Test func jsonFeedInWindows1252IsRead() throws {
        let feed = try Fixture.parse("jsonfeed-windows-1252-bytes.json")
        #expect(feed.title == "Café \u{201C}json\u{201D}")
        #expect(feed.items.map(\.title) == ["Straße"])
        #expect(feed.diagnostics == ["the bytes that are not valid UTF-8 were read as Windows-1252"])
        let told = try Fixture.parse("jsonfeed-windows-1252-bytes.json", charset: "ISO-8859-1")
        #expect(told.title == feed.title)
        #expect(told.diagnostics == ["the document was read as Windows-1252, as its HTTP charset says"])
        let mixed = try Fixture.parse("jsonfeed-utf8-stray-byte.json")
        #expect(mixed.title == "été and one stray é")
        #expect(try Fixture.parse("jsonfeed11-basic.json").diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("rss-lowercase-html5-doctype.xml", ["Read anyway"]),
        ("rss-lowercase-doctype-after-declaration.xml", ["Also read"]),
        ("atom-mixed-case-doctype.xml", ["Atom too"]),
    ])
    func aDoctypeKeywordInAnyCaseIsRead(fixture: String, titles: [String]) throws {
        let feed = try Fixture.parse(fixture)
        #expect(feed.items.map(\.title) == titles)
        #expect(
            feed.diagnostics == [
                "the doctype is written '<!doctype', which XML does not allow; it was read as '<!DOCTYPE'"
            ])
    }
}
