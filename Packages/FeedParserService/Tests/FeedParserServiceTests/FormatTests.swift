import FeedParserService
import Foundation
import Testing

/// One fixture per format, every field asserted.
@Suite struct FormatTests {
    let base = Fixture.feedURL

    @Test func rss2() throws {
        let feed = try Fixture.parse("rss2-basic.xml")
        #expect(feed.format == .rss2)
        #expect(feed.title == "Example News")
        #expect(feed.homeURL == url("https://example.com/"))
        #expect(feed.feedURL == nil)
        #expect(feed.description == "Everything that happens at Example")
        #expect(feed.language == "en-gb")
        #expect(feed.updated == utc(2024, 1, 2, 10, 30))
        #expect(feed.logoURL == url("https://example.com/logo.png"))
        #expect(feed.iconURL == nil)
        #expect(feed.authors == [ParsedPerson(name: "Eddie Editor", email: "editor@example.com")])
        #expect(feed.diagnostics == [])
        try #require(feed.items.count == 2)
        #expect(
            feed.items[0]
                == ParsedItem(
                    id: "tag:example.com,2024:1", title: "First post",
                    link: url("https://example.com/posts/1"),
                    authors: [ParsedPerson(name: "Ann Author", email: "ann@example.com")],
                    published: utc(2024, 1, 2, 9, 15, 30, offsetHours: 1),
                    summary: ParsedContent(text: "<p>Hello <b>world</b></p>", isHTML: true, baseURL: base),
                    categories: ["News", "Swift"],
                    enclosures: [
                        ParsedEnclosure(
                            url: try #require(url("https://example.com/audio/1.mp3")), mimeType: "audio/mpeg",
                            length: 12345)
                    ],
                    commentsURL: url("https://example.com/posts/1#comments")))
        #expect(
            feed.items[1]
                == ParsedItem(
                    id: "https://example.com/posts/2", title: "Second post",
                    link: url("https://example.com/posts/2"),
                    summary: ParsedContent(text: "Plain words", isHTML: true, baseURL: base)))
    }

    @Test func rss091WithNetscapeDoctype() throws {
        let feed = try Fixture.parse("rss091-netscape.xml")
        #expect(feed.format == .rss09)
        #expect(feed.title == "Old School")
        #expect(feed.homeURL == url("http://oldschool.example/"))
        #expect(feed.language == "en-us")
        #expect(feed.diagnostics == [])
        #expect(
            feed.items
                == [
                    ParsedItem(
                        id: "derived:c104b5e0f0a9a1b3", idIsDerived: true, title: "Ninety-nine",
                        link: url("http://oldschool.example/99"),
                        summary: ParsedContent(text: "Party like it is 1999", isHTML: true, baseURL: base))
                ])
    }

    @Test func rss090() throws {
        let feed = try Fixture.parse("rss090-rdf.xml")
        #expect(feed.format == .rss09)
        #expect(feed.title == "Mozilla Dot Org")
        #expect(feed.homeURL == url("http://www.mozilla.org"))
        #expect(feed.description == "the Mozilla Organization web site")
        #expect(feed.logoURL == url("http://www.mozilla.org/images/moz.gif"))
        #expect(
            feed.items
                == [
                    ParsedItem(
                        id: "derived:c6fd8efc1c9dad1c", idIsDerived: true, title: "New Status Updates",
                        link: url("http://www.mozilla.org/status/")),
                    ParsedItem(
                        id: "derived:7294f80a82520345", idIsDerived: true, title: "Bugzilla Reorganized",
                        link: url("http://www.mozilla.org/bugs/")),
                ])
    }

    @Test func rss1() throws {
        let feed = try Fixture.parse("rss1-rdf.xml")
        #expect(feed.format == .rss1)
        #expect(feed.title == "RDF Site")
        #expect(feed.homeURL == url("https://rdf.example/"))
        #expect(feed.description == "An RSS 1.0 feed")
        #expect(feed.language == "fr")
        #expect(feed.updated == utc(2024, 3, 4, 5, 6, 7, offsetHours: 2))
        #expect(feed.authors == [ParsedPerson(name: "Camille")])
        #expect(feed.logoURL == url("https://rdf.example/logo.png"))
        try #require(feed.items.count == 2)
        #expect(
            feed.items[0]
                == ParsedItem(
                    id: "https://rdf.example/a", title: "Article A", link: url("https://rdf.example/a"),
                    authors: [ParsedPerson(name: "Dominique")], published: utc(2024, 3, 1, 12),
                    summary: ParsedContent(text: "Summary of A", isHTML: true, baseURL: base),
                    content: ParsedContent(text: "<p>Body of <em>A</em></p>", isHTML: true, baseURL: base),
                    categories: ["Politique"]))
        #expect(
            feed.items[1]
                == ParsedItem(
                    id: "https://rdf.example/b", title: "Article B", link: url("https://rdf.example/b")))
    }

    @Test func atom10() throws {
        let feed = try Fixture.parse("atom10-basic.xml")
        #expect(feed.format == .atom10)
        #expect(feed.title == "Atom Example")
        #expect(feed.description == "A lot of examples")
        #expect(feed.homeURL == url("https://atom.example/"))
        #expect(feed.feedURL == url("https://atom.example/feed.atom"))
        #expect(feed.language == "en")
        #expect(feed.updated == utc(2024, 5, 6, 7, 8, 9))
        #expect(feed.iconURL == url("https://atom.example/favicon.ico"))
        #expect(feed.logoURL == url("https://atom.example/logo.svg"))
        #expect(
            feed.authors
                == [
                    ParsedPerson(
                        name: "Zed Writer", email: "zed@atom.example", url: url("https://atom.example/zed"))
                ])
        try #require(feed.items.count == 2)
        #expect(
            feed.items[0]
                == ParsedItem(
                    id: "urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a", title: "Tom & Jerry strike again",
                    link: url("https://atom.example/2024/tom-and-jerry"),
                    authors: [ParsedPerson(name: "Mary"), ParsedPerson(name: "Zed Writer")],
                    published: utc(2024, 5, 1, 10, offsetHours: 2),
                    updated: utc(2024, 5, 2, 11, 30, 0, nanosecond: 250_000_000),
                    summary: ParsedContent(text: "Cat and mouse, once more.", isHTML: false),
                    content: ParsedContent(
                        text: "<p>The <strong>cat</strong> &amp; the mouse.<br>Again.</p>", isHTML: true,
                        baseURL: base),
                    categories: ["cartoons", "classics"],
                    enclosures: [
                        ParsedEnclosure(
                            url: try #require(url("https://atom.example/media/tj.mp4")),
                            mimeType: "video/mp4",
                            length: 987654)
                    ],
                    commentsURL: url("https://atom.example/2024/tom-and-jerry#comments")))
        #expect(
            feed.items[1]
                == ParsedItem(
                    id: "tag:atom.example,2024:plain", title: "Plain entry",
                    link: url("https://atom.example/2024/plain"),
                    updated: utc(2024, 5, 3),
                    content: ParsedContent(text: "<p>Escaped <i>HTML</i></p>", isHTML: true, baseURL: base)))
    }

    @Test func atom03() throws {
        let feed = try Fixture.parse("atom03-basic.xml")
        #expect(feed.format == .atom03)
        #expect(feed.title == "Atom Null Drei")
        #expect(feed.description == "Ein altes Format")
        #expect(feed.homeURL == url("http://atom03.example/"))
        #expect(feed.updated == utc(2004, 12, 13, 18, 30, 2))
        #expect(feed.language == "de")
        #expect(feed.authors == [ParsedPerson(name: "Klaus", url: url("http://atom03.example/klaus"))])
        try #require(feed.items.count == 2)
        #expect(
            feed.items[0]
                == ParsedItem(
                    id: "tag:atom03.example,2004:1", title: "Erster Eintrag",
                    link: url("http://atom03.example/1"),
                    published: utc(2004, 12, 13, 8, 29, 29, offsetHours: -4),
                    updated: utc(2004, 12, 13, 18, 30, 2),
                    summary: ParsedContent(text: "Kurz", isHTML: false),
                    content: ParsedContent(text: "<p>Lang <b>und</b> breit</p>", isHTML: true, baseURL: base))
        )
        #expect(
            feed.items[1]
                == ParsedItem(
                    id: "tag:atom03.example,2004:2", title: "Zweiter Eintrag",
                    link: url("http://atom03.example/2"),
                    published: utc(2004, 12, 14, 9),
                    content: ParsedContent(text: "Grüße aus Base64", isHTML: false)))
    }

    @Test func jsonFeed11() throws {
        let feed = try Fixture.parse("jsonfeed11-basic.json")
        #expect(feed.format == .jsonfeed1)
        #expect(feed.title == "JSON Example")
        #expect(feed.homeURL == url("https://json.example/"))
        #expect(feed.feedURL == url("https://json.example/feed.json"))
        #expect(feed.description == "A feed in JSON")
        #expect(feed.language == "en-US")
        #expect(feed.logoURL == url("https://example.com/icon-512.png"))
        #expect(feed.iconURL == url("https://json.example/favicon.ico"))
        #expect(feed.authors == [ParsedPerson(name: "Jay Son", url: url("https://json.example/jay"))])
        #expect(feed.diagnostics == [])
        try #require(feed.items.count == 2)
        #expect(
            feed.items[0]
                == ParsedItem(
                    id: "2", title: "Second item", link: url("https://json.example/2"),
                    authors: [ParsedPerson(name: "Kay")],
                    published: utc(2024, 2, 3, 4, 5, 6, offsetHours: -5),
                    updated: utc(2024, 2, 4), summary: ParsedContent(text: "A greeting", isHTML: false),
                    content: ParsedContent(
                        text: "<p>Hello, <a href=\"/x\">link</a></p>", isHTML: true,
                        baseURL: url("https://json.example/2")),
                    categories: ["greeting", "json"],
                    enclosures: [
                        ParsedEnclosure(
                            url: try #require(url("https://json.example/2.mp3")), mimeType: "audio/mpeg",
                            length: 4096)
                    ],
                    imageURL: url("https://example.com/images/2.png"), duration: 61.5))
        #expect(
            feed.items[1]
                == ParsedItem(
                    id: "1", link: url("https://elsewhere.example/story"),
                    content: ParsedContent(text: "Just text", isHTML: false)))
    }

    @Test func jsonFeed10WithSingleAuthorAndNumericId() throws {
        let feed = try Fixture.parse("jsonfeed10-author.json")
        #expect(feed.format == .jsonfeed1)
        #expect(feed.authors == [ParsedPerson(name: "Solo Author", url: url("https://oldjson.example/me"))])
        #expect(
            feed.items
                == [
                    ParsedItem(
                        id: "42", title: "Numeric id", link: url("https://oldjson.example/42"),
                        content: ParsedContent(text: "The answer", isHTML: false)),
                    ParsedItem(
                        id: "derived:db2ca5ec22abe91a", idIsDerived: true, title: "No id",
                        link: url("https://oldjson.example/none"),
                        published: utc(2010, 2, 7, 14, 4, offsetHours: -5),
                        content: ParsedContent(
                            text: "<p>derived</p>", isHTML: true, baseURL: url("https://oldjson.example/none")
                        )),
                ])
    }

    @Test(arguments: [
        ("rss2-basic.xml", FeedFormat.rss2), ("rss091-netscape.xml", .rss09), ("rss090-rdf.xml", .rss09),
        ("rss1-rdf.xml", .rss1), ("atom10-basic.xml", .atom10), ("atom03-basic.xml", .atom03),
        ("jsonfeed11-basic.json", .jsonfeed1), ("jsonfeed10-author.json", .jsonfeed1),
    ])
    func detectionFromContentAlone(name: String, format: FeedFormat) throws {
        #expect(FeedFormat.detect(in: try Fixture.data(name)) == format)
    }
}

