import FeedParserService
import Foundation
import Testing

/// Byte order marks, UTF-16, declarations, HTTP charsets and the precedence between them
/// (README: BOM, then HTTP charset, then declaration, then UTF-8; Latin-1 labels read as
/// Windows-1252; a lenient retry for bytes invalid in the encoding).
@Suite struct EncodingTests {
    @Test(arguments: [
        ("encoding-utf8-bom.xml", "UTF-8 with BOM"),
        ("encoding-utf8-no-declaration.xml", "UTF-8 without declaration"),
        ("encoding-utf16le-bom.xml", "UTF-16LE with BOM"), ("encoding-utf16be-bom.xml", "UTF-16BE with BOM"),
        ("encoding-utf16le-no-bom.xml", "UTF-16LE without BOM"),
    ])
    func unicodeEncodings(name: String, title: String) throws {
        let feed = try Fixture.parse(name)
        #expect(feed.title == title)
        #expect(feed.items.map(\.title) == ["Ünïcödé €"])
        #expect(feed.diagnostics == [])
        #expect(FeedFormat.detect(in: try Fixture.data(name)) == .rss2)
    }

    @Test func latin1DeclarationIsReadAsWindows1252() throws {
        let feed = try Fixture.parse("encoding-iso-8859-1-declared.xml")
        #expect(feed.title == "Café \u{201C}quoted\u{201D}")
        #expect(feed.items.map(\.title) == ["naïve"])
        #expect(feed.diagnostics == [])
    }

    @Test func windows1252Declaration() throws {
        let feed = try Fixture.parse("encoding-windows-1252-declared.xml")
        #expect(feed.title == "Price €5 – it’s fine")
        #expect(feed.items.map(\.title) == ["Škoda"])
        #expect(feed.diagnostics == [])
    }

    @Test func bytesInvalidAsUTF8AreReadAsWindows1252() throws {
        let feed = try Fixture.parse("encoding-utf8-declared-latin1-bytes.xml")
        #expect(feed.title == "Café crème")
        #expect(feed.items.map(\.title) == ["Ünïcödé €"])
        #expect(
            feed.diagnostics == [
                "line 4, column 15: Input is not proper UTF-8, indicate encoding ! Bytes: 0xE9 0x20 0x63 0x72 "
                    + "(read the bytes that are not valid UTF-8 as Windows-1252)"
            ])
    }

    @Test func undefinedWindows1252BytesAreKeptAsTheirCodePoint() throws {
        let feed = try Fixture.parse("encoding-windows-1252-undefined-byte.xml")
        #expect(feed.title == "Odd \u{81} byte €")
        #expect(
            feed.diagnostics == [
                "input conversion failed due to input error, bytes 0x81 0x20 0x62 0x79 "
                    + "(read the bytes Windows-1252 leaves undefined as the characters of the same number)",
                "encoder error (read the bytes Windows-1252 leaves undefined as the characters of the same number)",
            ])
    }

    @Test func unsupportedEncodingIsAnError() throws {
        #expect(try Fixture.error("encoding-unsupported.xml") == .unsupportedEncoding("x-klingon"))
    }

    @Test func httpCharsetBeatsTheDeclaration() throws {
        let feed = try Fixture.parse("encoding-declared-latin1-utf8-bytes.xml", charset: "utf-8")
        #expect(feed.title == "Déjà vu")
        #expect(feed.items.map(\.title) == ["ça va"])
        #expect(feed.diagnostics == [])
        let declared = try Fixture.parse("encoding-declared-latin1-utf8-bytes.xml")
        #expect(declared.title == "DÃ©jÃ\u{A0} vu")
    }

    @Test func httpCharsetReadsAnUndeclaredLatin1Document() throws {
        let feed = try Fixture.parse("encoding-latin1-no-declaration.xml", charset: "\"ISO-8859-1\"")
        #expect(feed.title == "Grüße")
        #expect(feed.items.map(\.title) == ["à bientôt"])
        #expect(feed.diagnostics == [])
        let guessed = try Fixture.parse("encoding-latin1-no-declaration.xml")
        #expect(guessed.title == "Grüße")
        #expect(!guessed.diagnostics.isEmpty)
    }

    @Test func byteOrderMarkBeatsTheHTTPCharset() throws {
        let feed = try Fixture.parse("encoding-utf8-bom.xml", charset: "iso-8859-1")
        #expect(feed.items.map(\.title) == ["Ünïcödé €"])
        let wide = try Fixture.parse("encoding-utf16le-bom.xml", charset: "utf-8")
        #expect(wide.items.map(\.title) == ["Ünïcödé €"])
    }

    @Test func httpCharsetContradictingTheBytesIsIgnored() throws {
        let feed = try Fixture.parse("rss2-basic.xml", charset: "UTF-16")
        #expect(feed.title == "Example News")
        #expect(
            feed.diagnostics == ["the HTTP charset 'utf-16' contradicts the document's bytes and was ignored"]
        )
    }

    @Test func unknownHTTPCharsetIsIgnored() throws {
        let feed = try Fixture.parse("encoding-iso-8859-1-declared.xml", charset: "x-made-up")
        #expect(feed.title == "Café \u{201C}quoted\u{201D}")
        #expect(feed.diagnostics == ["the HTTP charset 'x-made-up' is unknown and was ignored"])
    }
}
