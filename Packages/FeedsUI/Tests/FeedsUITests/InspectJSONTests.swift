import FeedParserService
import Foundation
import TerminalUI
import Testing

@testable import FeedsUI

/// `inspect --json` is written by `JSONWriter` for speed; the reference is `JSONOutput.encode`
/// (Foundation's `JSONEncoder`) on the same `InspectJSON`. They must give the same bytes.
@Suite struct InspectJSONWriting {
    static let fixtures = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .appendingPathComponent("../../../FeedParserService/Tests/FeedParserServiceTests/Fixtures")
        .standardized

    @Test func everyParserFixtureGivesTheSameBytesAsJSONEncoder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
        let parser = FeedParser(maxDocumentBytes: 1 << 24)
        var compared = 0
        for name in names {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
            guard
                let feed = try? parser.parse(
                    data, url: URL(string: "https://fixture.example/feed"), charset: nil)
            else { continue }
            let json = InspectJSON(feed)
            #expect(json.json() == (try JSONOutput.encode(json)), "\(name)")
            compared += 1
        }
        #expect(compared > 60)
    }

    @Test func escapesDatesAndEmptyListsMatchTheEncoder() throws {
        let hostile =
            "quote \" backslash \\ slash / tab \t nl \n cr \r bs \u{8} ff \u{c} nul \u{0} us \u{1f} "
            + "del \u{7f} c1 \u{85}\u{9b} bidi \u{202e}\u{2066}\u{2069} zw \u{200b}\u{200f}\u{2060}\u{feff} "
            + "kept \u{2010}\u{2028}\u{20ac} é 日本 😀"
        let dates = [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1.5),
            Date(timeIntervalSince1970: 1_700_000_000.987), Date(timeIntervalSince1970: 951_782_400),
            Date(timeIntervalSince1970: -62_135_596_800), Date(timeIntervalSince1970: 253_402_300_799),
            Date(timeIntervalSince1970: 253_402_300_800), Date(timeIntervalSince1970: -62_135_596_801),
            Date(timeIntervalSince1970: -12_219_292_800), Date(timeIntervalSince1970: -12_212_553_600),
        ]
        let items = dates.enumerated().map { index, date in
            ParsedItem(
                id: "\(index) \(hostile)", title: index == 0 ? nil : hostile, published: date,
                updated: index.isMultiple(of: 2) ? date : nil,
                summary: ParsedContent(text: hostile, isHTML: false),
                categories: index == 1 ? [] : [hostile, ""],
                enclosures: index == 2
                    ? []
                    : [
                        ParsedEnclosure(
                            url: URL(string: "https://e.example/a?b=c&d=é") ?? Self.fixtures, mimeType: nil,
                            length: -5)
                    ])
        }
        var feed = ParsedFeed(
            format: .atom10, title: hostile, description: "", categories: [], items: items,
            diagnostics: [hostile, ""])
        let json = InspectJSON(feed)
        #expect(json.json() == (try JSONOutput.encode(json)))
        feed.truncation = DocumentTruncation(line: 3, column: 9, reason: hostile)
        feed.items = []
        let cut = InspectJSON(feed)
        #expect(cut.json() == (try JSONOutput.encode(cut)))
    }
}
