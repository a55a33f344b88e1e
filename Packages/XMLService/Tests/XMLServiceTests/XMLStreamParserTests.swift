import Foundation
import Testing
import XMLService

/// Records events as text lines, e.g. `start {ns}name a=1`, `text hello`, `end name`.
final class EventRecorder: XMLEventHandler {
    var events: [String] = []
    private var pendingText = ""

    func startElement(_ name: XMLName, attributes: XMLAttributes) {
        flush()
        var line = "start \(Self.describe(name))"
        for index in 0..<attributes.count {
            if let attribute = attributes[index] {
                line += " \(Self.describe(attribute.name))=\(attribute.value.string)"
            }
        }
        events.append(line)
    }

    func endElement(_ name: XMLName) {
        flush()
        events.append("end \(name.localName.string)")
    }

    func characters(_ text: XMLBytes) {
        pendingText += text.string
    }

    private func flush() {
        let trimmed = pendingText.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { events.append("text \(trimmed)") }
        pendingText = ""
    }

    static func describe(_ name: XMLName) -> String {
        name.namespaceURI.map { "{\($0.string)}\(name.localName.string)" } ?? name.localName.string
    }
}

func parse(_ text: String, recover: Bool = false, encoding: String? = nil) throws(XMLParseError) -> (
    [String], XMLParseOutcome
) {
    try parse(Data(text.utf8), recover: recover, encoding: encoding)
}

func parse(_ data: Data, recover: Bool = false, encoding: String? = nil, maxBytes: Int = 1 << 20)
    throws(XMLParseError) -> ([String], XMLParseOutcome)
{
    let recorder = EventRecorder()
    let parser = XMLStreamParser(
        options: XMLParseOptions(maxBytes: maxBytes, recover: recover, encoding: encoding))
    let outcome = try parser.parse(data, handler: recorder)
    return (recorder.events, outcome)
}

@Suite struct StreamingEvents {
    @Test func reportsElementsAttributesNamespacesAndText() throws {
        let (events, outcome) = try parse(
            """
            <?xml version="1.0"?>
            <rss xmlns:dc="http://purl.org/dc/elements/1.1/" version="2.0">
              <item xml:base="http://example.com/"><dc:creator>Ann &amp; Bo</dc:creator><![CDATA[<b>raw</b>]]></item>
            </rss>
            """)
        #expect(outcome.isWellFormed)
        #expect(
            events == [
                "start rss version=2.0",
                "start item {http://www.w3.org/XML/1998/namespace}base=http://example.com/",
                "start {http://purl.org/dc/elements/1.1/}creator",
                "text Ann & Bo",
                "end creator",
                "text <b>raw</b>",
                "end item",
                "end rss",
            ])
    }

    @Test func decodesHTMLNamedEntitiesEveryTimeTheyAppear() throws {
        let (events, _) = try parse("<t>caf&eacute;&nbsp;caf&eacute; &copy;&#233;&#x41;</t>")
        #expect(events == ["start t", "text café\u{00A0}café ©éA", "end t"])
    }

    @Test func attributeValuesDecodeEntities() throws {
        let (events, _) = try parse(#"<a href="x?a=1&amp;b=&eacute;"/>"#)
        #expect(events == ["start a href=x?a=1&b=é", "end a"])
    }
}

@Suite struct Encodings {
    @Test func latin1Declaration() throws {
        var data = Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><t>caf"#.utf8)
        data.append(0xE9)
        data.append(contentsOf: Array("</t>".utf8))
        #expect(try parse(data).0 == ["start t", "text café", "end t"])
    }

    @Test func windows1252Declaration() throws {
        var data = Data(#"<?xml version="1.0" encoding="windows-1252"?><t>"#.utf8)
        data.append(contentsOf: [0x93, 0x68, 0x69, 0x94, 0x80])
        data.append(contentsOf: Array("</t>".utf8))
        #expect(try parse(data).0 == ["start t", "text \u{201C}hi\u{201D}€", "end t"])
    }

    @Test func utf16WithByteOrderMark() throws {
        var data = Data([0xFF, 0xFE])
        data.append(contentsOf: "<t>ü</t>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(try parse(data).0 == ["start t", "text ü", "end t"])
    }

    @Test func overrideBeatsTheDeclaration() throws {
        var data = Data(#"<?xml version="1.0" encoding="UTF-8"?><t>"#.utf8)
        data.append(0xE9)
        data.append(contentsOf: Array("</t>".utf8))
        #expect(try parse(data, encoding: "ISO-8859-1").0 == ["start t", "text é", "end t"])
    }

    @Test func unknownEncodingIsAnError() {
        #expect(throws: XMLParseError.unknownEncoding("x-klingon")) {
            try parse("<t/>", encoding: "x-klingon")
        }
    }
}

@Suite struct BrokenInput {
    @Test func errorCarriesLineAndColumn() {
        #expect {
            try parse("<rss>\n  <channel>\n    <title>x</titel>\n</rss>")
        } throws: { error in
            guard case XMLParseError.malformed(let diagnostic) = error else { return false }
            return diagnostic.line == 3 && diagnostic.column > 0
                && diagnostic.message.contains("Opening and ending tag mismatch")
        }
    }

    @Test func recoveryStepsOverAMissingClosingTagAtTheEnd() throws {
        let (events, outcome) = try parse("<rss><channel><title>x</title>", recover: true)
        #expect(!outcome.isWellFormed)
        #expect(events.prefix(4) == ["start rss", "start channel", "start title", "text x"])
    }

    @Test func sizeLimitIsEnforcedBeforeParsing() {
        #expect(throws: XMLParseError.tooLarge(size: 11, limit: 10)) {
            try parse(Data("<t>123</t>!".utf8), maxBytes: 10)
        }
    }

