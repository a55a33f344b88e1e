import FeedParserService
import Foundation
import Testing

/// What a lenient reader steps over, and what it reports as malformed, with positions.
@Suite struct RecoveryTests {
    @Test func bareAmpersandsAreKeptAsText() throws {
        let feed = try Fixture.parse("rss-bare-ampersand.xml")
        #expect(feed.title == "Fish & Chips")
        #expect(feed.homeURL == url("https://amp.example/?a=1&b=2"))
        try #require(feed.items.count == 2)
        let item = feed.items[0]
        #expect(item.title == "AT&T and Q&A & more")
        #expect(item.link == url("https://amp.example/post?id=1&lang=en"))
        #expect(item.summary?.text == "Rock & roll été")
        #expect(item.enclosures.map(\.url) == [url("https://amp.example/a.mp3?x=1&y=2")])
        // The repair leaves CDATA alone; the title is then decoded once more like every title.
        #expect(feed.items[1].title == "Kept & untouched & in CDATA")
        #expect(feed.diagnostics.count == 7)
        #expect(
            feed.diagnostics.first
                == "line 4, column 18: xmlParseEntityRef: no name (kept the text as written)")
    }

    /// White space, blank lines, a byte order mark with white space, or a comment in front of the
    /// XML declaration: skipped, with a note; a clean document carries none.
    @Test(arguments: [
        ("rss-blank-lines-before-declaration.xml", "Blank lines first", "One"),
        ("rss-bom-whitespace-before-declaration.xml", "BOM then white space", "Two"),
        ("rss-comment-before-declaration.xml", "A comment first", "Three"),
    ])
    func whatComesBeforeTheDeclarationIsSkipped(name: String, title: String, item: String) throws {
        let feed = try Fixture.parse(name)
        #expect(feed.title == title)
        #expect(feed.items.map(\.title) == [item])
        #expect(
            feed.diagnostics == [
                "the document has white space or a comment before its XML declaration; it was skipped"
            ])
        #expect(try Fixture.parse("rss2-basic.xml").diagnostics.isEmpty)
    }

    /// `--` inside a comment, which XML forbids: the comment is repaired and the feed read.
    @Test(arguments: [
        ("rss-comment-double-hyphen.xml", "T", "i"),
        ("atom-comment-hyphens-at-end.xml", "Hyphens at the end", "Second"),
        ("rss-comment-separator.xml", "A separator", "Third"),
    ])
    func aDoubleHyphenInACommentIsSteppedOver(name: String, title: String, item: String) throws {
        let feed = try Fixture.parse(name)
        #expect(feed.title == title)
        #expect(feed.items.map(\.title) == [item])
        #expect(feed.diagnostics.contains { $0.contains("Double hyphen within comment") })
    }

    /// A namespace prefix used without its declaration: read by the prefix's usual meaning, an
    /// unknown one left out, each with a note; the rest of the document is read.
    @Test func undeclaredPrefixesAreReadByTheirUsualMeaning() throws {
        let itunes = try Fixture.parse("rss-undeclared-itunes-prefix.xml")
        #expect(itunes.items.map(\.title) == ["Episode"])
        #expect(itunes.items.first?.duration == 600)
        #expect(
            itunes.diagnostics.contains { $0.contains("Namespace prefix itunes on duration is not defined") })
        let dc = try Fixture.parse("rss-undeclared-dc-prefix.xml")
        #expect(dc.items.first?.authors.map(\.name) == ["Jane Doe"])
        #expect(dc.items.first?.published == utc(2025, 2, 3, 4, 5, 6))
        let content = try Fixture.parse("rss-undeclared-content-prefix.xml")
        #expect(content.items.first?.content?.text.contains("Full text") == true)
        #expect(content.items.map(\.title) == ["Body"])
        #expect(content.diagnostics.count == 2)
    }

    @Test func undeclaredEntitiesAreKeptAsWritten() throws {
        let feed = try Fixture.parse("rss-undeclared-entity.xml")
        #expect(feed.title == "Entities &foo; and é")
        #expect(feed.items.map(\.title) == ["Tom — &bogus; & Jerry"])
        #expect(
            feed.diagnostics == [
                "line 4, column 26: Entity 'foo' not defined (kept the text as written)",
                "line 7, column 33: Entity 'bogus' not defined (kept the text as written)",
            ])
    }

    /// A document that stops early keeps its complete items only, and says where it stops.
    @Test(
        arguments: [
            (
                "rss-missing-closing-tags.xml", ["closed-1"],
                "line 11, column 51: the document stops with 3 elements still open"
            ),
            (
                "rss-truncated-mid-item.xml", ["whole-1"],
                "line 12, column 1: the document stops with 4 elements still open"
            ),
            (
                "rss-truncated-mid-tag.xml", ["tag-1"],
                "line 10, column 1: the document stops with 3 elements still open"
            ),
            (
                "rss-unclosed-root-end-tag.xml", ["unclosed-1", "unclosed-2"],
                "line 15, column 1: the document stops inside its last end tag"
            ),
            (
                "atom-truncated-mid-entry.xml", ["urn:example:atom-cut:1"],
                "line 11, column 31: the document stops with 3 elements still open"
            ),
        ])
    func aTruncatedDocumentKeepsItsCompleteItems(fixture: String, ids: [String], truncation: String) throws {
        let feed = try Fixture.parse(fixture)
        #expect(feed.items.map(\.id) == ids)
        #expect(feed.truncation?.description == truncation)
        #expect(!feed.diagnostics.isEmpty)
    }

    @Test func anItemCutOffIsLeftOutWithANote() throws {
        let feed = try Fixture.parse("rss-truncated-mid-item.xml")
        #expect(
            feed.diagnostics == [
                "line 12, column 1: the document ends with 4 elements still open (everything before it was read)",
                "the document stops inside an item; that item was left out",
            ])
    }

    @Test func junkAfterTheRootIsNotATruncation() throws {
        let feed = try Fixture.parse("rss-junk-after-end.xml")
        #expect(feed.truncation == nil)
        #expect(!feed.diagnostics.isEmpty)
        #expect(try Fixture.parse("rss2-basic.xml").truncation == nil)
    }

    @Test func forbiddenControlCharactersAreDropped() throws {
        let feed = try Fixture.parse("rss-control-characters.xml")
        #expect(feed.title == "Control characters")
        #expect(feed.items.map(\.title) == ["Formfeed and bell"])
        #expect(feed.diagnostics.count == 5)
        #expect(
            feed.diagnostics.first
                == "line 4, column 19: PCDATA invalid Char value 11 (dropped a character XML forbids)")
    }

    @Test func junkAfterTheEndIsIgnored() throws {
        let feed = try Fixture.parse("rss-junk-after-end.xml")
        #expect(feed.items.map(\.title) == ["Fine"])
        #expect(
            feed.diagnostics == [
                "line 8, column 28: Extra content at the end of the document (everything before it was read)"
            ])
    }

    @Test func aMismatchedTagInTheMiddleIsMalformed() throws {
        #expect(
            try Fixture.error("malformed-mismatched-tag.xml")
                == .malformed(
                    line: 7, column: 32, message: "Opening and ending tag mismatch: title line 7 and titel"))
    }

    @Test func anUnquotedAttributeIsMalformed() throws {
        #expect(
            try Fixture.error("malformed-unquoted-attribute.xml")
                == .malformed(line: 6, column: 16, message: "AttValue: \" or ' expected"))
    }

    @Test func brokenJSONIsMalformedWithItsPosition() throws {
        let error = try #require(try Fixture.error("jsonfeed-malformed.json"))
        guard case .malformed(let line, let column, let message) = error else {
            Issue.record("expected .malformed, got \(error)")
            return
        }
        #expect(line == 5)
        #expect(column == 42)
        #expect(message.hasPrefix("invalid JSON: "))
    }
}

