import Foundation
import HTTPService
import LoopbackServerService
import MappedFileService
import Testing

@Suite struct Fetching {
    @Test func okAnswerHasStatusHeadersBodyAndURL() async throws {
        let server = try LoopbackServer(routes: [
            "/feed": .fixed(
                LoopbackResponse(
                    status: 200, headers: ["Content-Type": "application/rss+xml"], body: Data("<rss/>".utf8)))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let response = try await client.get(HTTPRequest(url: server.url("/feed")))
        #expect(response.status == 200)
        #expect(response.body == Data("<rss/>".utf8))
        #expect(response.headers["content-type"] == "application/rss+xml")
        #expect(response.headers["CONTENT-TYPE"] == "application/rss+xml")
        #expect(response.url == server.url("/feed"))
        #expect(!response.isNotModified)
        let request = try #require(server.requests.first)
        #expect(request.header("User-Agent") == "TidingsTest/1.0")
        #expect(request.header("If-None-Match") == nil)
    }

    @Test func aClientLoadedOnAnotherThreadFetchesAsAnyOther() async throws {
        let server = try LoopbackServer(routes: [
            "/feed": .fixed(LoopbackResponse(status: 200, headers: [:], body: Data("<rss/>".utf8)))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        // Loaded twice on other threads, with two exchanges racing the loads: each waits for the
        // one driver.
        let loads = [Task.detached { client.load() }, Task.detached { client.load() }]
        async let first = client.get(HTTPRequest(url: server.url("/feed")))
        async let second = client.get(HTTPRequest(url: server.url("/feed")))
        let answers = try await [first, second]
        #expect(answers.map(\.status) == [200, 200])
        #expect(answers.map(\.body) == [Data("<rss/>".utf8), Data("<rss/>".utf8)])
        for load in loads { await load.value }
        // Loading once more, after exchanges, does nothing.
        client.load()
        #expect(try await client.get(HTTPRequest(url: server.url("/feed"))).status == 200)
    }

    @Test func headerValuesLoseTheirOptionalWhiteSpaceAndFoldedLinesJoin() async throws {
        let server = try LoopbackServer(routes: [
            "/feed": .fixed(
                LoopbackResponse(
                    status: 200,
                    headers: [
                        "X-Padded": " \t padded  value\t ", "X-Folded": "first\r\n\t second",
                        "X-Text": "café\u{A0}",
                    ], body: Data("<rss/>".utf8)))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let response = try await client.get(HTTPRequest(url: server.url("/feed")))
        #expect(response.headers["x-padded"] == "padded  value")
        #expect(response.headers["x-folded"] == "first second")
        // Only spaces and tabs are white space in a header (RFC 9110); a no-break space is text.
        #expect(response.headers["x-text"] == "café\u{A0}")
    }

    /// A body announced at 2 MiB or more is spooled to a file and handed over mapped from it, so
    /// that a reader can give back its pages; a smaller one is kept in memory.
    @Test(arguments: [3 * 1024 * 1024 + 17, 1024 * 1024])
    func aLargeAnnouncedBodyArrivesWhole(size: Int) async throws {
        let body = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
        let server = try LoopbackServer(routes: ["/big": .fixed(LoopbackResponse(status: 200, body: body))])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(maxBytes: 8 << 20))
        let response = try await client.get(HTTPRequest(url: server.url("/big")))
        #expect(response.body == body)
        let mapped = response.body.withUnsafeBytes { MappedFile.isMapped($0.baseAddress!) }
        #expect(mapped == (size >= 2 << 20))
    }

    @Test func reusesTheConnectionBetweenRequests() async throws {
        let server = try LoopbackServer(routes: ["/a": .fixed(.ok("a")), "/b": .fixed(.ok("b"))])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        _ = try await client.get(HTTPRequest(url: server.url("/a")))
        _ = try await client.get(HTTPRequest(url: server.url("/b")))
        #expect(server.requests.map(\.connectionNumber) == [1, 1])
    }

    @Test func conditionalRequestsSendValidatorsAndSeeNotModified() async throws {
        let date = "Sun, 06 Nov 1994 08:49:37 GMT"
        let server = try LoopbackServer(routes: [
            "/feed": .fixed(
                LoopbackResponse(status: 200, body: Data("items".utf8), etag: "\"v1\"", lastModified: date))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let first = try await client.get(HTTPRequest(url: server.url("/feed")))
        #expect(first.headers["etag"] == "\"v1\"")
        #expect(first.headers["last-modified"] == date)

        let byTag = try await client.get(HTTPRequest(url: server.url("/feed"), etag: first.headers["ETag"]))
        #expect(byTag.isNotModified)
        #expect(byTag.status == 304)
        #expect(byTag.body.isEmpty)

        let byDate = try await client.get(HTTPRequest(url: server.url("/feed"), lastModified: date))
        #expect(byDate.isNotModified)

        let requests = server.requests
        #expect(requests.count == 3)
        #expect(requests[1].header("If-None-Match") == "\"v1\"")
        #expect(requests[1].header("If-Modified-Since") == nil)
        #expect(requests[2].header("If-Modified-Since") == date)
    }

    @Test func changedDocumentsComeBackWhole() async throws {
        let server = try LoopbackServer(routes: [
            "/feed": .fixed(LoopbackResponse(status: 200, body: Data("new".utf8), etag: "\"v2\""))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let response = try await client.get(HTTPRequest(url: server.url("/feed"), etag: "\"v1\""))
        #expect(response.status == 200)
        #expect(response.body == Data("new".utf8))
    }

    @Test func readsFileURLs() async throws {
        let client = CurlHTTPClient(settings: testSettings())
        let file = Fixtures.folder.appendingPathComponent("feed.xml")
        let response = try await client.get(
            HTTPRequest(url: file, etag: "\"ignored\"", allowsLocalFiles: true))
        #expect(response.status == 200)
        #expect(response.body == (try Data(contentsOf: file)))
        #expect(response.url == file)
        #expect(response.headers["Content-Length"] == String(response.body.count))
    }

    @Test func fileURLsObeyTheSizeLimitAndReportMissingFiles() async throws {
        let file = Fixtures.folder.appendingPathComponent("feed.xml")
        let small = CurlHTTPClient(settings: testSettings(maxBytes: 10))
        #expect(
            await failure(of: HTTPRequest(url: file, allowsLocalFiles: true), with: small)
                == .tooLarge(url: file.absoluteString, limit: 10))

        let client = CurlHTTPClient(settings: testSettings())
        let missing = Fixtures.folder.appendingPathComponent("missing.xml")
        #expect(
            await failure(of: HTTPRequest(url: missing, allowsLocalFiles: true), with: client)
                == .file(path: missing.path, reason: "no such file"))
        #expect(
            await failure(of: HTTPRequest(url: Fixtures.folder, allowsLocalFiles: true), with: client)
                == .file(path: Fixtures.folder.path, reason: "it is a directory, not a regular file"))
    }

    @Test func refusesOtherSchemes() async throws {
        let client = CurlHTTPClient(settings: testSettings())
        let ftp = try #require(URL(string: "ftp://example.org/feed"))
        #expect(
            await failure(of: HTTPRequest(url: ftp), with: client) == .invalidURL("ftp://example.org/feed"))
        let hostless = try #require(URL(string: "http:///feed"))
        #expect(await failure(of: HTTPRequest(url: hostless), with: client) == .invalidURL("http:///feed"))
    }
}
