import FeedParserService
import Foundation
import Testing

/// Reads the fixtures beside this file (found through `#filePath`, symbolic links resolved).
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let feedURL = URL(string: "https://example.com/feeds/main.xml")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// Parses a fixture as if it had been fetched from `url` with `charset`.
    static func parse(
        _ name: String, url: URL? = feedURL, charset: String? = nil, maxBytes: Int = 1 << 24
    ) throws -> ParsedFeed {
        try FeedParser(maxDocumentBytes: maxBytes).parse(data(name), url: url, charset: charset)
    }

    /// The error a fixture gives, or nil when it parses.
    static func error(
        _ name: String, url: URL? = feedURL, charset: String? = nil, maxBytes: Int = 1 << 24
    ) throws -> FeedParseError? {
        let bytes = try data(name)
        do {
            _ = try FeedParser(maxDocumentBytes: maxBytes).parse(bytes, url: url, charset: charset)
            return nil
        } catch {
            return error
        }
    }
}

/// A moment in UTC built with Foundation's calendar, independently of the parser under test.
func utc(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
    nanosecond: Int = 0, offsetHours: Double = 0
) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let components = DateComponents(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second, nanosecond: nanosecond
    )
    return calendar.date(from: components).map { $0.addingTimeInterval(-offsetHours * 3600) }
}

func url(_ text: String) -> URL? {
    URL(string: text)
}