/// The root element decides what a document is: an HTML doctype in front of a feed's root does
/// not make it a page.
@Suite struct DoctypeTests {
    @Test(arguments: [
        ("rss-xhtml-doctype.xml", FeedFormat.rss2, "XHTML doctype", "First"),
        ("rss-html5-doctype.xml", .rss2, "HTML5 doctype", "Second"),
        ("atom-html4-doctype.xml", .atom10, "HTML 4 doctype", "Third"),
    ])
    func anHTMLDoctypeBeforeAFeedsRootIsRead(name: String, format: FeedFormat, title: String, item: String)
        throws
    {
        let feed = try Fixture.parse(name)
        #expect(feed.format == format)
        #expect(feed.title == title)
        #expect(feed.items.map(\.title) == [item])
        #expect(FeedFormat.detect(in: try Fixture.data(name)) == format)
    }
}

/// Input that is not a feed at all.
@Suite struct NotAFeedTests {
    /// Only a declaration, comments or a doctype: said as it is, not as "extra content".
    @Test(arguments: [
        "xml-only-comment.xml", "xml-declaration-and-comment.xml", "xml-doctype-no-element.xml",
    ])
    func aDocumentWithoutAnyElement(name: String) throws {
        #expect(
            try Fixture.error(name)
                == .notAFeed("it is an XML document without any element, only a declaration or comments"))
        #expect(FeedFormat.detect(in: try Fixture.data(name)) == nil)
    }

    @Test(arguments: ["empty.xml", "whitespace-only.xml"])
    func emptyBodies(name: String) throws {
        #expect(try Fixture.error(name) == .empty)
        #expect(FeedFormat.detect(in: try Fixture.data(name)) == nil)
    }

    @Test func anHTMLPage() throws {
        let error = try #require(try Fixture.error("html-page.html"))
        #expect(
            error
                == .notAFeed(
                    "it is an HTML page; a site's page usually links its feed with <link rel=\"alternate\">, "
                        + "subscribe to that address instead"))
        #expect(try Fixture.error("html-page-no-doctype.html") == error)
        #expect(FeedFormat.detect(in: try Fixture.data("html-page.html")) == nil)
    }

    @Test func anotherXMLDocument() throws {
        #expect(
            try Fixture.error("opml-document.xml")
                == .notAFeed(
                    "it is an XML document whose root element is <opml>, not <rss>, <rdf:RDF> or <feed>"))
    }

    @Test func jsonThatIsNotAFeed() throws {
        #expect(
            try Fixture.error("json-not-a-feed.json")
                == .notAFeed(
                    "it is JSON with '1.0.0' where a JSON Feed has \"version\": \"https://jsonfeed.org/version/1.1\""
                ))
        #expect(
            try Fixture.error("json-array.json")
                == .notAFeed("it is JSON whose top level is not an object, so not a JSON Feed"))
        #expect(FeedFormat.detect(in: try Fixture.data("json-not-a-feed.json")) == nil)
    }

    @Test func plainText() throws {
        #expect(
            try Fixture.error("plain-text.txt")
                == .notAFeed("it is text that begins with '404 Not Found', neither XML nor JSON"))
    }

    @Test func theSizeLimitComesFromTheCaller() throws {
        let size = try Fixture.data("rss2-basic.xml").count
        #expect(try Fixture.error("rss2-basic.xml", maxBytes: 100) == .tooLarge(size: size, limit: 100))
        #expect(try Fixture.error("rss2-basic.xml", maxBytes: size) == nil)
    }

    @Test func errorsSayWhatToDo() {
        #expect(
            FeedParseError.empty.description
                == "the document is empty; the server sent no feed (check the address)")
        #expect(
            FeedParseError.tooLarge(size: 20, limit: 10).description
                == "the document is 20 bytes, over the limit of 10 bytes; raise parser.maxDocumentBytes if the feed is genuine"
        )
        #expect(
            FeedParseError.malformed(line: 3, column: 4, message: "oops").description
                == "the feed is broken at line 3, column 4: oops; report it to the feed's publisher")
        #expect(
            FeedParseError.unsupportedEncoding("x").description
                == "the feed's encoding 'x' is not supported; ask the publisher to serve UTF-8")
        #expect(FeedParseError.notAFeed("it is X").description == "the document is not a feed: it is X")
    }
}

