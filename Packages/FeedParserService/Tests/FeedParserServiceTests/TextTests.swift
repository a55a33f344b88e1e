import FeedParserService
import Foundation
import Testing

/// Entities, double escaping and CDATA.
@Suite struct TextTests {
    let base = Fixture.feedURL

    @Test func htmlEntitiesAndNumericReferences() throws {
        let feed = try Fixture.parse("rss-html-entities.xml")
        #expect(feed.title == "Café\u{00A0}Crème — ☺")
        let item = try #require(feed.items.first)
        #expect(item.title == "Résumé & café …")
        #expect(
            item.summary
                == ParsedContent(text: "<p>Naïve\u{00A0}text &copy; ©</p>", isHTML: true, baseURL: base))
        #expect(item.categories == ["Über"])
        #expect(feed.diagnostics == [])
    }

    @Test func doubleEscapedTitlesAreFixed() throws {
        let feed = try Fixture.parse("rss-double-escaped-title.xml")
        #expect(
            feed.items.map(\.title) == [
                "AT&T buys \"T-Mobile\"", "Use <br> tags – or not", "Q&A with AT&T",
                "Keep &bogus; as written",
                "A title over two lines",
            ])
    }

    @Test func xhtmlMarkupIsWrittenBackEscaped() throws {
        let document = """
            <feed xmlns="http://www.w3.org/2005/Atom"><entry><id>x</id><content type="xhtml">\
            <div xmlns="http://www.w3.org/1999/xhtml"><a href="/q?a=1&amp;b=&quot;2&quot;" xml:lang="en">\
            A &lt; B &amp; C &gt; D</a><br/>"quoted"</div></content></entry></feed>
            """
        let feed = try FeedParser(maxDocumentBytes: 1 << 20).parse(
            Data(document.utf8), url: base, charset: nil)
        let markup =
            #"<a href="/q?a=1&amp;b=&quot;2&quot;" xml:lang="en">A &lt; B &amp; C &gt; D</a><br>"quoted""#
        #expect(feed.items.first?.content == ParsedContent(text: markup, isHTML: true, baseURL: base))
    }

    @Test func cdataIsTakenAsWritten() throws {
        let feed = try Fixture.parse("rss-cdata.xml")
        #expect(feed.title == "Fish & Chips <Daily>")
        let item = try #require(feed.items.first)
        #expect(item.title == "Salt & vinegar")
        #expect(item.summary == ParsedContent(text: "<p>Crisp &amp; golden</p>", isHTML: true, baseURL: base))
        #expect(
            item.content
                == ParsedContent(text: "<p>First</p><p>Second &copy;</p>", isHTML: true, baseURL: base))
    }
}

/// `xml:base` and relative links.
@Suite struct LinkTests {
    @Test func nestedXMLBase() throws {
        let feed = try Fixture.parse("atom-xml-base-nested.xml")
        #expect(feed.homeURL == url("https://base.example/blog/"))
        #expect(feed.feedURL == url("https://base.example/blog/feed.atom"))
        #expect(feed.iconURL == url("https://base.example/favicon.ico"))
        try #require(feed.items.count == 2)
        let first = feed.items[0]
        #expect(first.link == url("https://base.example/blog/2024/post-1.html"))
        #expect(
            first.enclosures == [
                ParsedEnclosure(
                    url: try #require(url("https://base.example/blog/media/1.mp3")), mimeType: "audio/mpeg")
            ])
        #expect(
            first.authors == [ParsedPerson(name: "Bea", url: url("https://base.example/blog/authors/bea"))])
        #expect(
            first.content
                == ParsedContent(
                    text: "<img src=\"a.png\">", isHTML: true, baseURL: url("https://cdn.example/assets/")))
        let second = feed.items[1]
        #expect(second.link == url("https://other.example/x/y/z.html"))
        #expect(
            second.summary
                == ParsedContent(
                    text: "<a href=\"rel\">rel</a>", isHTML: true, baseURL: url("https://other.example/x/")))
    }

    @Test func relativeLinksResolveAgainstTheFeedURL() throws {
        let feed = try Fixture.parse("rss-relative-links.xml")
        #expect(feed.homeURL == url("https://example.com/"))
        #expect(feed.feedURL == url("https://example.com/feeds/main.xml"))
        #expect(feed.logoURL == url("https://example.com/images/logo.png"))
        try #require(feed.items.count == 2)
        #expect(feed.items[0].link == url("https://example.com/posts/1"))
        #expect(feed.items[0].commentsURL == url("https://example.com/comments?post=1&page=2"))
        #expect(
            feed.items[0].enclosures == [
                ParsedEnclosure(
                    url: try #require(url("https://example.com/feeds/media/1.ogg")), mimeType: "audio/ogg",
                    length: 10)
            ])
        #expect(feed.items[1].link == url("https://cdn.example/posts/2"))
    }

    @Test func withoutAFeedURLRelativeLinksStayRelative() throws {
        let feed = try Fixture.parse("rss-relative-links.xml", url: nil)
        #expect(feed.items[0].link == URL(string: "/posts/1"))
        #expect(feed.items[0].link?.host == nil)
    }
}

