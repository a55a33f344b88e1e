import FeedParserService
import Foundation

/// Feeds the input to the feed parser, with an HTTP charset picked from the input's last byte
/// so that the encoding paths are explored too; short inputs also go to the date parser.
enum FeedParserEntry {
    static let charsets: [String?] = [nil, nil, "utf-8", "iso-8859-1", "utf-16", "windows-1251", "x-unknown"]
    static let parser = FeedParser(maxDocumentBytes: 4 << 20)
    static let documentURL = URL(string: "https://fuzz.test/feeds/main.xml")

    static func run(_ input: Data) -> [String] {
        var broken: [String] = []
        if input.count <= 64 {
            _ = FeedDateParser.date(from: String(decoding: input, as: UTF8.self))
        }
        let charset = charsets[Int(input.last ?? 0) % charsets.count]
        guard let feed = try? parser.parse(input, url: documentURL, charset: charset) else { return broken }
        for item in feed.items {
            if let title = item.title, title.contains(where: \.isNewline) {
                broken.append("item title holds a line break: \(title.debugDescription)")
            }
            if item.idIsDerived, !isDerivedID(item.id) {
                broken.append("derived id \(item.id.debugDescription) is not derived: + 16 hex digits")
            }
        }
        return broken
    }

    /// `derived:` followed by 16 lowercase hexadecimal digits (the README's stable-id rule).
    static func isDerivedID(_ id: String) -> Bool {
        let prefix = "derived:"
        guard id.hasPrefix(prefix) else { return false }
        let digits = id.dropFirst(prefix.count)
        return digits.count == 16 && digits.allSatisfy { "0123456789abcdef".contains($0) }
    }
}
