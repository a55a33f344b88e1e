import Foundation
import HTMLService
import Testing

/// Speed figures, printed rather than asserted; run with
/// `TIDINGS_BENCHMARKS=1 swift test -c release --filter HTMLBenchmarks`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TIDINGS_BENCHMARKS"] == "1"))
struct HTMLBenchmarks {
    static func measure(_ label: String, bytes: Int, repeats: Int = 5, _ body: () -> Int) {
        var best = Duration.seconds(3600)
        var check = 0
        for _ in 0..<repeats {
            let start = ContinuousClock.now
            check &+= body()
            best = min(best, ContinuousClock.now - start)
        }
        let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
        print(
            "benchmark \(label): \(String(format: "%.2f", seconds * 1000)) ms for \(bytes) bytes,"
                + " \(String(format: "%.1f", Double(bytes) / 1_048_576 / seconds)) MB/s (check \(check))")
    }

    /// An article of about 100 KB using every construct the renderer knows.
    static let article: String = {
        let fixtures = [
            "render-paragraphs.html", "render-headings.html", "render-lists-nested.html",
            "render-blockquote-nested.html", "render-pre-code.html", "render-table.html",
            "render-images.html",
            "render-links.html", "render-cjk-emoji.html", "render-media.html", "render-misc-blocks.html",
        ]
        let sample = fixtures.compactMap { try? Fixture.text($0) }.joined()
        return String(repeating: sample, count: max(1, 100_000 / max(sample.utf8.count, 1)))
    }()

    @Test func renderAnArticle() {
        let html = Self.article
        let base = URL(string: "https://example.test/post")
        Self.measure("render a 100 KB article at 80 cells", bytes: html.utf8.count) {
            HTMLText.render(html, width: 80, baseURL: base).lines.count
        }
    }

    @Test func plainTextOfTitles() {
        let titles = (0..<10_000).map { "Title \($0) with <b>bold</b> &amp; caf&eacute;" }
        Self.measure("plain text of 10,000 HTML titles", bytes: titles.reduce(0) { $0 + $1.utf8.count }) {
            titles.reduce(0) { $0 + HTMLText.plainText(fromHTML: $1).utf8.count }
        }
    }

    @Test func discoverFeedsInAPage() throws {
        let links = (0..<200).map {
            #"<link rel="alternate" type="application/rss+xml" href="/feed\#($0).xml">"#
        }
        let page = Data(
            ("<html><head>" + links.joined() + "</head><body>" + Self.article + "</body></html>").utf8)
        let url = try #require(URL(string: "https://example.test/"))
        let discovery = FeedDiscovery(maxBytes: 1 << 24)
        Self.measure("discover 200 feeds in a 100 KB page", bytes: page.count) {
            (try? discovery.discover(page: page, url: url).advertised.count) ?? 0
        }
    }
}
