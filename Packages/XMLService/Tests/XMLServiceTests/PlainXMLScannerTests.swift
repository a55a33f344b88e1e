import Foundation
import Testing
import XMLService

/// The plain scanner against libxml2: what it reads, it reports exactly as libxml2 does; what it
/// declines, it leaves to libxml2.
@Suite struct PlainXMLScanning {
    /// libxml2's transcript of a well-formed document, or nil when libxml2 found a problem.
    static func libxml2(_ data: Data) -> [XMLEventTranscript.Event]? {
        let transcript = XMLEventTranscript()
        let parser = XMLStreamParser(options: XMLParseOptions(maxBytes: 1 << 26, recover: true))
        guard let outcome = try? parser.parse(data, handler: transcript), outcome.isWellFormed else {
            return nil
        }
        return transcript.events
    }

    /// The scanner's transcript, or nil when it declined.
    static func scanned(_ data: Data) -> [XMLEventTranscript.Event]? {
        let transcript = XMLEventTranscript()
        guard PlainXMLScanner(maxBytes: 1 << 26).scan(data, handler: transcript) != nil else { return nil }
        return transcript.events
    }

    static let accepted: [String] = [
        #"<rss version="2.0"><channel><title>A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos;</title></channel></rss>"#,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>x</title></feed>\n",
        "<?xml version='1.0' encoding='utf-8' standalone='yes' ?><a/>",
        "<?xml version=\"1.0\" encoding=\"UTF8\"?><a>é</a>",
        "\u{FEFF}<?xml version=\"1.0\"?><a>b</a>",
        "  \n<a>leading white space</a>",
        "<!-- a comment --><?xml-stylesheet href=\"s.xsl\" type=\"text/xsl\"?><a>x</a><!-- after --> \n",
        "<a>line\r\nends\rand\nmore\r</a>",
        "<a><![CDATA[<p>html & stuff]] ]> \r\n here\r</p>]]></a>",
        "<a><![CDATA[]]><![CDATA[x]]>y<![CDATA[]]]]></a>",
        "<a>&#233;&#xE9;&#x1F600;&#65;&#x9;&#13;</a>",
        "<a b=\"tab\there\" c='line\r\nend' d=\"&#10;kept&#9;\" e=\"&lt;&amp;&gt;\" f='\"' g=\"'\"></a>",
        "<rss xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:creator>x</dc:creator><item xml:base=\"http://e/\" dc:x=\"1\"/></rss>",
        "<a xmlns=\"urn:one\"><b xmlns=\"\"><c/></b><d xmlns=\"urn:&amp;two\"/></a>",
        "<a xmlns:p=\"urn:p\"><p:b xmlns:p=\"urn:q\"><p:c/></p:b><p:d/></a>",
        "<a>Zürich 日本語 ニュース 새로운 😀 \u{7F}\u{85}</a>",
        "<a >text</a  >",
        "<a><b/><b></b>mixed <i>inline</i> text</a>",
        "<a>]]</a>",
        "<a>]></a>",
        "<a><?pi with content ?></a>",
        "<a><!----></a>",
    ]

    @Test(arguments: accepted)
    func readsItExactlyAsLibxml2(_ document: String) throws {
        let data = Data(document.utf8)
        let expected = try #require(Self.libxml2(data), "libxml2 found a problem in \(document)")
        let scanned = try #require(Self.scanned(data), "the scanner declined \(document)")
        #expect(scanned == expected)
    }

    static let declined: [String] = [
        "<!DOCTYPE rss><rss/>",
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>caf\u{E9}</a>",
        "<?xml version=\"1.0\" encoding=\"x-no-such-encoding\"?><a>x</a>",
        // Found by plain-xml-differential-fuzzer: a local name must start as a name does.
        "<a xmlns:p=\"urn:p\"><p:7b/></a>",
        "<a xmlns:p=\"urn:p\" p:-x=\"1\"/>",
        "<a xmlns:7p=\"urn:p\"/>",
        "<a>&nbsp;</a>",
        "<a>unclosed",
        "<a></b>",
        "<a b=\"1\" b=\"2\"/>",
        "<a xmlns:p=\"urn:x\" xmlns:q=\"urn:x\" p:b=\"1\" q:b=\"2\"/>",
        "<a xmlns:p=\"urn:x\" xmlns:p=\"urn:y\"/>",
        "<p:a/>",
        "<a p:b=\"1\"/>",
        "<a xmlns:p=\"\"/>",
        "<a>x]]>y</a>",
        "<a><!-- a -- b --></a>",
        "<a>\u{1}</a>",
        "<a>&#0;</a>",
        "<a>&#xD800;</a>",
        "<a b=\"<\"/>",
        "<a b=c/>",
        "<a/><b/>",
        "<a/>trailing",
        "<?xml version=\"1.1\"?><a/>",
        "<?xml encoding=\"UTF-8\"?><a/>",
        "<a><?xml version=\"1.0\"?></a>",
        "<a><?xmlfoo x?></a>",
        "<naïve/>",
        "<a:b:c/>",
        "",
        "   ",
    ]

