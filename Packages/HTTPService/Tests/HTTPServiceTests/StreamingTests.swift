import Foundation
import HTTPService
import LoopbackServerService
import Testing

@Suite struct Streaming {
    let body = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })

    @Test func handsTheHeadThenTheBodyInChunks() async throws {
        let server = try LoopbackServer(routes: ["/big": .fixed(LoopbackResponse(status: 200, body: body))])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let recorder = StreamRecorder()
        let head = try await client.stream(HTTPRequest(url: server.url("/big"))) { recorder.receive($0) }
        #expect(head.status == 200)
        #expect(head.headers["Content-Length"] == "300000")
        #expect(recorder.data == body)
        #expect(recorder.log.first == "head 200")
        #expect(recorder.log.dropFirst().allSatisfy { $0 == "body" })
        #expect(recorder.log.count > 2)
    }

    @Test func sendsARangeAndReceivesThePartialContent() async throws {
        let server = try LoopbackServer(routes: [
            "/file": .fixed(LoopbackResponse(status: 200, body: body, acceptsRanges: true))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let recorder = StreamRecorder()
        let request = HTTPRequest(
            url: server.url("/file"), headers: ["Range": "bytes=1000-"], acceptsCompression: false)
        let head = try await client.stream(request) { recorder.receive($0) }
        #expect(head.status == 206)
        #expect(head.headers["Content-Range"] == "bytes 1000-299999/300000")
        #expect(recorder.data == body.dropFirst(1000))
        #expect(server.requests.first?.header("Range") == "bytes=1000-")
    }

    @Test func theReceiverCanStopTheTransfer() async throws {
        let server = try LoopbackServer(routes: ["/big": .fixed(LoopbackResponse(status: 200, body: body))])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let url = server.url("/big")
        do {
            _ = try await client.stream(HTTPRequest(url: url)) { event in
                if case .head = event { return .abort }
                return .proceed
            }
            Issue.record("an aborted transfer cannot succeed")
        } catch {
            #expect(error == .abortedByReceiver(url: url.absoluteString))
        }
    }

    @Test func aStalledBodyFailsWithTheStallTimeout() async throws {
        let server = try LoopbackServer(routes: [
            "/stall": .fixed(
                LoopbackResponse(status: 200, body: body, delivery: .drip(interval: .seconds(30))))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let limits = HTTPTransferLimits(maxBodyBytes: nil, totalTimeoutSeconds: nil, stallTimeoutSeconds: 1)
        let url = server.url("/stall")
        do {
            _ = try await client.stream(HTTPRequest(url: url, limits: limits)) { _ in .proceed }
            Issue.record("a stalled transfer cannot succeed")
        } catch {
            #expect(error == .timedOut(url: url.absoluteString, limit: .stall(seconds: 1)))
        }
    }

    @Test func notModifiedHandsOnlyTheHead() async throws {
        let server = try LoopbackServer(routes: [
            "/feed": .fixed(LoopbackResponse(status: 200, body: body, etag: "\"same\""))
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let recorder = StreamRecorder()
        let head = try await client.stream(HTTPRequest(url: server.url("/feed"), etag: "\"same\"")) {
            recorder.receive($0)
        }
        #expect(head.isNotModified)
        #expect(recorder.log == ["head 304"])
    }

    @Test func redirectBodiesAreNeverHandedOver() async throws {
        let server = try LoopbackServer(routes: [
            "/old": .fixed(
                LoopbackResponse(status: 301, headers: ["Location": "/new"], body: Data("moved".utf8))),
            "/new": .fixed(.ok("here")),
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let recorder = StreamRecorder()
        let head = try await client.stream(HTTPRequest(url: server.url("/old"))) { recorder.receive($0) }
        #expect(head.url == server.url("/new"))
        #expect(recorder.log == ["head 200", "body"])
        #expect(recorder.data == Data("here".utf8))
    }
}
