import Foundation
import HTTPService
import LoopbackServerService
import Testing

@Suite struct TransportFailures {
    @Test func aSlowDripRunsIntoTheTotalTimeout() async throws {
        let body = Data(repeating: UInt8(ascii: "d"), count: 100)
        let server = try LoopbackServer(routes: [
            "/slow": .fixed(
                LoopbackResponse(status: 200, body: body, delivery: .drip(interval: .milliseconds(100))))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(totalTimeout: 1))
        let url = server.url("/slow")
        #expect(
            await failure(of: HTTPRequest(url: url), with: client)
                == .timedOut(url: url.absoluteString, limit: .total(seconds: 1)))
    }

    @Test func aHangRunsIntoTheTotalTimeout() async throws {
        let server = try LoopbackServer(routes: ["/hang": .fixed(.hang)])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(totalTimeout: 1))
        let url = server.url("/hang")
        #expect(
            await failure(of: HTTPRequest(url: url), with: client)
                == .timedOut(url: url.absoluteString, limit: .total(seconds: 1)))
    }

    @Test func anUnansweredHandshakeRunsIntoTheConnectTimeout() async throws {
        let listener = FullBacklogListener()
        let client = CurlHTTPClient(settings: testSettings(connectTimeout: 1, totalTimeout: 5))
        let url = try #require(URL(string: "http://127.0.0.1:\(listener.port)/feed"))
        #expect(
            await failure(of: HTTPRequest(url: url), with: client)
                == .timedOut(url: url.absoluteString, limit: .connect(seconds: 1)))
    }

    @Test func aResetMidBodyIsALostConnection() async throws {
        let body = Data(repeating: UInt8(ascii: "r"), count: 100_000)
        let server = try LoopbackServer(routes: [
            "/reset": .fixed(LoopbackResponse(status: 200, body: body, delivery: .resetAfter(bytes: 1000)))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let error = await failure(of: HTTPRequest(url: server.url("/reset")), with: client)
        guard case .connectionLost(let url, _) = error else {
            Issue.record("expected a lost connection, got \(String(describing: error))")
            return
        }
        #expect(url == server.url("/reset").absoluteString)
    }

    @Test func aShortBodyIsIncomplete() async throws {
        let server = try LoopbackServer(routes: [
            "/short": .fixed(
                LoopbackResponse(
                    status: 200, body: Data("ten bytes!".utf8), delivery: .wrongLength(declared: 100)))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let error = await failure(of: HTTPRequest(url: server.url("/short")), with: client)
        guard case .incompleteBody = error else {
            Issue.record("expected an incomplete body, got \(String(describing: error))")
            return
        }
    }

    @Test func anEndlessBodyStopsAtTheSizeLimit() async throws {
        let server = try LoopbackServer(routes: [
            "/endless": .fixed(LoopbackResponse(status: 200, delivery: .endless))
        ])
        defer { server.stop() }
        // A generous total timeout: had the client not aborted while streaming, the endless
        // body would end only with that timeout, not with `tooLarge`.
        let client = CurlHTTPClient(settings: testSettings(totalTimeout: 60, maxBytes: 256 * 1024))
        let url = server.url("/endless")
        #expect(
            await failure(of: HTTPRequest(url: url), with: client)
                == .tooLarge(url: url.absoluteString, limit: 262_144))

        let recorder = StreamRecorder()
        do {
            _ = try await client.stream(HTTPRequest(url: url)) { recorder.receive($0) }
            Issue.record("an endless body cannot succeed")
        } catch {
            #expect(error == .tooLarge(url: url.absoluteString, limit: 262_144))
        }
        #expect(recorder.data.count <= 262_144)
        #expect(recorder.data.count > 0)
        #expect(await eventually { server.statistics.inFlight == 0 })
    }

    @Test func aDeclaredLengthOverTheLimitFailsBeforeTheBody() async throws {
        let body = Data(repeating: UInt8(ascii: "b"), count: 4096)
        let server = try LoopbackServer(routes: ["/big": .fixed(LoopbackResponse(status: 200, body: body))])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(maxBytes: 1000))
        let recorder = StreamRecorder()
        let url = server.url("/big")
        do {
            _ = try await client.stream(HTTPRequest(url: url)) { recorder.receive($0) }
            Issue.record("a body over the limit cannot succeed")
        } catch {
            #expect(error == .tooLarge(url: url.absoluteString, limit: 1000))
        }
        #expect(recorder.log.isEmpty)
    }

    @Test func aClosedPortRefusesTheConnection() async throws {
        let port = closedPort()
        let client = CurlHTTPClient(settings: testSettings())
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/feed"))
        let error = await failure(of: HTTPRequest(url: url), with: client)
        guard case .connectionFailed(let host, _) = error else {
            Issue.record("expected a refused connection, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1")
    }

    @Test func anUnknownHostIsADNSFailure() async throws {
        let client = CurlHTTPClient(settings: testSettings())
        let url = try #require(URL(string: "http://no-such-host.invalid/feed"))
        #expect(
            await failure(of: HTTPRequest(url: url), with: client)
                == .hostNotFound(host: "no-such-host.invalid"))
    }

    @Test func aTLSHandshakeWithAPlainServerIsATLSError() async throws {
        let server = try LoopbackServer(routes: ["/feed": .fixed(.ok("plain text, not TLS"))])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let url = try #require(URL(string: "https://127.0.0.1:\(server.port)/feed"))
        let error = await failure(of: HTTPRequest(url: url), with: client)
        guard case .tls(let host, let reason) = error else {
            Issue.record("expected a TLS error, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1")
        #expect(!reason.isEmpty)
    }
}
