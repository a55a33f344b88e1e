import Foundation
import FullTextLogic
import HTMLTreeService
import Testing

/// Page shapes the development set has few of, written for these tests: old blogs without
/// paragraphs, table layouts, long comment threads, and teaser grids beside the article.
@Suite struct ArticleShapesTests {
    let extractor = ArticleExtractor(parser: MyHTMLTreeParser(limits: HTMLTreeLimits(maxBytes: 4 << 20)))
    let address = URL(string: "https://site.example/post") ?? URL(fileURLWithPath: "/")

    private func extract(_ body: String) throws -> ExtractedArticle {
        try extractor.extract(
            Data("<html><head><title>T</title></head><body>\(body)</body></html>".utf8), url: address)
    }

    private static let sentence =
        "The committee met on Tuesday to weigh the proposal, which would move the market to the old quay, "
        + "and most members spoke in favour of trying it for a season before deciding for good."

    @Test func readsAnOldBlogWhoseTextIsLinesBetweenBreaks() throws {
        let lines = (1...4).map { "Line \($0) of the post. \(Self.sentence)" }
        let article = try extract(
            "<div id=\"menu\"><a href=\"/\">Home</a> <a href=\"/about\">About</a></div>"
                + "<div class=\"post\">\(lines.joined(separator: "<br><br>"))</div>"
                + "<div class=\"footer\">Powered by an old engine</div>")
        #expect(article.text.split(separator: "\n").map(String.init) == lines)
        #expect(!article.text.contains("Home") && !article.text.contains("Powered"))
    }

    @Test func findsTheArticleInATableLayout() throws {
        let paragraphs = (1...3).map { "<p>Part \($0). \(Self.sentence)</p>" }.joined()
        let article = try extract(
            "<table><tr><td class=\"nav\"><a href=\"/a\">Archive</a><br><a href=\"/b\">Links</a></td>"
                + "<td>\(paragraphs)</td></tr></table>")
        #expect(article.text.hasPrefix("Part 1."))
        #expect(article.text.split(separator: "\n").count == 3)
        #expect(!article.text.contains("Archive"))
    }

    @Test func leavesALongerCommentThreadOut() throws {
        let comments = (1...12).map {
            "<div class=\"comment\"><p>Reader \($0) says: \(Self.sentence)</p></div>"
        }
        let article = try extract(
            "<article><p>The only paragraph of the article itself. \(Self.sentence)</p>"
                + "<p>And a second one to close it. \(Self.sentence)</p></article>"
                + "<div id=\"comments\">\(comments.joined())</div>")
        #expect(article.text.hasPrefix("The only paragraph of the article itself."))
        #expect(!article.text.contains("Reader"))
    }

    @Test func leavesTheTeasersBesideTheArticleOut() throws {
        let teasers = (1...6).map {
            "<div class=\"card\"><h3><a href=\"/s\($0)\">Story \($0)</a></h3><p>A teaser for story \($0) that runs on "
                + "for a line or so.</p></div>"
        }
        let article = try extract(
            "<div class=\"main\"><div class=\"body\">"
                + (1...4).map { "<p>Paragraph \($0). \(Self.sentence)</p>" }.joined()
                + "</div><div class=\"more-stories\">\(teasers.joined())</div></div>")
        #expect(article.text.split(separator: "\n").count == 4)
        #expect(!article.text.contains("teaser"))
    }

    @Test func joinsAnArticleSplitIntoChunksBetweenAdvertisements() throws {
        // Each chunk sits in a grid of its own, with an advertisement beside it.
        let chunks = (1...3).map { chunk in
            "<div class=\"grid\"><div class=\"grid-item body\">"
                + (1...2).map { "<p>Chunk \(chunk), paragraph \($0). \(Self.sentence)</p>" }.joined()
                + "</div><div class=\"grid-item promo-slot\"><a href=\"/ad\">Buy now</a></div></div>"
        }
        let article = try extract("<article><div class=\"chunks\">\(chunks.joined())</div></article>")
        #expect(article.text.split(separator: "\n").count == 6)
        #expect(article.text.hasPrefix("Chunk 1, paragraph 1."))
        #expect(article.text.contains("Chunk 3, paragraph 2."))
        #expect(!article.text.contains("Buy now"))
    }
}
