import Foundation
import LoopbackServerService

/// Feeds whose titles, authors, categories and bodies carry terminal escape sequences: CSI
/// cursor moves and clears, OSC 52 clipboard writes, OSC 0/2 title changes, 8-bit C1 CSI and
/// OSC, DCS, and BEL; raw in a JSON Feed (JSON can carry ESC), as C1 characters and numeric
/// references in RSS (XML cannot carry ESC), and as references inside HTML bodies.
enum HostilePayload {
    static let esc = "\u{1B}"
    static let bel = "\u{07}"
    /// A sequence each of a kind; `PWNED` marks the feed's payloads in raw output.
    static let sequences = [
        "\(esc)[2J\(esc)[1337;1337H",
        "\(esc)]52;c;UFdORUQtQ0xJUA==\(bel)",
        "\(esc)]0;PWNED-TITLE\(bel)",
        "\(esc)]2;PWNED-TITLE-2\(esc)\\",
        "\u{9B}1337;1337H",
        "\u{9D}0;PWNED-C1\u{9C}",
        "\(esc)P+q50574e4544\(esc)\\",
        "\(esc)_PWNED-APC\(esc)\\",
        "\(bel)",
    ]
    static let all = sequences.joined(separator: " ")
    /// A payload sequence the renderer itself never writes (it never moves past row 30), so its
    /// presence in a terminal's raw output means the feed's CSI got through. Payload text without
    /// its introducer (a percent-encoded link showing `UFdORUQtQ0xJUA==`) is inert and allowed.
    static let markers = ["\(esc)[1337;1337H"]

    static func jsonFeed(serverURL: URL) -> Data {
        let item: [String: Any] = [
            "id": "hostile-json-1", "url": serverURL.appendingPathComponent("articles/1").absoluteString,
            "title": "Json hostile \(all) title",
            "authors": [["name": "Mallory \(all)"]],
            "tags": ["tag \(all)"],
            "summary": "Summary \(all)",
            "content_html":
                "<p>Hostile body \(all) with references &#x1b;]0;PWNED-REF&#x7; and &#155;1337;1337H "
                + "and &#x9d;0;PWNED-REF-C1&#x9c;</p><p><a href=\"https://example.test/\(esc)]52;c;UFdORUQtQ0xJUA==\(bel)\">a link</a></p>",
            "date_published": "2026-11-28T10:00:00Z",
        ]
        let feed: [String: Any] = [
            "version": "https://jsonfeed.org/version/1.1", "title": "Json hostile \(all) feed",
            "home_page_url": "https://example.test/\(esc)[2J", "description": "About \(all)", "items": [item],
        ]
        return (try? JSONSerialization.data(withJSONObject: feed)) ?? Data()
    }

    /// RSS with what XML allows: C1 characters raw and as references, and escaped HTML carrying
    /// ESC as a numeric reference that the HTML parser decodes.
    static func rssFeed() -> Data {
        let c1 = "\u{9B}1337;1337H \u{9D}0;PWNED-C1\u{9C} &#x9b;2J &#x9d;0;PWNED-C1-REF&#x9c;"
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Rss hostile \(c1) feed</title><link>https://example.test/</link>
            <description>d</description>
            <item><title>Rss hostile \(c1) title</title><guid>hostile-rss-1</guid>
            <author>mallory@example.test (Mallory \(c1))</author><category>cat \(c1)</category>
            <description>&lt;p&gt;Escaped body &amp;#x1b;]0;PWNED-ESCAPED&amp;#x7; and &amp;#27;[1337;1337H \(c1)&lt;/p&gt;</description>
            <pubDate>Sat, 28 Nov 2026 09:00:00 GMT</pubDate></item>
            </channel></rss>
            """.utf8)
    }

    /// Serves both feeds, and a third, plain one that `breakRedirect` later turns into a redirect
    /// whose Location carries an escape sequence (it ends up in an error message); returns their URLs.
    static func serve(on server: LoopbackServer) -> (json: URL, rss: URL, redirect: URL) {
        server.setRoute(
            .fixed(
                LoopbackResponse(
                    status: 200, headers: ["Content-Type": "application/feed+json"],
                    body: jsonFeed(serverURL: server.baseURL))),
            for: "/hostile.json")
        server.setRoute(
            .fixed(
                LoopbackResponse(
                    status: 200, headers: ["Content-Type": "application/rss+xml"], body: rssFeed())),
            for: "/hostile.rss")
        server.setRoute(
            .fixed(
                LoopbackResponse(
                    status: 200, headers: ["Content-Type": "application/rss+xml"], body: plainFeed())),
            for: "/hostile-redirect")
        return (server.url("/hostile.json"), server.url("/hostile.rss"), server.url("/hostile-redirect"))
    }

    /// Turns the third feed into a redirect to a Location holding an OSC title change.
    static func breakRedirect(on server: LoopbackServer) {
        for path in ["/hostile-redirect", "/hostile-redirect-unfollowed"] {
            server.setRoute(.fixed(.redirect(to: "/moved\(esc)]0;PWNED-LOCATION\(bel)")), for: path)
        }
    }

    static func plainFeed() -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Plain feed</title><link>https://example.test/plain</link>
            <description>d</description><item><title>Plain item</title><guid>plain-1</guid></item></channel></rss>
            """.utf8)
    }
}
