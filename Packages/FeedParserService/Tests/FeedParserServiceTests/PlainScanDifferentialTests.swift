import FeedParserService
import Foundation
import Testing
import XMLService

/// The fast path against libxml2, feed by feed: every fixture, read with `PlainXMLScanner` first
/// and with libxml2 alone, gives the same feed or the same error.
@Suite struct PlainScanDifferential {
    static let fixtures: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: Fixture.directory.path)) ?? []).sorted()

    static func outcome(_ data: Data, url: URL?, charset: String?, scansPlainXML: Bool) -> Result<
        ParsedFeed, FeedParseError
    > {
        Result { () throws(FeedParseError) in
            try FeedParser(maxDocumentBytes: 1 << 24, scansPlainXML: scansPlainXML).parse(
                data, url: url, charset: charset)
        }
    }

    @Test(arguments: fixtures)
    func bothPathsReadEveryFixtureAlike(_ name: String) throws {
        let data = try Fixture.data(name)
        for (url, charset) in [(Fixture.feedURL, nil), (nil, "utf-8"), (Fixture.feedURL, "iso-8859-1")] {
            #expect(
                Self.outcome(data, url: url, charset: charset, scansPlainXML: true)
                    == Self.outcome(data, url: url, charset: charset, scansPlainXML: false),
                "\(name) with charset \(charset ?? "none")")
        }
    }

    /// The fast path really is taken for the plain fixtures (so the test above compares two
    /// readers, not libxml2 with itself).
    @Test func mostPlainFixturesAreScanned() throws {
        var scanned = 0
        for name in Self.fixtures where name.hasSuffix(".xml") {
            let data = try Fixture.data(name)
            if PlainXMLScanner(maxBytes: 1 << 24).scan(data, handler: XMLEventTranscript()) != nil {
                scanned += 1
            }
        }
        #expect(scanned >= 30, "only \(scanned) fixtures took the fast path")
    }
}
