import Foundation
import LoopbackServerService
import Testing

/// A server with `routes`, stopped by the caller.
func startServer(_ routes: [String: LoopbackRoute] = [:]) throws -> LoopbackServer {
    try LoopbackServer(routes: routes)
}

@Suite struct ScriptedResponses {
    @Test func okAnswerCarriesBodyAndHeaders() throws {
        let server = try startServer([
            "/feed": .fixed(
                LoopbackResponse(
                    status: 200, headers: ["Content-Type": "application/xml"], body: Data("<rss/>".utf8)))
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/feed")
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "<rss/>")
        #expect(response.header("content-type") == "application/xml")
        #expect(response.header("Content-Length") == "6")
    }

    @Test func unknownPathIsNotFound() throws {
        let server = try startServer()
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/nothing")
        #expect(try connection.readResponse().status == 404)
    }

    @Test func redirectsNameTheirTarget() throws {
        let server = try startServer([
            "/old": .fixed(.redirect(to: "/new", status: 301)), "/loop": .fixed(.redirect(to: "/loop")),
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/old")
        let moved = try connection.readResponse()
        #expect(moved.status == 301)
        #expect(moved.header("Location") == "/new")
        connection.sendRequest("/loop")
        let loop = try connection.readResponse()
        #expect(loop.status == 302)
        #expect(loop.header("Location") == "/loop")
    }

    @Test func matchingValidatorsGetNotModified() throws {
        let date = "Sun, 06 Nov 1994 08:49:37 GMT"
        let server = try startServer([
            "/feed": .fixed(
                LoopbackResponse(status: 200, body: Data("body".utf8), etag: "\"v1\"", lastModified: date))
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/feed", headers: ["If-None-Match": "\"v1\""])
        let byTag = try connection.readResponse()
        #expect(byTag.status == 304)
        #expect(byTag.body.isEmpty)
        #expect(byTag.header("ETag") == "\"v1\"")
        connection.sendRequest("/feed", headers: ["If-Modified-Since": date])
        #expect(try connection.readResponse().status == 304)
        connection.sendRequest("/feed", headers: ["If-None-Match": "\"v0\""])
        let changed = try connection.readResponse()
        #expect(changed.status == 200)
        #expect(changed.text == "body")
    }

    @Test func errorStatusesCarryRetryAfter() throws {
        let server = try startServer([
            "/busy": .fixed(.status(429, retryAfter: "3")), "/down": .fixed(.status(503, retryAfter: "120")),
            "/broken": .fixed(.status(500)),
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/busy")
        let busy = try connection.readResponse()
        #expect(busy.status == 429)
        #expect(busy.header("Retry-After") == "3")
        connection.sendRequest("/down")
        let down = try connection.readResponse()
        #expect(down.status == 503)
        #expect(down.header("Retry-After") == "120")
        connection.sendRequest("/broken")
        #expect(try connection.readResponse().status == 500)
    }

    @Test func gzipBodiesDecodeWithGzip() throws {
        let text = String(repeating: "compressible feed text ", count: 200)
        let server = try startServer([
            "/gzip": .fixed(LoopbackResponse(status: 200, body: Data(text.utf8), encoding: .gzip)),
            "/bad": .fixed(LoopbackResponse(status: 200, body: Data(text.utf8), encoding: .invalidGzip)),
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/gzip", headers: ["Accept-Encoding": "gzip"])
        let compressed = try connection.readResponse()
        #expect(compressed.header("Content-Encoding") == "gzip")
        #expect(compressed.body.count < text.utf8.count / 10)
        #expect(try gunzip(compressed.body) == Data(text.utf8))
        connection.sendRequest("/bad")
        let invalid = try connection.readResponse()
        #expect(invalid.header("Content-Encoding") == "gzip")
        #expect(Array(invalid.body.prefix(2)) == [0x1F, 0x8B])
        #expect(try gunzip(invalid.body) == nil)
    }

    @Test func deflateBodiesUseTheZlibFormat() throws {
        let text = String(repeating: "deflate me ", count: 100)
        let server = try startServer([
            "/deflate": .fixed(LoopbackResponse(status: 200, body: Data(text.utf8), encoding: .deflate))
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/deflate")
        let response = try connection.readResponse()
        #expect(response.header("Content-Encoding") == "deflate")
        let header = Array(response.body.prefix(2))
        #expect(header.first == 0x78)
        #expect((Int(header[0]) * 256 + Int(header[1])) % 31 == 0)
        #expect(response.body.count < text.utf8.count)
    }

    @Test func rangesAreServedWhenAccepted() throws {
        let body = Data("0123456789".utf8)
        let server = try startServer([
            "/file": .fixed(LoopbackResponse(status: 200, body: body, acceptsRanges: true)),
            "/plain": .fixed(LoopbackResponse(status: 200, body: body)),
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/file", headers: ["Range": "bytes=4-"])
        let tail = try connection.readResponse()
        #expect(tail.status == 206)
        #expect(tail.header("Content-Range") == "bytes 4-9/10")
        #expect(tail.text == "456789")
        connection.sendRequest("/file", headers: ["Range": "bytes=2-3"])
        #expect(try connection.readResponse().text == "23")
        connection.sendRequest("/file", headers: ["Range": "bytes=10-"])
        let beyond = try connection.readResponse()
        #expect(beyond.status == 416)
        #expect(beyond.header("Content-Range") == "bytes */10")
        connection.sendRequest("/plain", headers: ["Range": "bytes=4-"])
        let whole = try connection.readResponse()
        #expect(whole.status == 200)
        #expect(whole.text == "0123456789")
    }

    @Test func headRequestsGetNoBody() throws {
        let server = try startServer(["/feed": .fixed(.ok("twelve bytes"))])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/feed", method: "HEAD")
        let head = try connection.readResponse(bodyless: true)
        #expect(head.header("Content-Length") == "12")
        connection.sendRequest("/feed")
        #expect(try connection.readResponse().text == "twelve bytes")
    }

    @Test func anythingButHTTPGetsABadRequest() throws {
        let server = try startServer(["/feed": .fixed(.ok("x"))])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.send("\u{16}\u{03}\u{01} a TLS client hello, say")
        let refusal = try connection.readResponse()
        #expect(refusal.status == 400)
        #expect(refusal.header("Connection") == "close")
        #expect(throws: RawError.closed(afterBytes: 0)) { try connection.fill() }
        #expect(server.requests.isEmpty)
    }

    @Test func refusesAddressesOffLoopback() {
        #expect(throws: LoopbackServerError.notLoopback(address: "0.0.0.0")) {
            try LoopbackServer(address: "0.0.0.0")
        }
        #expect(throws: LoopbackServerError.notLoopback(address: "not-an-address")) {
            try LoopbackServer(address: "not-an-address")
        }
    }
}
