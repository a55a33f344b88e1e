import Foundation
import HTTPService
import LoopbackServerService
import Testing

@Suite struct PostTests {
    @Test
    func aRequestWithABodyIsAPostWithItsContentType() async throws {
        let server = try LoopbackServer(routes: ["/api/": .fixed(.ok("{}", contentType: "application/json"))])
        let client = CurlHTTPClient(settings: testSettings())
        let body = HTTPRequestBody(data: Data(#"{"op":"login"}"#.utf8), contentType: "application/json")
        let response = try await client.get(HTTPRequest(url: server.url("/api/"), body: body))
        #expect(response.status == 200)
        let request = try #require(server.requests(to: "/api/").first)
        #expect(request.method == "POST")
        #expect(request.header("Content-Type") == "application/json")
        #expect(request.body == body.data)
    }

    @Test
    func aFormBodyIsPercentEncodedInOrder() {
        let body = HTTPRequestBody.form([("api_key", "a+b c"), ("mark", "item&x=1")])
        #expect(String(decoding: body.data, as: UTF8.self) == "api_key=a%2Bb%20c&mark=item%26x%3D1")
        #expect(body.contentType == "application/x-www-form-urlencoded")
    }

    @Test
    func a303TurnsThePostIntoAGetAndA307KeepsIt() async throws {
        let server = try LoopbackServer(routes: [
            "/see-other": .fixed(.redirect(to: "/landing", status: 303)),
            "/temporary": .fixed(.redirect(to: "/landing", status: 307)),
            "/landing": .fixed(.ok("done")),
        ])
        let client = CurlHTTPClient(settings: testSettings())
        let body = HTTPRequestBody.form([("a", "1")])
        _ = try await client.get(HTTPRequest(url: server.url("/see-other"), body: body))
        _ = try await client.get(HTTPRequest(url: server.url("/temporary"), body: body))
        let landed = server.requests(to: "/landing").map(\.method)
        #expect(landed == ["GET", "POST"])
    }

    @Test
    func theLoopbackServerListensOnIPv6Loopback() async throws {
        let server = try LoopbackServer(address: "::1", routes: ["/feed": .fixed(.ok("six"))])
        #expect(server.baseURL.absoluteString.hasPrefix("http://[::1]:"))
        let response = try await CurlHTTPClient(settings: testSettings()).get(
            HTTPRequest(url: server.url("/feed")))
        #expect(String(decoding: response.body, as: UTF8.self) == "six")
    }
}
