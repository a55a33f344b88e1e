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
            #expect(written(feed) == (try JSONOutput.encode(InspectJSON(feed))), "\(name)")
            #expect(streamed(feed) == written(feed), "\(name)")
            #expect(try gathered(data) == written(feed), "\(name)")
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
        #expect(written(feed) == (try JSONOutput.encode(InspectJSON(feed))))
        feed.truncation = DocumentTruncation(line: 3, column: 9, reason: hostile)
        feed.items = []
        #expect(written(feed) == (try JSONOutput.encode(InspectJSON(feed))))
        feed.truncation = DocumentTruncation(line: 0, column: 0, reason: "no position")
        #expect(written(feed) == (try JSONOutput.encode(InspectJSON(feed))))
    }

    @Test func aFeedOfManyItemsStreamsTheSameBytesInManyChunks() throws {
        let items = (0..<3000).map { index in
            ParsedItem(
                id: "https://many.example/\(index)", title: "Item \(index) \u{201c}quoted\u{201d}",
                link: URL(string: "https://many.example/\(index)"),
                published: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60),
                summary: ParsedContent(
                    text: String(repeating: "body \(index) ", count: index % 50), isHTML: false))
        }
        let feed = ParsedFeed(format: .rss2, title: "Many", items: items)
        var chunks = 0
        var bytes: [UInt8] = []
        InspectJSONBytes.stream(feed) { chunk in
            chunks += 1
            bytes.append(contentsOf: chunk)
        }
        #expect(String(decoding: bytes, as: UTF8.self) == (try JSONOutput.encode(InspectJSON(feed))))
        #expect(chunks > 10)
        let written = InspectJSONItems()
        for item in items { written.add(item) }
        let gathered = written.chunks()
        var header = feed
        header.items = []
        var gatheredBytes: [UInt8] = []
        InspectJSONBytes.stream(header, items: gathered) { gatheredBytes.append(contentsOf: $0) }
        #expect(gatheredBytes == bytes)
        #expect(gathered.count > 1)
    }

    private func written(_ feed: ParsedFeed) -> String {
        InspectJSONBytes.written(feed).text
    }

    /// The output `inspect --json` prints: the items written as the parse hands them over, the
    /// feed's members around them.
    private func gathered(_ data: Data) throws -> String {
        let written = InspectJSONItems()
        let feed = try FeedParser(maxDocumentBytes: 1 << 24).parse(
            data, url: URL(string: "https://fixture.example/feed"), charset: nil
        ) { written.add($0) }
        let items = written.chunks()
        var bytes: [UInt8] = []
        InspectJSONBytes.stream(feed, items: items) { bytes.append(contentsOf: $0) }
        #expect(InspectJSONBytes.written(feed, items: items).text == String(decoding: bytes, as: UTF8.self))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func streamed(_ feed: ParsedFeed) -> String {
        var bytes: [UInt8] = []
        InspectJSONBytes.stream(feed) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