/// Variants within a format: Atom without its namespace, Atom's kinds of content, JSON with
/// fields of the wrong type.
@Suite struct FormatVariantTests {
    @Test func atomWithoutItsNamespace() throws {
        let feed = try Fixture.parse("atom-no-namespace.xml")
        #expect(feed.format == .atom10)
        #expect(feed.title == "Forgot the namespace")
        #expect(feed.homeURL == url("https://nons.example/"))
        #expect(
            feed.items == [
                ParsedItem(
                    id: "tag:nons.example,2024:1", title: "Still Atom", updated: utc(2024, 9, 9, 9, 9, 9))
            ])
        #expect(FeedFormat.detect(in: try Fixture.data("atom-no-namespace.xml")) == .atom10)
    }

    /// A root `<feed>` in a namespace that is not Atom's (an old draft's, a made-up one, a
    /// prefixed one) is read as Atom, as feedparser reads it, with a note saying so.
    @Test(arguments: [
        ("atom-unknown-namespace-03.xml", FeedFormat.atom03, "A made-up namespace", "Read as Atom 0.3"),
        ("atom-unknown-namespace-draft.xml", .atom10, "An old draft's namespace", "Read as Atom 1.0"),
        ("atom-unknown-namespace-prefixed.xml", .atom10, "A prefixed namespace of its own", "Prefixed entry"),
    ])
    func atomInANamespaceOfItsOwn(name: String, format: FeedFormat, title: String, entry: String) throws {
        let feed = try Fixture.parse(name)
        #expect(feed.format == format)
        #expect(feed.title == title)
        #expect(feed.items.map(\.title) == [entry])
        #expect(feed.items.first?.id != nil)
        #expect(feed.items.first?.published != nil || feed.items.first?.updated != nil)
        #expect(feed.diagnostics.contains { $0.contains("not Atom's; it was read as Atom") })
        #expect(FeedFormat.detect(in: try Fixture.data(name)) == format)
    }

    @Test func atomContentKinds() throws {
        let feed = try Fixture.parse("atom-content-kinds.xml")
        #expect(
            feed.items == [
                ParsedItem(id: "out-of-line"),
                ParsedItem(id: "binary"),
                ParsedItem(
                    id: "text-mime",
                    summary: ParsedContent(
                        text: "A <em>short</em> one", isHTML: true, baseURL: Fixture.feedURL),
                    content: ParsedContent(text: "Line one & two", isHTML: false)),
                ParsedItem(id: "xhtml-title", title: "Tom & Jerry"),
            ])
    }

    @Test func jsonFieldsOfTheWrongTypeAreSkipped() throws {
        let feed = try Fixture.parse("jsonfeed-lenient-types.json")
        #expect(feed.title == nil)
        #expect(feed.homeURL == nil)
        #expect(feed.diagnostics == ["item 1 is not an object and was left out"])
        #expect(
            feed.items == [
                ParsedItem(
                    id: "ok", title: "Fine", categories: ["a", "b"],
                    enclosures: [ParsedEnclosure(url: try #require(url("https://example.com/f.mp3")))]),
                ParsedItem(
                    id: "derived:0ccb4aa55348fc97", idIsDerived: true, title: "Boolean id",
                    link: url("https://lenient.example/b")),
            ])
    }
}

@Suite struct JSONIdentifierTests {
    @Test(arguments: [("1", "1"), ("0", "0"), ("12.5", "12.5"), ("\"x\"", "x")])
    func numericAndStringIDs(json: String, id: String) throws {
        let document = #"{"version": "https://jsonfeed.org/version/1", "items": [{"id": \#(json)}]}"#
        let feed = try FeedParser(maxDocumentBytes: 1 << 16).parse(
            Data(document.utf8), url: nil, charset: nil)
        #expect(feed.items.map(\.id) == [id])
        #expect(feed.items.map(\.idIsDerived) == [false])
    }
}
