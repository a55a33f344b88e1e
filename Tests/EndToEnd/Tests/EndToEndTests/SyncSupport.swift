import EndToEndSupport
import Foundation
import LoopbackServerService
import Synchronization
import Testing

/// Feeds a test can change, served by a loopback server: each path is an RSS document of the
/// items added to it so far.
final class ChangingFeeds: Sendable {
    let server: LoopbackServer
    /// How the sync server is told to reach them: TT-RSS fetches only ports 80 and 443, and no
    /// address on 127.*, but takes 127.0.0.N in its IPv6-mapped form.
    let base: String
    private let items = Mutex<[String: [String]]>([:])

    /// On `127.0.0.N:80` for TT-RSS (which needs port 80; N up to 32, the addresses the servers
    /// reach without their closed proxy), on any port for Fever.
    init(forTinyTinyRSS: Bool, host: Int) throws {
        if forTinyTinyRSS {
            server = try LoopbackServer(address: "127.0.0.\(host)", port: 80)
            base = "http://[::ffff:127.0.0.\(host)]"
        } else {
            server = try LoopbackServer(address: "127.0.0.\(host)")
            base = "http://127.0.0.\(host):\(server.port)"
        }
    }

    func url(_ path: String) -> URL { URL(string: base + path) ?? URL(fileURLWithPath: path) }