/// content, dc, dcterms, media, itunes and atom inside RSS.
@Suite struct NamespaceTests {
    let base = Fixture.feedURL

    @Test func contentAndDublinCore() throws {
        let feed = try Fixture.parse("rss-namespaces-content-dc.xml")
        #expect(feed.authors == [ParsedPerson(name: "Channel Creator")])
        #expect(feed.updated == utc(2024, 7, 1))
        #expect(feed.language == "nl")
        #expect(
            feed.items == [
                ParsedItem(
                    id: "modules-1", title: "With modules",
                    authors: [ParsedPerson(name: "Dirk"), ParsedPerson(name: "Els")],
                    published: utc(2024, 6, 30, 22, offsetHours: 2), updated: utc(2024, 7, 2),
                    summary: ParsedContent(text: "Short", isHTML: true, baseURL: base),
                    content: ParsedContent(text: "<p>Long <b>body</b></p>", isHTML: true, baseURL: base),
                    categories: ["Tech", "Science"])
            ])
    }

    @Test func mediaRSS() throws {
        let feed = try Fixture.parse("rss-media-rss.xml")
        try #require(feed.items.count == 2)
        #expect(
            feed.items[0]
                == ParsedItem(
                    id: "media-1", title: "Group title", link: url("https://media.example/1"),
                    summary: ParsedContent(text: "<b>Group</b> description", isHTML: true, baseURL: base),
                    enclosures: [
                        ParsedEnclosure(
                            url: try #require(url("https://media.example/1-720.mp4")), mimeType: "video/mp4",
                            length: 1000),
                        ParsedEnclosure(
                            url: try #require(url("https://media.example/1-1080.mp4")), mimeType: "video/mp4",
                            length: 2000),
                    ],
                    imageURL: url("https://media.example/1.jpg"), duration: 125))
        #expect(
            feed.items[1]
                == ParsedItem(
                    id: "media-2", title: "Own title",
                    summary: ParsedContent(text: "Plain caption", isHTML: false),
                    enclosures: [
                        ParsedEnclosure(
                            url: try #require(url("https://media.example/2.jpg")), mimeType: "image/jpeg",
                            length: 55)
                    ],
                    imageURL: url("https://example.com/thumbs/2.jpg")))
    }

    @Test func itunesPodcast() throws {
        let feed = try Fixture.parse("rss-itunes-podcast.xml")
        #expect(feed.authors == [ParsedPerson(name: "Pod Caster")])
        #expect(feed.description == "A show about things")
        #expect(feed.logoURL == url("https://podcast.example/cover.jpg"))
        try #require(feed.items.count == 3)
        #expect(
            feed.items[0]
                == ParsedItem(
                    id: "ep1", title: "Episode 1", authors: [ParsedPerson(name: "Guest Star")],
                    summary: ParsedContent(text: "We talk", isHTML: false),
                    enclosures: [
                        ParsedEnclosure(
                            url: try #require(url("https://podcast.example/ep1.mp3")), mimeType: "audio/mpeg",
                            length: 34_216_300)
                    ],
                    imageURL: url("https://podcast.example/ep1.jpg"), duration: 3723))
        #expect(feed.items[1].summary == ParsedContent(text: "Shorter", isHTML: false))
        #expect(feed.items[1].duration == 2723)
        #expect(feed.items[2].duration == 725)
    }

    @Test func atomLinksInsideRSS() throws {
        let feed = try Fixture.parse("rss-atom-links.xml")
        #expect(feed.feedURL == url("https://links.example/feed.xml"))
        #expect(feed.homeURL == url("https://links.example/"))
        try #require(feed.items.count == 2)
        #expect(feed.items[0].link == url("https://links.example/1"))
        #expect(feed.items[0].updated == utc(2024, 8, 1))
        #expect(feed.items[1].link == url("https://links.example/2"))
    }
}

/// Items without an id get one derived from link and title (README: the stable-id rule).
@Suite struct StableIDTests {
    @Test func derivedIDsFollowTheDocumentedRule() throws {
        let feed = try Fixture.parse("rss-missing-guid.xml")
        // Values computed independently (FNV-1a 64 in Python) from the rule in the README.
        #expect(
            feed.items.map(\.id) == [
                "derived:00c397eb761db411", "derived:5fb718375e837135", "derived:f80fc1cafd0c0c5d",
                "derived:5e6f6094013b1476",
            ])
        #expect(feed.items.allSatisfy { $0.idIsDerived })
    }

    @Test func derivedIDsDoNotDependOnTheFeedURL() throws {
        let first = try Fixture.parse("rss-missing-guid.xml", url: url("https://a.example/feed"))
        let second = try Fixture.parse("rss-missing-guid.xml", url: nil)
        #expect(first.items.map(\.id) == second.items.map(\.id))
    }

    @Test func aPermalinkGuidIsAlsoTheLink() throws {
        let feed = try Fixture.parse("rss2-basic.xml")
        #expect(feed.items[1].id == "https://example.com/posts/2")
        #expect(feed.items[1].link == url("https://example.com/posts/2"))
        #expect(!feed.items[1].idIsDerived)
    }
}
