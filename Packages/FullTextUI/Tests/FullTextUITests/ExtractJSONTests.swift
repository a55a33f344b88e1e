import Foundation
import FullTextLogic
import TerminalUI
import Testing

@testable import FullTextUI

/// `extract --json` is written by `JSONWriter`; the reference is `JSONOutput.encode` of the same
/// value, and the two must agree byte for byte.
@Suite struct ExtractJSONTests {
    @Test(arguments: ExtractJSONTests.articles)
    func writtenIsWhatTheEncoderMakes(article: ExtractedArticle) throws {
        let json = ExtractJSON(article)
        #expect(json.written().text == (try JSONOutput.encode(json)))
    }

    @MainActor @Test func theCommandPrintsTheWrittenJSON() async throws {
        let article = try #require(Self.articles.first)
        let controller = OutcomeViewController(title: "extract") {
            CommandOutcome(writing: ExtractJSON(article)) { [] }
        }
        await controller.load()
        var printed: [UInt8] = []
        try controller.writeJSON { printed.append(contentsOf: $0) }
        #expect(String(decoding: printed, as: UTF8.self) == (try JSONOutput.encode(ExtractJSON(article))))
        #expect((try controller.jsonOutput()) == String(decoding: printed, as: UTF8.self))
    }

    static let articles: [ExtractedArticle] = {
        guard let page = URL(string: "https://news.example/2026/tides?a=1&b=\"2\""),
            let image = URL(string: "https://news.example/img/tide.jpg")
        else { return [] }
        return [
            ExtractedArticle(
                url: page, title: "Tides \"rewritten\"", byline: "Ada Pier",
                published: Date(timeIntervalSince1970: 1_780_000_000.75),
                language: "en", image: image,
                html: "<p>The harbour / quay</p>\n<p>Second</p>",
                text: "The harbour / quay\nSecond"),
            ExtractedArticle(
                url: page, title: nil, byline: nil, published: nil, language: nil, image: nil,
                html: "<p>x</p>", text: "x"),
            ExtractedArticle(
                url: page, title: "Controls \u{1b}[31m \u{9b}2J \u{202e}evil\u{202c} \u{200b}",
                byline: "日本 é",
                published: Date(timeIntervalSince1970: -2_000_000_000), language: "ja", image: nil,
                html: "<p>tab\there \u{7f} \\ backslash</p>", text: "tab\there \u{0} nul \u{1f}"),
        ]
    }()
}
