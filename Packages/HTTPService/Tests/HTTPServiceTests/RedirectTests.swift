import Foundation
import HTTPService
import LoopbackServerService
import Testing

@Suite struct Redirects {
    @Test func followsAChainToTheFinalURL() async throws {
        let server = try LoopbackServer(routes: [
            "/a": .fixed(.redirect(to: "/b", status: 301)), "/b": .fixed(.redirect(to: "/c", status: 302)),
            "/c": .fixed(.redirect(to: "/final", status: 307)), "/final": .fixed(.ok("arrived")),
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(maxRedirects: 3))
        let response = try await client.get(HTTPRequest(url: server.url("/a"), etag: "\"e\""))
        #expect(response.body == Data("arrived".utf8))
        #expect(response.url == server.url("/final"))
        #expect(server.requests.map(\.path) == ["/a", "/b", "/c", "/final"])
        #expect(server.requests.last?.header("If-None-Match") == "\"e\"")
    }

    @Test func aLoopFailsAtOnceWithItsChain() async throws {
        let server = try LoopbackServer(routes: [
            "/a": .fixed(.redirect(to: "/b")), "/b": .fixed(.redirect(to: "/a")),
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(maxRedirects: 8))
        let error = await failure(of: HTTPRequest(url: server.url("/a")), with: client)
        let chain = ["/a", "/b", "/a"].map { server.url($0).absoluteString }
        #expect(error == .redirectLoop(chain: chain))
        #expect(server.requests.count == 2)
    }

    @Test func moreRedirectsThanAllowedFail() async throws {
        let server = try LoopbackServer(routes: [
            "/1": .fixed(.redirect(to: "/2")), "/2": .fixed(.redirect(to: "/3")),
            "/3": .fixed(.redirect(to: "/4")),
            "/4": .fixed(.redirect(to: "/5")), "/5": .fixed(.ok("too far")),
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(maxRedirects: 3))
        let error = await failure(of: HTTPRequest(url: server.url("/1")), with: client)
        let chain = ["/1", "/2", "/3", "/4", "/5"].map { server.url($0).absoluteString }
        #expect(error == .tooManyRedirects(limit: 3, chain: chain))
        #expect(server.requests.count == 4)
    }

    @Test func refusesRedirectsToFiles() async throws {
        let server = try LoopbackServer(routes: ["/a": .fixed(.redirect(to: "file:///etc/passwd"))])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        #expect(
            await failure(of: HTTPRequest(url: server.url("/a")), with: client)
                == .refusedAddress(
                    "file:///etc/passwd", reason: "a redirect may only lead to an http or https address"))
    }

    @Test func credentialsFollowARedirectOnlyWithinTheirOrigin() async throws {
        let other = try LoopbackServer(routes: ["/b": .fixed(.ok("elsewhere"))])
        defer { other.stop() }
        let server = try LoopbackServer(routes: [
            "/a": .fixed(.redirect(to: "/same")),
            "/same": .fixed(.redirect(to: other.url("/b").absoluteString)),
        ])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings())
        let request = HTTPRequest(
            url: server.url("/a"), headers: ["Authorization": "GoogleLogin auth=secret", "X-Kept": "1"])
        let response = try await client.get(request)
        #expect(response.body == Data("elsewhere".utf8))
        #expect(
            server.requests.map { $0.header("Authorization") } == [
                "GoogleLogin auth=secret", "GoogleLogin auth=secret",
            ])
        #expect(other.requests.count == 1)
        #expect(other.requests.first?.header("Authorization") == nil)
        #expect(other.requests.first?.header("X-Kept") == "1")
    }
}
