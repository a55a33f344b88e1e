import Foundation
import OPMLService
import Testing

@Suite struct OPMLWriting {
    @Test func writesNestedOutlinesDeterministically() throws {
        var head = OPMLHead()
        head.title = "Mine & yours"
        head.dateCreated = "Mon, 02 Jan 2023 10:00:00 GMT"
        let document = OPMLDocument(
            version: "1.0", head: head,
            outlines: [
                OPMLOutline(
                    text: "Folder <1>",
                    children: [
                        OPMLOutline(
                            text: "Feed \"a\"", type: "rss", xmlURL: try url("https://a.test/feed?x=1&y=2"),
                            htmlURL: try url("https://a.test/"), description: "two\nlines",
                            categories: ["/a/b", "c"],
                            attributes: [
                                OPMLField(name: "zeta", value: "last"),
                                OPMLField(name: "alpha", value: "first"),
                            ])
                    ]),
                OPMLOutline(text: "Loose"),
            ])
        #expect(
            OPMLWriter.string(document) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <opml version="2.0">
                  <head>
                    <title>Mine &amp; yours</title>
                    <dateCreated>Mon, 02 Jan 2023 10:00:00 GMT</dateCreated>
                  </head>
                  <body>
                    <outline text="Folder &lt;1&gt;">
                      <outline text="Feed &quot;a&quot;" type="rss" xmlUrl="https://a.test/feed?x=1&amp;y=2" htmlUrl="https://a.test/" description="two&#10;lines" category="/a/b,c" zeta="last" alpha="first"/>
                    </outline>
                    <outline text="Loose"/>
                  </body>
                </opml>

                """)
    }

    @Test func anEmptyDocument() {
        #expect(
            OPMLWriter.string(OPMLDocument()) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <opml version="2.0">
                  <head/>
                  <body/>
                </opml>

                """)
    }

    @Test func leavesOutWhatCannotBeWritten() {
        let outline = OPMLOutline(
            text: "x\u{1}y",
            attributes: [
                OPMLField(name: "bad name", value: "1"), OPMLField(name: "text", value: "duplicate"),
                OPMLField(name: "ok", value: "\u{FFFE}kept"),
            ])
        #expect(
            OPMLWriter.string(OPMLDocument(outlines: [outline])).contains(#"<outline text="xy" ok="kept"/>"#))
    }

    @Test func namespacesGetDeclaredPrefixes() throws {
        let document = OPMLDocument(
            head: OPMLHead(fields: [OPMLField(name: "by", namespace: "urn:one", value: "me")]),
            outlines: [
                OPMLOutline(
                    text: "a",
                    attributes: [
                        OPMLField(name: "flag", namespace: "urn:two", value: "1"),
                        OPMLField(
                            name: "lang", namespace: "http://www.w3.org/XML/1998/namespace", value: "fr"),
                    ])
            ])
        let written = OPMLWriter.string(document)
        #expect(written.contains(#"<opml version="2.0" xmlns:ns1="urn:one" xmlns:ns2="urn:two">"#))
        #expect(written.contains("<ns1:by>me</ns1:by>"))
        #expect(written.contains(#"<outline text="a" ns2:flag="1" xml:lang="fr"/>"#))
        #expect(try reader.read(OPMLWriter.data(document)) == document)
    }

    @Test func deepNestingIsWrittenWithoutRecursion() throws {
        var outline = OPMLOutline(text: "leaf", xmlURL: try url("https://leaf.test/"))
        for level in 0..<1_000 { outline = OPMLOutline(text: "level \(level)", children: [outline]) }
        let written = OPMLWriter.string(OPMLDocument(outlines: [outline]))
        #expect(written.components(separatedBy: "</outline>").count == 1_001)
    }
}

@Suite struct RoundTrips {
    /// read → write → read gives the same document (the version becomes 2.0). Fixtures named
    /// `unwritable` hold names XML cannot write, which the writer leaves out (FuzzFindings).
    @Test(arguments: try Fixture.names().filter { !$0.contains("not-opml") && !$0.contains("unwritable") })
    func roundTripLosesNothing(_ fixture: String) throws {
        let original = try reader.readLeniently(Fixture.data(fixture)).document
        let written = OPMLWriter.data(original)
        let again = try reader.read(written)
        #expect(again.version == "2.0")
        #expect(again.head == original.head)
        #expect(again.outlines == original.outlines)
        #expect(OPMLWriter.data(again) == written)
    }
}