    @Test(arguments: declined)
    func declinesWhatItLeavesToLibxml2(_ document: String) {
        #expect(Self.scanned(Data(document.utf8)) == nil)
    }

    @Test func declinesBytesThatAreNotUTF8OrForbidden() {
        for bytes: [UInt8] in [
            [0x3C, 0x61, 0x3E, 0xE9, 0x3C, 0x2F, 0x61, 0x3E],  // a lone Latin-1 é
            [0x3C, 0x61, 0x3E, 0xED, 0xA0, 0x80, 0x3C, 0x2F, 0x61, 0x3E],  // a surrogate
            [0x3C, 0x61, 0x3E, 0xEF, 0xBF, 0xBF, 0x3C, 0x2F, 0x61, 0x3E],  // U+FFFF
            [0x3C, 0x61, 0x3E, 0xC0, 0xAF, 0x3C, 0x2F, 0x61, 0x3E],  // an overlong encoding
        ] {
            #expect(Self.scanned(Data(bytes)) == nil)
        }
    }

    @Test func declinesWhatGoesBeyondItsBounds() {
        let deep =
            String(repeating: "<a>", count: PlainXMLScanner.maxDepth + 1)
            + String(repeating: "</a>", count: PlainXMLScanner.maxDepth + 1)
        #expect(Self.scanned(Data(deep.utf8)) == nil)
        let justDeepEnough =
            String(repeating: "<a>", count: PlainXMLScanner.maxDepth)
            + String(repeating: "</a>", count: PlainXMLScanner.maxDepth)
        #expect(Self.scanned(Data(justDeepEnough.utf8)) != nil)
        let long = "<a>" + String(repeating: "x", count: PlainXMLScanner.maxRunLength + 1) + "</a>"
        #expect(Self.scanned(Data(long.utf8)) == nil)
        let attributes =
            "<a " + (0...PlainXMLScanner.maxAttributes).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>"
        #expect(Self.scanned(Data(attributes.utf8)) == nil)
    }

    @Test func reportsHowManyElementsStarted() throws {
        let outcome = try #require(
            PlainXMLScanner(maxBytes: 1024).scan(
                Data("<a><b/><c>x</c></a>".utf8), handler: XMLEventTranscript()))
        #expect(outcome.elementCount == 3)
        #expect(outcome.isWellFormed)
        #expect(
            PlainXMLScanner(maxBytes: 10).scan(Data("<a>12345678</a>".utf8), handler: XMLEventTranscript())
                == nil)
    }
}

/// `PlainXMLScanner.scan(_:handler:passed:)`: progress reported at the ends of elements, about a
/// stride apart, at addresses inside the document that only grow.
@Suite struct PlainXMLScanProgress {
    @Test func passedAddressesGrowAStrideApartAtElementEnds() throws {
        var text = "<rss><channel>"
        for number in 0..<30_000 {
            text += "<item><title>Item \(number)</title><p>\(String(repeating: "x", count: 80))</p></item>"
        }
        let data = Data((text + "</channel></rss>").utf8)
        var offsets: [Int] = []
        let outcome = data.withUnsafeBytes { raw in
            let base = UInt(bitPattern: raw.baseAddress!)
            return PlainXMLScanner(maxBytes: 1 << 26).scan(data, handler: XMLEventTranscript()) { address in
                offsets.append(Int(UInt(bitPattern: address) - base))
            }
        }
        #expect(outcome != nil)
        let stride = PlainXMLScanner.passedReportStride
        #expect(offsets.count == data.count / stride)
        for (index, offset) in offsets.enumerated() {
            #expect(offset >= (index + 1) * stride && offset < data.count)
            #expect(data[offset - 1] == UInt8(ascii: ">"))
            if index > 0 { #expect(offset - offsets[index - 1] >= stride) }
        }
    }
}