    /// Adds an item to the feed at `path` (making the feed when new).
    func add(_ title: String, to path: String) {
        let known = items.withLock { table in
            table[path, default: []].append(title)
            return table[path] ?? []
        }
        let entries = known.enumerated().map { index, title in
            """
            <item><title>\(title)</title><guid isPermaLink="false">\(path)#\(index)</guid>
            <link>\(base)\(path)/\(index)</link><description>Body of \(title)</description>
            <pubDate>\(Self.date(index))</pubDate></item>
            """
        }
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Feed \(path)</title><link>\(base)/</link>
            <description>test</description>\(entries.joined())</channel></rss>
            """
        server.setRoute(
            .fixed(
                LoopbackResponse(
                    status: 200, headers: ["Content-Type": "application/rss+xml"], body: Data(document.utf8))),
            for: path)
    }

    private static func date(_ index: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: Date(timeIntervalSince1970: 1_780_000_000 + Double(index) * 3600))
    }
}

/// A loopback proxy in front of a sync server that a test can turn bad: it forwards every request
/// (with curl) or answers an HTML page, garbage or a 500, and can be stopped and started again
/// on the same port.
final class FaultProxy: Sendable {
    enum Mode: Sendable { case forward, html, garbage, serverError, hang }

    /// The mode, shared with the route's closure.
    final class Setting: Sendable {
        let mode = Mutex<Mode>(.forward)
    }

    let target: URL
    private let mode = Setting()
    private let running = Mutex<LoopbackServer?>(nil)
    let port: UInt16

    init(to target: URL) throws {
        self.target = target
        let server = try LoopbackServer(fallback: Self.route(target: target, mode: mode))
        port = server.port
        running.withLock { $0 = server }
    }

    /// The proxy's address for `target`'s path.
    var url: URL {
        var components = URLComponents(url: target, resolvingAgainstBaseURL: false)
        components?.host = "127.0.0.1"
        components?.port = Int(port)
        return components?.url ?? target
    }

    func set(_ newMode: Mode) { mode.mode.withLock { $0 = newMode } }

    /// The requests the proxy has taken since it last started.
    var requests: [LoopbackRequest] { running.withLock { $0?.requests ?? [] } }

    func stop() {
        running.withLock {
            $0?.stop(); $0 = nil
        }
    }

    func restart() throws {
        let server = try LoopbackServer(port: port, fallback: Self.route(target: target, mode: mode))
        running.withLock { $0 = server }
    }

    private static func route(target: URL, mode: Setting) -> LoopbackRoute {
        LoopbackRoute { request in
            switch mode.mode.withLock({ $0 }) {
            case .html:
                return .ok("<!DOCTYPE html><html><body>Log in</body></html>", contentType: "text/html")
            case .garbage: return .ok("\u{7}\u{1}}{ not json", contentType: "application/json")
            case .serverError: return .status(500)
            case .hang: return .hang
            case .forward: return forward(request, to: target)
            }
        }
    }

    private static func forward(_ request: LoopbackRequest, to target: URL) -> LoopbackResponse {
        var components = URLComponents(url: target, resolvingAgainstBaseURL: false)
        components?.path = request.path
        components?.percentEncodedQuery = request.query
        guard let url = components?.url else { return .status(502) }
        let bodyFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "proxy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: bodyFile) }
        try? request.body.write(to: bodyFile)
        var arguments = [
            "-s", "--max-time", "30", "-X", request.method, "-w", "\n%{http_code} %{content_type}",
        ]
        for name in ["Content-Type", "Authorization"] {
            if let value = request.header(name) { arguments += ["-H", "\(name): \(value)"] }
        }
        if !request.body.isEmpty { arguments += ["--data-binary", "@\(bodyFile.path)"] }
        guard
            let result = try? RunResult.run(
                URL(fileURLWithPath: "/usr/bin/curl"), arguments + [url.absoluteString],
                environment: ["PATH": "/usr/bin:/bin"], timeout: 40),
            let split = result.output.range(of: "\n", options: .backwards)
        else { return .status(502) }
        let trailer = result.output[split.upperBound...].split(separator: " ", maxSplits: 1)
        let status = Int(trailer.first ?? "") ?? 502
        let type = trailer.count > 1 ? String(trailer[1]) : "application/json"
        return LoopbackResponse(
            status: status, headers: ["Content-Type": type],
            body: Data(result.output[..<split.lowerBound].utf8))
    }
}

/// A password file only its owner may read.
func passwordFile(_ password: String, in folder: URL) throws -> String {
    let file = folder.appendingPathComponent("password-\(UUID().uuidString)")
    _ = FileManager.default.createFile(
        atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600])
    try Data((password + "\n").utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    return file.path
}

extension TidingsProcess {
    /// The articles as JSON objects, every one of them.
    func allArticles() throws -> [[String: Any]] {
        try run(["articles", "--json", "--limit", "1000"]).objects()
    }

    /// The JSON object one account command printed.
    func accountJSON(_ arguments: [String]) throws -> [String: Any] {
        (try run(arguments + ["--json"]).json() as? [String: Any]) ?? [:]
    }
}

/// Whether this process may listen on port 80, which the TT-RSS tests' feeds need.
let mayBindPort80: Bool =
    (try? LoopbackServer(address: "127.0.0.99", port: 80)).map { server in
        server.stop()
        return true
    } ?? false

/// The servers a test runs against: TT-RSS when this process may serve its feeds on port 80,
/// coldsweat's Fever, and FreshRSS through the Google Reader API and through its Fever API.
let syncServerKinds: [SyncServerProcess.Kind] =
    (mayBindPort80 ? [.ttrss] : []) + [.fever, .greader, .freshrssFever]

/// The middle of a full round, the same against every server: the server-side changes of the
/// round (Alpha two read and starred, Beta two unstarred) are here after a sync, Alpha one keeps
/// the read pushed from here, and then one new article on the server is the one the next sync
/// brings.
func expectServerChangesArrivedAndThenOneNewArticle(
    tidings: TidingsProcess, feeds: ChangingFeeds, server: SyncServerProcess
) throws {
    let after = try tidings.allArticles()
    let state: (String) -> (Bool?, Bool?) = { title in
        let article = after.first { $0["title"] as? String == title }
        return (article?["read"] as? Bool, article?["starred"] as? Bool)
    }
    #expect(state("Alpha two") == (true, true))
    #expect(state("Beta two") == (false, false))
    #expect(state("Alpha one") == (true, false))

    feeds.add("Alpha four", to: "/alpha.xml")
    try server.update()
    let incremental = try tidings.accountJSON(["sync"])
    #expect((incremental["accounts"] as? [[String: Any]])?.first?["newArticles"] as? Int == 1)
    #expect(try tidings.allArticles().count == 6)
}
