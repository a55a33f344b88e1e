import Foundation
import LoopbackServerService

/// One way a feed's server misbehaves, what the loopback server does for it, and what the
/// stored error must say (lowercased words, any of which will do).
struct ServerFault: Sendable {
    let name: String
    /// Words of which the recorded error must hold at least one: the error says what happened.
    let errorWords: [String]
    /// Installs the fault at `path` on `server`; `body` is a valid feed it may misuse.
    let install: @Sendable (_ server: LoopbackServer, _ path: String, _ body: Data) -> Void

    static let rssType = ["Content-Type": "application/rss+xml; charset=utf-8"]

    /// Every fault the network case mixes in.
    static let all: [ServerFault] = [
        ServerFault(name: "hangs", errorWords: ["did not complete within", "timed out"]) { server, path, _ in
            server.setRoute(.fixed(.hang), for: path)
        },
        ServerFault(name: "drips 1 byte/s", errorWords: ["did not complete within", "timed out"]) {
            server, path, body in
            server.setRoute(
                .fixed(
                    LoopbackResponse(
                        status: 200, headers: rssType, body: body, delivery: .drip(interval: .seconds(1)))),
                for: path)
        },
        ServerFault(name: "resets mid-body", errorWords: ["connection", "reset", "incomplete", "lost"]) {
            server, path, body in
            server.setRoute(
                .fixed(
                    LoopbackResponse(
                        status: 200, headers: rssType, body: body, delivery: .resetAfter(bytes: 300))),
                for: path)
        },
        ServerFault(name: "500", errorWords: ["500"]) { server, path, _ in
            server.setRoute(.fixed(.status(500)), for: path)
        },
        ServerFault(name: "503 Retry-After: 1", errorWords: ["503"]) { server, path, _ in
            server.setRoute(.fixed(.status(503, retryAfter: "1")), for: path)
        },
        ServerFault(name: "429 Retry-After: 3600", errorWords: ["429"]) { server, path, _ in
            server.setRoute(.fixed(.status(429, retryAfter: "3600")), for: path)
        },
        ServerFault(name: "301 loop", errorWords: ["redirect", "loop"]) { server, path, _ in
            server.setRoute(.fixed(.redirect(to: path + "-loop", status: 301)), for: path)
            server.setRoute(.fixed(.redirect(to: path, status: 301)), for: path + "-loop")
        },
        ServerFault(name: "endless body", errorWords: ["time", "large", "limit"]) { server, path, body in
            server.setRoute(
                .fixed(LoopbackResponse(status: 200, headers: rssType, body: body, delivery: .endless)),
                for: path)
        },
        ServerFault(name: "invalid gzip", errorWords: ["decod", "gzip", "compress"]) { server, path, body in
            server.setRoute(
                .fixed(LoopbackResponse(status: 200, headers: rssType, body: body, encoding: .invalidGzip)),
                for: path)
        },
        ServerFault(name: "HTML, not a feed", errorWords: ["html", "not a feed"]) { server, path, _ in
            server.setRoute(
                .fixed(
                    .ok(
                        "<!doctype html><html><head><title>Home</title></head><body><p>Welcome</p></body></html>",
                        contentType: "text/html; charset=utf-8")),
                for: path)
        },
        ServerFault(name: "empty 200", errorWords: ["empty", "nothing"]) { server, path, _ in
            server.setRoute(.fixed(LoopbackResponse(status: 200, headers: rssType, body: Data())), for: path)
        },
    ]

    /// A wrong charset is a fault the parser is meant to see through rather than fail on: a
    /// UTF-16 label on UTF-8 bytes is ignored (FeedParserService's README), so the feed must
    /// update with its text read correctly.
    static let wrongCharsetTitle = "Café crème naïve — généalogie"

    static func installWrongCharset(_ server: LoopbackServer, _ path: String) {
        let body = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Charset feed</title><link>http://feeds.test/charset</link>
            <description>UTF-8 served as UTF-16</description>
            <item><title>\(wrongCharsetTitle)</title><guid isPermaLink="false">charset-1</guid></item>
            </channel></rss>
            """
        server.setRoute(
            .fixed(
                LoopbackResponse(
                    status: 200, headers: ["Content-Type": "application/rss+xml; charset=utf-16"],
                    body: Data(body.utf8))),
            for: path)
    }
}