    @Test func emptyInputIsAnError() {
        #expect(throws: XMLParseError.empty) { try parse(Data()) }
    }
}

@Suite struct Hostile {
    @Test func externalEntitiesAreNeverLoaded() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("xxe-\(UUID().uuidString)")
        try "TOP-SECRET".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE t [<!ENTITY xxe SYSTEM "file://\(secret.path)">]>
            <t>&xxe;</t>
            """
        let (events, _) = try parse(document, recover: true)
        #expect(!events.joined().contains("TOP-SECRET"))
        #expect(throws: XMLParseError.self) { try parse(document) }
    }

    @Test func billionLaughsDoesNotExpand() throws {
        var declarations = #"<!ENTITY lol0 "lollollollollollollollollollol">"#
        for level in 1...9 {
            let previous = String(repeating: "&lol\(level - 1);", count: 10)
            declarations += "<!ENTITY lol\(level) \"\(previous)\">"
        }
        let document = "<?xml version=\"1.0\"?><!DOCTYPE t [\(declarations)]><t>&lol9;</t>"
        let (events, outcome) = try parse(document, recover: true)
        #expect(events.joined().count < 100)
        #expect(outcome.declaredEntities == ["lol0"])
        #expect(outcome.refusedEntities.count == 9)
    }

    @Test func internalEntitiesExpandAndExternalOnesAreRefused() throws {
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE t [<!ENTITY org "Example &amp; Co"><!ENTITY site SYSTEM "file:///etc/hostname">]>
            <t a="&org;">&org; &#38; &eacute;</t>
            """
        let (events, outcome) = try parse(document, recover: true)
        #expect(events.joined().contains("Example & Co"))
        #expect(events.joined().contains("é"))
        #expect(outcome.declaredEntities == ["org"])
        #expect(
            outcome.refusedEntities == [
                "the doctype's entity 'site' is not used: it is external, and external entities are never loaded"
            ])
        #expect(outcome.isWellFormed)
    }
}

@Suite struct HTMLParsing {
    @Test func parsesLenientlyWithEntitiesDecoded() throws {
        let document = try HTMLDocument.parse(
            fragment: "<p>Caf&eacute; <a href='/x?a=1&amp;b=2'>link</a><br><img alt=\"pic\" src=i.png>",
            maxBytes: 1 << 20)
        guard case .element(let paragraph)? = document.root.children.first else {
            Issue.record("no paragraph in \(document.root)")
            return
        }
        #expect(paragraph.name == "p")
        #expect(paragraph.children.first == .text("Café "))
        guard case .element(let link) = paragraph.children[1] else {
            Issue.record("no link")
            return
        }
        #expect(link.attribute("href") == "/x?a=1&b=2")
        #expect(link.children == [.text("link")])
    }

    @Test func deepNestingDoesNotExhaustTheStack() throws {
        let depth = 50_000
        let text =
            String(repeating: "<div>", count: depth) + "deep" + String(repeating: "</div>", count: depth)
        let document = try HTMLDocument.parse(fragment: text, maxBytes: 1 << 22)
        #expect(!document.root.children.isEmpty)
    }

    @Test func readsFullPagesWithCharset() throws {
        var page = Data("<html><head><title>T</title></head><body>caf".utf8)
        page.append(0xE9)
        page.append(contentsOf: Array("</body></html>".utf8))
        let document = try HTMLDocument.parse(page, encoding: "ISO-8859-1", maxBytes: 1 << 20)
        guard
            case .element(let html)? = document.root.children.first(where: {
                if case .element = $0 { true } else { false }
            })
        else {
            Issue.record("no html element")
            return
        }
        #expect(html.name == "html")
        #expect(html.children.count == 2)
        guard case .element(let body) = html.children[1] else { return }
        #expect(body.children == [.text("café")])
    }
}
