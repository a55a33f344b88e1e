import Foundation
import HTTPService
import LoopbackServerService
import Testing

@Suite struct ContentEncodings {
    let text = Data(String(repeating: "<item>compressible feed text</item>\n", count: 500).utf8)

    @Test func decodesGzip() async throws {
        let server = try LoopbackServer(routes: [
            "/feed": .fixed(LoopbackResponse(status: 200, body: text, encoding: .gzip))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let response = try await client.get(HTTPRequest(url: server.url("/feed")))
        #expect(response.body == text)
        #expect(response.headers["Content-Encoding"] == "gzip")
        #expect(server.requests.first?.header("Accept-Encoding") == "gzip, deflate")
        #expect(server.statistics.bytesSent < text.count / 4)
    }

    @Test func decodesDeflate() async throws {
        let server = try LoopbackServer(routes: [
            "/feed": .fixed(LoopbackResponse(status: 200, body: text, encoding: .deflate))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        #expect(try await client.get(HTTPRequest(url: server.url("/feed"))).body == text)
    }

    @Test func invalidGzipIsADecodingError() async throws {
        let server = try LoopbackServer(routes: [
            "/feed": .fixed(LoopbackResponse(status: 200, body: text, encoding: .invalidGzip))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let error = await failure(of: HTTPRequest(url: server.url("/feed")), with: client)
        guard case .decoding(let url, let reason) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(url == server.url("/feed").absoluteString)
        #expect(!reason.isEmpty)
    }

    @Test func compressionCanBeTurnedOff() async throws {
        let server = try LoopbackServer(routes: ["/file": .fixed(.ok("plain"))])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        _ = try await client.get(HTTPRequest(url: server.url("/file"), acceptsCompression: false))
        #expect(server.requests.first?.header("Accept-Encoding") == nil)
    }
}
