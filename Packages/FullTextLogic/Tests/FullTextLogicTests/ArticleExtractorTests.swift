import Foundation
import FullTextLogic
import HTMLTreeService
import Testing

/// The extractor on pages written for these tests: what it keeps, what it leaves out, what it
/// reads of the page, and how it copes with hostile markup.
@Suite struct ArticleExtractorTests {
    let extractor = ArticleExtractor(parser: MyHTMLTreeParser(limits: HTMLTreeLimits(maxBytes: 4 << 20)))
    let address = URL(string: "https://courier.example/2026/11/30/tides") ?? URL(fileURLWithPath: "/")

    /// The pages beside this file, found through `#filePath` with symbolic links resolved.
    static let fixtures = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func page(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent("\(name).html"))
    }

    private func extract(_ html: String) throws -> ExtractedArticle {
        try extractor.extract(Data(html.utf8), url: address)
    }

    @Test func keepsTheArticleAndLeavesTheFurnitureOut() throws {
        let article = try extractor.extract(Self.page("news-article"), url: address)
        for kept in [
            "The harbour authority has rewritten its tide tables", "What the survey found",
            "The bar has risen by 0.9 metres", "We knew something had changed",
            "anyone can check the figures",
            "high water  06:42  4.1 m", "January", "Printed copies of the revised tables",
        ] {
            #expect(article.text.contains(kept), "\(kept) is missing")
        }
        for furniture in [
            "cookies", "Sport", "Share on Social", "Related stories", "Lifeboat", "Great article",
            "Most read",
            "All rights reserved", "tracking", "color: red", "Mara Quill and Jon Ebb",
        ] {
            #expect(!article.text.contains(furniture), "\(furniture) is in the text")
            #expect(!article.html.contains(furniture), "\(furniture) is in the HTML")
        }
        // The title is the article's own, not a paragraph of its body.
        #expect(!article.text.contains("Tide tables rewritten"))
    }

    @Test func keepsTheStructureAndMakesEveryAddressAbsolute() throws {
        let html = try extractor.extract(Self.page("news-article"), url: address).html
        for element in [
            "<h2>What the survey found</h2>", "<ul><li>", "<blockquote>", "<pre>", "<table>", "<figcaption>",
        ] {
            #expect(html.contains(element), "\(element) is missing")
        }
        // Relative to the page's <base href>, not to its address.
        #expect(
            html.contains(
                "<img src=\"https://courier.example/images/survey-boat.jpg\" alt=\"The survey boat at the harbour mouth\">"
            ))
        #expect(html.contains("<a href=\"https://marine.example/model\">anyone can check the figures</a>"))
        #expect(!html.contains("<div") && !html.contains("<span") && !html.contains("class="))
    }

    @Test func writesParagraphsAsLinesOfPlainText() throws {
        let article = try extract(
            "<article><p>First paragraph of the piece, long enough to count as one.</p>"
                + "<p>Second   paragraph,\n with <b>bold</b> words &amp; an entity.</p></article>")
        #expect(
            article.text
                == "First paragraph of the piece, long enough to count as one.\n"
                + "Second paragraph, with bold words & an entity.")
        #expect(article.html.contains("<b>bold</b> words &amp; an entity."))
    }

    @Test func readsTheMetadataFromStructuredDataFirst() throws {
        let article = try extractor.extract(Self.page("news-article"), url: address)
        #expect(article.title == "Tide tables rewritten after harbour survey")
        #expect(article.byline == "Mara Quill, Jon Ebb")
        #expect(article.published == Date(timeIntervalSince1970: 1_796_026_500))
        #expect(article.language == "en-GB")
        // Open Graph's image comes before JSON-LD's, resolved against the base.
        #expect(article.image == URL(string: "https://courier.example/images/harbour-wide.jpg"))
        #expect(article.url == address)
    }

    @Test func fallsBackOnMetaElementsAndTheDocumentTitle() throws {
        let article = try extract(
            """
            <html><head><title>A quiet week on the river - River News</title>
            <meta name="author" content="Ada Reed"><meta property="article:published_time" content="2026-10-01T12:00:00+02:00">
            <meta property="og:locale" content="de_DE"></head>
            <body><article><p>Nothing much happened on the river this week, which is how the lock keepers like it best of all.</p></article></body></html>
            """)
        #expect(article.title == "A quiet week on the river")
        #expect(article.byline == "Ada Reed")
        #expect(article.published == Date(timeIntervalSince1970: 1_790_848_800))
        #expect(article.language == "de-DE")
        #expect(article.image == nil)
    }

    @Test func findsTheArticleInsideAContainerNamedLikeFurniture() throws {
        // News sites wrap whole pages in names such as "page-ad-margins" or "penci_sidebar".
        let article = try extract(
            "<body><div class=\"page-ad-margins\"><div class=\"container penci_sidebar\"><article>"
                + String(
                    repeating:
                        "<p>A paragraph of the article that goes on for long enough to be read as text.</p>",
                    count: 5)
                + "</article></div></div></body>")
        #expect(article.text.split(separator: "\n").count == 5)
    }

    @Test func saysWhenAPageHoldsNoArticle() {
        let links = (0..<40).map { "<li><a href=\"/p/\($0)\">Item \($0)</a></li>" }.joined()
        #expect(throws: ExtractionError.noArticle) {
            try extract("<html><body><ul>\(links)</ul></body></html>")
        }
        #expect(throws: ExtractionError.noArticle) { try extract("") }
    }

    @Test func letsNoTerminalEscapeOrScriptThrough() throws {
        let article = try extract(
            "<article><p>Text with an escape \u{1B}[2J and a \u{1B}]52;c;aGk=\u{07} clipboard write, "
                + "a right-to-left override \u{202E}here, an encoded CSI &#x9b;31m and a C1 control.</p>"
                + "<p>A <a href=\"javascript:alert(1)\">script link</a> and <script>alert(2)</script>"
                + "<style>p{}</style> nothing else, written out long enough to count.</p></article>")
        for text in [article.text, article.html] {
            #expect(
                !text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E })
            #expect(!text.contains("alert") && !text.contains("p{}") && !text.contains("javascript"))
        }
        #expect(article.text.contains("script link"))
    }

    @Test func cutsAnHTMLBombInBoundedTime() throws {
        let limits = HTMLTreeLimits(maxBytes: 4 << 20, maxParseTime: .milliseconds(300))
        let bounded = ArticleExtractor(parser: MyHTMLTreeParser(limits: limits))
        let bomb = String(repeating: "<div>", count: 200_000) + "<p>deep</p>"
        let clock = ContinuousClock()
        let started = clock.now
        #expect(throws: ExtractionError.noArticle) { try bounded.extract(Data(bomb.utf8), url: address) }
        #expect(clock.now - started < .seconds(5))
        let huge = Data(count: (4 << 20) + 1)
        #expect(throws: ExtractionError.unreadable(.tooLarge(size: (4 << 20) + 1, limit: 4 << 20))) {
            try bounded.extract(huge, url: address)
        }
    }
}

/// The full text kept with an article leads with the page's lead image, once.
@Suite struct KeptFullTexts {
    @Test func theLeadImageLeadsTheKeptTextUnlessTheTextHoldsIt() throws {
        let page = try #require(URL(string: "https://news.example/story"))
        let image = try #require(URL(string: "https://news.example/lead.jpg?w=1200&h=600"))
        var article = ExtractedArticle(
            url: page, title: "Story", byline: nil, published: nil, language: nil, image: image,
            html: "<p>Body.</p>", text: "Body.")
        #expect(
            article.keptHTML
                == "<figure><img src=\"https://news.example/lead.jpg?w=1200&amp;h=600\" alt=\"\"></figure>\n<p>Body.</p>"
        )
        article.html =
            "<figure><img src=\"https://news.example/lead.jpg?w=1200&amp;h=600\"></figure><p>Body.</p>"
        #expect(article.keptHTML == article.html)
        article.image = nil
        #expect(article.keptHTML == article.html)
    }
}
