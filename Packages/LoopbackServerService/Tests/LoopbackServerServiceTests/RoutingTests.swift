import Foundation
import LoopbackServerService
import Synchronization
import Testing

@Suite struct Routing {
    @Test func keepsConnectionsAliveAndClosesWhenAsked() throws {
        let server = try startServer(["/a": .fixed(.ok("first")), "/b": .fixed(.ok("second"))])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/a")
        #expect(try connection.readResponse().text == "first")
        connection.sendRequest("/b", close: true)
        let last = try connection.readResponse()
        #expect(last.text == "second")
        #expect(last.header("Connection") == "close")
        #expect(throws: RawError.closed(afterBytes: 0)) { try connection.fill() }
        #expect(server.requests.map(\.connectionNumber) == [1, 1])
        #expect(server.statistics.connectionCount == 1)
    }

    @Test func recordsMethodPathQueryAndHeaders() throws {
        let server = try startServer(["/feed": .fixed(.ok("x"))])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/feed?page=2", headers: ["If-None-Match": "\"abc\"", "X-Custom": "yes"])
        _ = try connection.readResponse()
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/feed")
        #expect(request.query == "page=2")
        #expect(request.header("if-none-match") == "\"abc\"")
        #expect(request.header("X-CUSTOM") == "yes")
    }

    @Test func sequenceRoutesChangeBetweenRequests() throws {
        let server = try startServer([
            "/feed": .sequence([.status(429, retryAfter: "1"), .ok("one item"), .ok("two items")])
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        var seen: [String] = []
        for _ in 0..<4 {
            connection.sendRequest("/feed")
            let response = try connection.readResponse()
            seen.append("\(response.status) \(response.text)")
        }
        #expect(seen == ["429 ", "200 one item", "200 two items", "200 two items"])
    }

    @Test func routesCanBeReplacedAndRemoved() throws {
        let server = try startServer(["/feed": .fixed(.ok("<rss/>"))])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/feed")
        #expect(try connection.readResponse().text == "<rss/>")
        server.setRoute(.fixed(.ok("<html>now a web page</html>", contentType: "text/html")), for: "/feed")
        connection.sendRequest("/feed")
        let page = try connection.readResponse()
        #expect(page.text == "<html>now a web page</html>")
        #expect(page.header("Content-Type") == "text/html")
        server.setRoute(nil, for: "/feed")
        connection.sendRequest("/feed")
        #expect(try connection.readResponse().status == 404)
    }

    @Test func closureRoutesSeeTheRequest() throws {
        let server = try startServer([
            "/echo": LoopbackRoute { request in .ok("agent=\(request.header("User-Agent") ?? "none")") }
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/echo", headers: ["User-Agent": "Raw/1"])
        #expect(try connection.readResponse().text == "agent=Raw/1")
    }

    @Test func servesManyConnectionsAtOnce() throws {
        let server = try startServer([
            "/slow": .fixed(LoopbackResponse(status: 200, body: Data("ok".utf8), delay: .milliseconds(300)))
        ])
        defer { server.stop() }
        let connections = try (0..<40).map { _ in try RawConnection(port: server.port) }
        for connection in connections { connection.sendRequest("/slow") }
        let bodies = try connections.map { try $0.readResponse().text }
        #expect(bodies == Array(repeating: "ok", count: 40))
        #expect(server.statistics.connectionCount == 40)
        #expect(server.statistics.peakInFlight > 1)
        #expect(server.statistics.inFlight == 0)
    }

    @Test func statisticsCanBeReset() throws {
        let server = try startServer(["/a": .fixed(.ok("a"))])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/a")
        _ = try connection.readResponse()
        #expect(server.statistics.requestCount == 1)
        server.resetStatistics()
        #expect(server.statistics.requestCount == 0)
        #expect(server.requests.isEmpty)
    }

    @Test func stopClosesTheListener() throws {
        let server = try startServer()
        let port = server.port
        server.stop()
        var refused = false
        for _ in 0..<50 where !refused {
            do {
                _ = try RawConnection(port: port)
                usleepBriefly()
            } catch {
                refused = true
            }
        }
        #expect(refused)
    }
}

private func usleepBriefly() {
    Thread.sleep(forTimeInterval: 0.05)
}
