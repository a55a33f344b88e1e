import Foundation
import FullTextLogic
import HTMLTreeService
import HTTPService
import LoopbackServerService
import Testing

/// Pages fetched from a real HTTP server on loopback, and read from files.
@Suite struct StoredFullTextTests {
    static let articlePage = try? String(
        contentsOf: ArticleExtractorTests.fixtures.appendingPathComponent("news-article.html"),
        encoding: .utf8)

    /// Pages fetched through a real HTTP client, `concurrency` at once per host; the other
    /// full-text suites build theirs here too.
    static func pages(maxPageBytes: Int = 1 << 20, concurrency: Int = 2) -> StoredFullText {
        let settings = HTTPSettings(
            userAgent: "TidingsTest/1.0", connectTimeoutSeconds: 5, requestTimeoutSeconds: 10,
            maxRedirects: 5,
            maxResponseBytes: 16 << 20, retryLimit: 0, retryAfterMaxSeconds: 0,
            concurrency: max(4, concurrency),
            concurrencyPerHost: concurrency)
        return StoredFullText(
            client: CurlHTTPClient(settings: settings),
            parser: MyHTMLTreeParser(limits: HTMLTreeLimits(maxBytes: maxPageBytes)),
            limits: FullTextLimits(maxPageBytes: maxPageBytes, timeoutSeconds: 5))
    }

    private func fullText(maxPageBytes: Int = 1 << 20) -> StoredFullText {
        Self.pages(maxPageBytes: maxPageBytes)
    }

    @Test func fetchesAPageAndFindsItsArticle() async throws {
        let page = try #require(Self.articlePage)
        let server = try LoopbackServer(routes: [
            "/moved": .fixed(.redirect(to: "/2026/11/30/tides")),
            "/2026/11/30/tides": .fixed(.ok(page, contentType: "text/html; charset=utf-8")),
        ])
        let article = try await fullText().extract(from: server.url("/moved"))
        #expect(article.text.hasPrefix("The harbour authority has rewritten its tide tables"))
        #expect(article.url == server.url("/2026/11/30/tides"))
        let request = try #require(server.requests(to: "/2026/11/30/tides").first)
        #expect(request.header("Accept")?.hasPrefix("text/html") == true)
    }

    @Test func saysWhyAPageCouldNotBeHad() async throws {
        let server = try LoopbackServer(routes: [
            "/gone": .fixed(.status(404)),
            "/paper.pdf": .fixed(
                LoopbackResponse(
                    status: 200, headers: ["Content-Type": "application/pdf"], body: Data("%PDF".utf8))),
            "/menu": .fixed(.ok("<ul><li><a href=/a>A</a></li></ul>", contentType: "text/html")),
            "/big": .fixed(.ok(String(repeating: "<p>words</p>", count: 20_000), contentType: "text/html")),
        ])
        let logic = fullText(maxPageBytes: 100_000)
        await #expect {
            try await logic.extract(from: server.url("/gone"))
        } throws: { error in
            guard case .fetch(_, .status(code: 404, _, _)) = error as? FullTextError else { return false }
            return true
        }
        await #expect(
            throws: FullTextError.notHTML(
                url: server.url("/paper.pdf").absoluteString, contentType: "application/pdf")
        ) {
            try await logic.extract(from: server.url("/paper.pdf"))
        }
        await #expect(throws: FullTextError.noArticle(url: server.url("/menu").absoluteString)) {
            try await logic.extract(from: server.url("/menu"))
        }
        await #expect {
            try await logic.extract(from: server.url("/big"))
        } throws: { error in
            guard case .fetch(_, .tooLarge) = error as? FullTextError else { return false }
            return true
        }
        await #expect(throws: FullTextError.unsupportedAddress("file:///etc/passwd")) {
            try await logic.extract(from: URL(fileURLWithPath: "/etc/passwd"))
        }
    }

    @Test func readsASavedPageAgainstTheAddressItCameFrom() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fulltext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("saved.html")
        try Data(
            ("<article><p>A saved page whose <a href=\"notes.html\">notes</a> are relative to where it came from, "
                + "long enough to be read as a paragraph.</p></article>").utf8
        ).write(to: file)
        let address = try #require(URL(string: "https://blog.example/posts/saved"))
        let article = try await fullText().extract(file: file, address: address)
        #expect(article.url == address)
        #expect(article.html.contains("href=\"https://blog.example/posts/notes.html\""))
        let menu = folder.appendingPathComponent("menu.html")
        try Data("<ul><li><a href=\"/a\">A</a></li></ul>".utf8).write(to: menu)
        await #expect(throws: FullTextError.noArticle(url: menu.path)) {
            try await fullText().extract(file: menu, address: address)
        }
        let missing = folder.appendingPathComponent("missing.html")
        await #expect(
            throws: FullTextError.unreadableFile(path: missing.path, reason: "no such file")
        ) {
            try await fullText().extract(file: missing, address: nil)
        }
        let large = folder.appendingPathComponent("large.html")
        try Data(count: 200_000).write(to: large)
        await #expect(
            throws: FullTextError.unreadablePage(url: large.path, .tooLarge(size: nil, limit: 100_000))
        ) {
            try await fullText(maxPageBytes: 100_000).extract(file: large, address: nil)
        }
        await #expect(
            throws: FullTextError.unreadableFile(
                path: folder.path, reason: "it is a directory, not a regular file")
        ) {
            try await fullText().extract(file: folder, address: nil)
        }
    }
}
