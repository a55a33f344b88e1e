import Foundation
import OPMLService
import Testing

let reader = OPMLReader(maxBytes: 1 << 20)

func read(_ fixture: String) throws -> OPMLDocument {
    try reader.read(Fixture.data(fixture))
}

func url(_ string: String) throws -> URL {
    try #require(URL(string: string))
}

@Suite struct OPMLReading {
    @Test func opml10WithTitlesAndUnknownAttributes() throws {
        let document = try read("opml-1.0-flat.opml")
        #expect(document.version == "1.0")
        #expect(document.head.title == "mySubscriptions")
        #expect(document.head.dateCreated == "Sat, 18 Jun 2005 12:11:52 GMT")
        #expect(document.head.ownerName == "Dave Winer")
        #expect(document.head.ownerEmail == "dave@example.test")
        #expect(
            document.outlines == [
                OPMLOutline(
                    text: "CNET News.com", title: "CNET News.com", type: "rss",
                    xmlURL: try url("http://news.example.test/2547-1_3-0-5.xml"),
                    htmlURL: try url("http://news.example.test/"), description: "Tech news",
                    attributes: [
                        OPMLField(name: "language", value: "unknown"),
                        OPMLField(name: "version", value: "RSS2"),
                    ]),
                OPMLOutline(
                    title: "Only a title", type: "rss", xmlURL: try url("http://title.example.test/rss")),
                OPMLOutline(
                    text: "A link", type: "link",
                    attributes: [OPMLField(name: "url", value: "http://link.example.test/")]
                ),
            ])
    }

    @Test func opml20HeadCategoriesAndNamespaces() throws {
        let document = try read("opml-2.0-full.opml")
        #expect(document.version == "2.0")
        let tidings = "https://tidings.example.test/ns"
        #expect(
            document.head.fields == [
                OPMLField(name: "title", value: "Tidings subscriptions"),
                OPMLField(name: "dateCreated", value: "Mon, 02 Jan 2023 10:00:00 GMT"),
                OPMLField(name: "dateModified", value: "Tue, 03 Jan 2023 11:30:00 GMT"),
                OPMLField(name: "ownerName", value: "Ann Example"),
                OPMLField(name: "ownerEmail", value: "ann@example.test"),
                OPMLField(name: "ownerId", value: "https://ann.example.test/"),
                OPMLField(name: "docs", value: "http://opml.org/spec2.opml"),
                OPMLField(name: "expansionState", value: "1,3"),
                OPMLField(name: "exportedBy", namespace: tidings, value: "Tidings 0.1"),
            ])
        let outline = try #require(document.outlines.first)
        #expect(
            outline
                == OPMLOutline(
                    text: "Swift blog", title: "The Swift blog", type: "rss",
                    xmlURL: try url("https://swift.example.test/atom.xml"),
                    htmlURL: try url("https://swift.example.test/"), description: "News about Swift",
                    categories: ["/Programming/Swift", "news", "/Apple"],
                    attributes: [
                        OPMLField(name: "isComment", value: "false"),
                        OPMLField(name: "created", value: "Mon, 02 Jan 2023 10:00:00 GMT"),
                        OPMLField(name: "starred", namespace: tidings, value: "true"),
                        OPMLField(
                            name: "lang", namespace: "http://www.w3.org/XML/1998/namespace", value: "en"),
                    ]))
        #expect(outline.categoryPaths == [["Programming", "Swift"], ["news"], ["Apple"]])
    }

    @Test func nestedOutlinesAreFolders() throws {
        let document = try read("opml-nested-folders.opml")
        #expect(document.outlines.map(\.text) == ["Top-level feed", "Tech", "Empty folder"])
        let tech = document.outlines[1]
        #expect(tech.xmlURL == nil)
        #expect(tech.children.map(\.text) == ["Languages", "Hacker news"])
        #expect(tech.children[0].children.map(\.text) == ["Swift", "Rust"])
        #expect(
            tech.children[0].children.map(\.xmlURL) == [
                try url("https://swift.example.test/feed"), try url("https://rust.example.test/feed"),
            ])
        #expect(document.outlines[2].children.isEmpty)
    }

    @Test func entitiesCDATAAndCharacterReferencesAreDecoded() throws {
        let document = try read("opml-entities-and-escaping.opml")
        #expect(document.head.title == "Ann's <feeds> & more")
        let outline = try #require(document.outlines.first)
        #expect(outline.text == "Tom & Jerry <3 \"quoted\" café")
        #expect(outline.xmlURL == (try url("https://x.example.test/feed?a=1&b=2")))
        #expect(outline.description == "line one\nline two\ttabbed")
    }

    @Test func attributeNamesInAnyCaseAndEmptyURLs() throws {
        let document = try read("opml-attribute-case.opml")
        #expect(document.version == "1.1")
        let folder = try #require(document.outlines.first)
        #expect(folder.xmlURL == nil)
        #expect(
            folder.attributes == [
                OPMLField(name: "xmlUrl", value: ""), OPMLField(name: "htmlUrl", value: ""),
            ])
        let feed = try #require(folder.children.first)
        #expect(feed.type == "RSS")
        #expect(feed.xmlURL == (try url("https://case.example.test/rss")))
        #expect(feed.htmlURL == (try url("https://case.example.test/")))
        #expect(feed.attributes.isEmpty)
    }

    @Test func declaredEncodingIsHonoured() throws {
        let document = try read("opml-latin1.opml")
        #expect(document.head.title == "Abonnements français")
        #expect(document.outlines.map(\.text) == ["Le Café"])
    }
}

