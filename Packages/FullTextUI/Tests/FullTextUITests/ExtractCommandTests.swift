import Foundation
import FullTextLogic
import HTMLTreeService
import HTTPService
import NavigationUI
import TerminalUI
import Testing

@testable import FullTextUI

/// `tidings extract` on pages saved in files: the article as the reader lays it out, its JSON,
/// and the documented status of each failure.
@Suite struct ExtractCommandTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "extract-command-\(UUID().uuidString)", isDirectory: true)

    private var command: ExtractCommand {
        let settings = HTTPSettings(
            userAgent: "TidingsTest/1.0", connectTimeoutSeconds: 5, requestTimeoutSeconds: 10,
            maxRedirects: 5,
            maxResponseBytes: 1 << 20, retryLimit: 0, retryAfterMaxSeconds: 0, concurrency: 2,
            concurrencyPerHost: 2)
        let fullText = StoredFullText(
            client: CurlHTTPClient(settings: settings),
            parser: MyHTMLTreeParser(limits: HTMLTreeLimits(maxBytes: 1 << 20)),
            limits: FullTextLimits(maxPageBytes: 1 << 20, timeoutSeconds: 5))
        return ExtractCommand(fullText: fullText, width: 60)
    }

    private func save(_ html: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: file)
        return file
    }

    static let page = """
        <html lang="en"><head><title>Tides rewritten | Harbour News</title>
        <meta property="og:title" content="Tides rewritten">
        <meta name="author" content="Ada Pier">
        <meta property="og:image" content="/img/tide.jpg"></head>
        <body><nav><a href="/">Home</a> <a href="/news">News</a></nav>
        <article><h1>Tides rewritten</h1>
        <p>The harbour authority has rewritten its tide tables after a survey found the old ones \
        off by as much as twenty minutes at the spring tides, which matters to every skipper.</p>
        <p>Skippers who planned passages on the old tables should check them again, the authority \
        said, and the new tables are <a href="/tables">on its site</a> from today onwards.</p>
        <p>The survey took two years and measured the water at nine points along the estuary, \
        from the outer bar to the lock gates of the inner basin by the old customs house.</p>
        </article><footer>Share this · Related stories</footer></body></html>
        """

    @Test func printsTheArticleAsTheReaderLaysItOut() async throws {
        let file = try save(Self.page)
        defer { try? FileManager.default.removeItem(at: folder) }
        let address = try #require(URL(string: "https://news.example/2026/tides"))
        let outcome = try await command.run(ExtractParameters(url: file, address: address))
        #expect(outcome.lines.first == "Tides rewritten")
        #expect(outcome.lines.contains("by     Ada Pier"))
        #expect(outcome.lines.contains("link   https://news.example/2026/tides"))
        #expect(outcome.lines.contains("image  https://news.example/img/tide.jpg"))
        #expect(outcome.lines.contains { $0.hasPrefix("The harbour authority has rewritten") })
        #expect(outcome.lines.contains("[1] https://news.example/tables"))
        #expect(!outcome.lines.contains { $0.contains("Related stories") || $0.contains("Home") })
        let json = try JSONOutput.encode(outcome.json)
        for key in ["url", "title", "byline", "published", "lang", "image", "text", "html"] {
            #expect(json.contains("\"\(key)\""), "no \(key) in \(json)")
        }
        #expect(json.contains("\"lang\" : \"en\""))
    }

    @Test func aPageWithoutAnArticleIsBadData() async throws {
        let file = try save("<html><body><nav><a href=/a>A</a> <a href=/b>B</a></nav></body></html>")
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(throws: ScreenFailure.self) { try await command.run(ExtractParameters(url: file)) }
        do {
            _ = try await command.run(ExtractParameters(url: file))
        } catch {
            #expect(error.exitStatus == 65)
            #expect(error.message.contains("no article was found"))
        }
    }

    @Test func failuresHaveTheirDocumentedStatus() async throws {
        let missing = folder.appendingPathComponent("missing.html")
        let ftp = try #require(URL(string: "ftp://news.example/page.html"))
        for (url, status) in [(missing, Int32(74)), (ftp, 64)] {
            do {
                _ = try await command.run(ExtractParameters(url: url))
                Issue.record("\(url) gave an article")
            } catch {
                #expect(error.exitStatus == status, "\(url): \(error.message)")
            }
        }
    }
}
