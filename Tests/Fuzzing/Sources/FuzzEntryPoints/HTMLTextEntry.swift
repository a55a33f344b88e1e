import Foundation
import HTMLService

/// Renders the input as HTML at a width picked from its length, and reads it as a page for feed
/// discovery. The rendered text must hold no control character, escape sequence or
/// bidirectional override (HTMLService's promise to the terminal).
enum HTMLTextEntry {
    static let widths = [1, 2, 7, 20, 40, 80, 200]
    static let baseURL = URL(string: "https://fuzz.test/articles/1")
    static let discovery = FeedDiscovery(maxBytes: 4 << 20)

    static func run(_ input: Data) -> [String] {
        let html = String(decoding: input, as: UTF8.self)
        let width = widths[input.count % widths.count]
        var broken: [String] = []
        let rendered = HTMLText.render(html, width: width, baseURL: baseURL)
        for line in rendered.lines {
            if let scalar = TerminalSafety.firstUnsafeScalar(in: line, allowingNewlines: false) {
                broken.append("rendered line holds U+\(scalar): \(line.debugDescription)")
            }
        }
        let plain = HTMLText.plainText(fromHTML: html)
        if let scalar = TerminalSafety.firstUnsafeScalar(in: plain, allowingNewlines: false) {
            broken.append("plain text holds U+\(scalar): \(plain.debugDescription)")
        }
        if let baseURL {
            _ = try? discovery.discover(page: input, url: baseURL)
        }
        return broken
    }
}