/// Documents written to attack the reader.
@Suite struct HostileInputTests {
    @Test func externalEntitiesAreNeverLoaded() throws {
        let feed = try Fixture.parse("hostile-xxe-file.xml")
        let texts = [feed.title] + feed.items.flatMap { [$0.title, $0.summary?.text] }
        #expect(!texts.compactMap { $0 }.joined().contains("root:"))
        #expect(feed.title == "XXE &xxe;")
        #expect(feed.items.map(\.title) == ["&xxe;"])
    }

    @Test func externalParameterEntitiesAndDTDsAreNeverLoaded() throws {
        let feed = try Fixture.parse("hostile-xxe-parameter-entity.xml")
        #expect(feed.items.map(\.title) == ["Safe"])
        // Every parameter entity reads as empty: nothing is loaded, and the strict pass succeeds.
        #expect(feed.diagnostics == [])
        let dtd = try Fixture.parse("hostile-external-dtd.xml")
        #expect(dtd.items.map(\.title) == ["Safe"])
        #expect(dtd.diagnostics == [])
    }

    @Test func entityExpansionIsBounded() throws {
        let feed = try Fixture.parse("hostile-billion-laughs.xml")
        #expect(feed.items.map(\.title) == ["&lol9;"])
    }

    @Test func deepNestingNeitherCrashesNorRecurses() throws {
        let feed = try Fixture.parse("hostile-deep-nesting.xml")
        #expect(feed.items == [ParsedItem(id: "deep-1")])
        let depth = 200_000
        let deeper =
            "<rss><channel><item><guid>d</guid>" + String(repeating: "<x>", count: depth)
            + String(repeating: "</x>", count: depth) + "</item></channel></rss>"
        let parsed = try FeedParser(maxDocumentBytes: 1 << 22).parse(
            Data(deeper.utf8), url: nil, charset: nil)
        #expect(parsed.items.map(\.id) == ["d"])
    }
}