@Suite struct BrokenOPML {
    @Test func mismatchedTagGivesLineAndColumn() throws {
        #expect(
            throws: OPMLError.malformed(
                OPMLDiagnostic(
                    line: 8, column: 14, message: "Opening and ending tag mismatch: outline line 6 and outlin"
                ))
        ) {
            try read("opml-broken-mismatched-tag.opml")
        }
    }

    @Test func mismatchedTagReadLenientlyKeepsEverything() throws {
        let result = try reader.readLeniently(Fixture.data("opml-broken-mismatched-tag.opml"))
        #expect(
            result.diagnostics == [
                OPMLDiagnostic(
                    line: 8, column: 14, message: "Opening and ending tag mismatch: outline line 6 and outlin"
                )
            ])
        #expect(result.document.outlines.map(\.text) == ["Good", "Folder"])
        #expect(result.document.outlines[1].children.map(\.text) == ["Inner"])
    }

    @Test func truncatedFileGivesLineAndColumn() throws {
        #expect(
            throws: OPMLError.malformed(
                OPMLDiagnostic(
                    line: 7, column: 83, message: "Extra content at the end of the document"))
        ) {
            try read("opml-broken-truncated.opml")
        }
    }

    @Test func truncatedFileReadLenientlyClosesOpenFolders() throws {
        let result = try reader.readLeniently(Fixture.data("opml-broken-truncated.opml"))
        #expect(result.diagnostics.map(\.line) == [7])
        #expect(result.document.head.title == "Cut short")
        #expect(result.document.outlines.map(\.text) == ["First", "Folder"])
        #expect(
            result.document.outlines[1].children.map(\.xmlURL) == [try url("https://second.example.test/rss")]
        )
    }

    @Test func unescapedAmpersandIsAnErrorWhenStrict() throws {
        #expect(
            throws: OPMLError.malformed(
                OPMLDiagnostic(line: 6, column: 79, message: "EntityRef: expecting ';'"))
        ) {
            try read("opml-broken-unescaped-ampersand.opml")
        }
    }

    @Test func unescapedAmpersandIsRepairedWhenLenient() throws {
        let result = try reader.readLeniently(Fixture.data("opml-broken-unescaped-ampersand.opml"))
        #expect(
            result.diagnostics == [
                OPMLDiagnostic(line: 6, column: 77, message: "unescaped '&' read as '&amp;'")
            ])
        #expect(
            result.document.outlines.map(\.xmlURL) == [
                try url("https://before.example.test/rss"), try url("https://q.example.test/feed?a=1&b=2"),
                try url("https://after.example.test/rss"),
            ])
    }

    @Test func ampersandsInCDATACommentsAndReferencesAreLeftAlone() throws {
        let text = """
            <?xml version="1.0"?><!-- a & b --><opml version="2.0"><head><title><![CDATA[x & y]]> &amp; &#38; &#x26;</title></head>
            <body><outline text="R&D" xmlUrl="https://x.test/?a&amp;b"/></body></opml>
            """
        let result = try reader.readLeniently(Data(text.utf8))
        #expect(
            result.diagnostics == [
                OPMLDiagnostic(line: 2, column: 23, message: "unescaped '&' read as '&amp;'")
            ])
        #expect(result.document.head.title == "x & y & & &")
        #expect(result.document.outlines.first?.text == "R&D")
    }

    @Test func rootMustBeOPML() {
        #expect(throws: OPMLError.notOPML(rootElement: "rss")) { try read("opml-not-opml.xml") }
        #expect(throws: OPMLError.notOPML(rootElement: "rss")) {
            try reader.readLeniently(Fixture.data("opml-not-opml.xml"))
        }
    }

    @Test func bodyIsRequiredUnlessLenient() throws {
        #expect(throws: OPMLError.missingBody) { try read("opml-no-body.opml") }
        let result = try reader.readLeniently(Fixture.data("opml-no-body.opml"))
        #expect(result.diagnostics == [OPMLDiagnostic(line: 0, column: 0, message: "no <body> element")])
        #expect(result.document.head.title == "Head only")
        #expect(result.document.outlines.isEmpty)
    }

    @Test func emptyAndOversizedFiles() {
        #expect(throws: OPMLError.empty) { try reader.read(Data()) }
        #expect(throws: OPMLError.tooLarge(size: 11, limit: 10)) {
            try OPMLReader(maxBytes: 10).readLeniently(Data("<opml/>&&&&".utf8))
        }
    }

    @Test func errorMessagesSayWhereAndWhatToDo() {
        let error = OPMLError.malformed(
            OPMLDiagnostic(line: 8, column: 14, message: "Opening and ending tag mismatch"))
        #expect(
            error.description
                == "the OPML file is not well-formed XML at line 8, column 14: Opening and ending tag mismatch;"
                + " fix the file there and import it again")
    }
}
