import Foundation
import HTTPService
import LoopbackServerService
import Testing

@testable import SyncService

@Suite struct AnswerReadingTests {
    let exchange = SyncExchange(
        client: CannedHTTPClient(), kind: .ttrss,
        url: URLComponents(string: "http://example.com:8080/tt-rss/")?.url ?? URL(fileURLWithPath: "/"))

    func reason(_ body: String) -> String? {
        do {
            _ = try exchange.decode(Data(body.utf8))
            return nil
        } catch {
            if case .unexpectedAnswer(let server, let reason) = error {
                #expect(server == "the Tiny Tiny RSS server at example.com:8080")
                return reason
            }
            return "\(error)"
        }
    }

    @Test
    func anAnswerThatIsNotTheAPIsSaysWhatItIs() {
        #expect(reason("  <!DOCTYPE html><html>…") == "an HTML or XML page instead of JSON")
        #expect(reason("") == "an empty answer")
        #expect(reason("\u{1}\u{2}garbage") == "an answer that is not JSON")
        #expect(reason("[1, 2]") == "JSON that is not an object")
        #expect(reason(#"{"status": 0}"#) == nil)
    }

    @Test
    func fieldsAreReadAsServersWriteThem() throws {
        let object = try exchange.decode(
            Data(
                #"{"id": "12", "n": 3, "flag": "1", "off": false, "ids": "1, 2,3", "list": [4, "5"], "t": 1700000000, "u": "ftp://x"}"#
                    .utf8))
        #expect(object.int("id") == 12 && object.int("n") == 3)
        #expect(object.bool("flag") == true && object.bool("off") == false)
        #expect(object.ids("ids") == [1, 2, 3] && object.ids("list") == [4, 5])
        #expect(object.date("t") == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(object.webURL("u") == nil)
        #expect(object.int("off") == nil)
    }

    /// A server's feed address is http or https, never a feed a program makes: a server cannot
    /// make Tidings run a program.
    @Test
    func aFeedAddressThatWouldRunAProgramIsNoAddress() throws {
        let object = try exchange.decode(
            Data(#"{"a": "exec:sh -c 'id'", "b": "filter:x:https://h/f", "c": "https://h/f"}"#.utf8))
        #expect(object.webURL("a") == nil && object.webURL("b") == nil)
        #expect(object.webURL("c") == URL(string: "https://h/f"))
    }

    @Test
    func theTinyTinyRSSEndpointIsUnderTheServersAddress() {
        #expect(
            TinyTinyRSSServer.endpoint(of: URL(string: "http://h/tt-rss/")!).absoluteString
                == "http://h/tt-rss/api/")
        #expect(
            TinyTinyRSSServer.endpoint(of: URL(string: "http://h/tt-rss/api/")!).absoluteString
                == "http://h/tt-rss/api/")
    }

    @Test
    func feversKeyIsTheMD5OfUserAndPassword() {
        // RFC 1321's test suite.
        #expect(MD5.hex(of: "") == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hex(of: "message digest") == "f96b697d7cb7938d525a2f31aaf161d0")
        #expect(
            MD5.hex(of: "12345678901234567890123456789012345678901234567890123456789012345678901234567890")
                == "57edf4a22be3c955ac49da2e2107b67a")
    }

    @Test
    func aServerErrorStatusIsAnUnexpectedAnswerAndAClosedPortIsUnreachable() async throws {
        let server = try LoopbackServer(routes: ["/api/": .fixed(.status(500))])
        let client = CurlHTTPClient(
            settings: HTTPSettings(
                userAgent: "TidingsTest/1.0", connectTimeoutSeconds: 2, requestTimeoutSeconds: 5,
                maxRedirects: 2,
                maxResponseBytes: 1 << 20, retryLimit: 0, retryAfterMaxSeconds: 1, concurrency: 2,
                concurrencyPerHost: 2))
        let failing = TinyTinyRSSServer(
            login: SyncServerLogin(url: server.url("/"), user: "u", password: "secret"), client: client)
        await #expect(
            throws: SyncServerError.unexpectedAnswer(
                server: "the Tiny Tiny RSS server at 127.0.0.1:\(server.port)", reason: "HTTP status 500")
        ) {
            try await failing.logIn()
        }
        server.stop()
        do {
            try await failing.logIn()
            Issue.record("a stopped server answered")
        } catch {
            guard case .unreachable = error else { Issue.record("not unreachable: \(error)"); return }
            #expect(!error.description.contains("secret"))
        }
    }
}
