import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func data(_ name: String) -> Data {
        (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
    }
}

/// A loopback server with the fixture feeds and pages.
func fixtureServer() throws -> LoopbackServer {
    let server = try LoopbackServer()
    let routes: [(String, String, String)] = [
        ("/news.rss", "news.rss", "application/rss+xml"), ("/blog.atom", "blog.atom", "application/atom+xml"),
        ("/one", "page-one-feed.html", "text/html"), ("/two", "page-two-feeds.html", "text/html"),
    ]
    for (path, file, type) in routes {
        server.setRoute(
            .fixed(
                LoopbackResponse(
                    status: 200, headers: ["Content-Type": type], body: Fixture.data(file),
                    etag: "\"\(file)\"")),
            for: path)
    }
    server.setRoute(.fixed(.status(500)), for: "/broken")
    server.setRoute(.fixed(.ok("not xml at all {", contentType: "application/rss+xml")), for: "/garbage")
    return server
}

/// A shell line that runs the full-screen reader on `tidings`'s library, then reports its exit
/// status, whether the terminal modes are the same as before it started, and DONE.
func readerCommand(_ tidings: TidingsProcess) -> String {
    "before=$(stty -g); '\(tidings.binary.path)' --data-dir '\(tidings.dataDirectory.path)'; echo EXIT=$?; "
        + "if [ \"$(stty -g)\" = \"$before\" ]; then echo MODES-RESTORED; else echo MODES-CHANGED; fi; echo DONE; sleep 120"
}

extension RunResult {
    /// The output as a JSON array of objects.
    func objects() throws -> [[String: Any]] {
        (try json() as? [[String: Any]]) ?? []
    }
}

/// Every end-to-end suite, run one test at a time: the tests start processes, servers and
/// terminals, and a child started while another test's pipe is open would inherit it.
@Suite(.serialized) enum EndToEnd {}
