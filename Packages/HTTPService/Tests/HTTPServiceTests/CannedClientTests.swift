import Foundation
import HTTPService
import Testing

@Suite struct CannedClient {
    let feed = URL(fileURLWithPath: "/never/read").deletingLastPathComponent()
    let url = URL(string: "https://example.org/feed.xml") ?? URL(fileURLWithPath: "/")

    @Test func servesCannedAnswersAndRecordsRequests() async throws {
        let client = CannedHTTPClient(answers: [url: .ok(Data("<rss/>".utf8), headers: ["ETag": "\"1\""])])
        let response = try await client.get(HTTPRequest(url: url))
        #expect(response.status == 200)
        #expect(response.body == Data("<rss/>".utf8))
        #expect(response.headers["etag"] == "\"1\"")
        #expect(client.requests.map(\.url) == [url])
    }

    @Test func answersNotModifiedToMatchingValidators() async throws {
        let client = CannedHTTPClient(answers: [
            url: .ok(
                Data("<rss/>".utf8),
                headers: ["ETag": "\"1\"", "Last-Modified": "Mon, 01 Jan 2024 00:00:00 GMT"])
        ])
        #expect(try await client.get(HTTPRequest(url: url, etag: "\"1\"")).isNotModified)
        #expect(
            try await client.get(HTTPRequest(url: url, lastModified: "Mon, 01 Jan 2024 00:00:00 GMT"))
                .isNotModified)
        #expect(try await client.get(HTTPRequest(url: url, etag: "\"0\"")).status == 200)
    }

    @Test func unknownURLsAndErrorStatusesThrow() async throws {
        let client = CannedHTTPClient()
        #expect(
            await failure(of: HTTPRequest(url: url), with: client)
                == .status(code: 404, url: url.absoluteString, retryAfterSeconds: nil))
        client.setAnswer(.response(status: 500, headers: [:], body: Data()), for: url)
        #expect(
            await failure(of: HTTPRequest(url: url), with: client)
                == .status(code: 500, url: url.absoluteString, retryAfterSeconds: nil))
        client.setAnswer(.failure(.hostNotFound(host: "example.org")), for: url)
        #expect(await failure(of: HTTPRequest(url: url), with: client) == .hostNotFound(host: "example.org"))
    }

    @Test func servesRanges() async throws {
        let client = CannedHTTPClient(answers: [url: .ok(Data("0123456789".utf8))])
        let response = try await client.get(HTTPRequest(url: url, headers: ["Range": "bytes=6-"]))
        #expect(response.status == 206)
        #expect(response.body == Data("6789".utf8))
        #expect(response.headers["Content-Range"] == "bytes 6-9/10")
    }
}
