import EndToEndSupport
import Foundation
import LoopbackServerService

/// Feeds and an OPML file that try XXE (an external entity naming a secret file, a parameter
/// entity fetching a DTD from the server, an external DTD) and entity expansion (billion
/// laughs, quadratic blow-up), through `tidings inspect`, `add`, `refresh`, `read` and `import`.
/// Asserts: every command ends within its time limit without crashing; the secret never
/// appears; the server never sees a request for a DTD or entity; and nothing is expanded
/// (output stays small, the entities' text never repeats).
struct EntityExpansionCase {
    let size: ReliabilitySize
    let checks: CaseChecks

    static let secretMarker = "TIDINGS-SECRET-\(UUID().uuidString)"

    func run() throws {
        let library = try ScratchLibrary()
        defer { library.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        let secret = library.folder.appendingPathComponent("secret.txt")
        try Data(Self.secretMarker.utf8).write(to: secret)
        let documents = Self.documents(secret: secret, server: server)
        for (name, body) in documents {
            server.setRoute(
                .fixed(
                    LoopbackResponse(
                        status: 200, headers: ["Content-Type": "application/rss+xml"], body: Data(body.utf8))),
                for: "/\(name)")
        }
        server.setRoute(
            .fixed(.ok("<!ENTITY leak \"LEAKED-BY-DTD\">", contentType: "application/xml-dtd")),
            for: "/evil.dtd")

        var commands = 0
        var slowest = 0.0
        func check(_ arguments: [String], _ what: String) throws {
            let started = Date()
            let result = try library.run(arguments, timeout: 20)
            let seconds = Date().timeIntervalSince(started)
            slowest = max(slowest, seconds)
            commands += 1
            let name = "`tidings \(arguments.joined(separator: " "))` (\(what))"
            let said = result.outputText + result.errorText
            checks.expect(!result.timedOut, "\(name) was killed after its \(format(seconds)) s time limit")
            checks.expect(
                result.timedOut || !result.wasSignalled, "\(name) crashed (signal \(result.status))")
            checks.expect(!said.contains(Self.secretMarker), "\(name) printed the secret file's content")
            checks.expect(!said.contains("LEAKED-BY-DTD"), "\(name) printed an entity from the remote DTD")
            checks.expect(!said.contains("lollollollol"), "\(name) expanded the billion-laughs entities")
            checks.expect(
                !said.contains(String(repeating: "x", count: 1000)),
                "\(name) expanded the quadratic blow-up entity")
            checks.expect(
                said.utf8.count < 200_000, "\(name) printed \(said.utf8.count) bytes; something expanded")
        }

        for (name, _) in documents {
            let url = server.url("/\(name)").absoluteString
            try check(["inspect", url], name)
            try check(["inspect", url, "--json"], name)
            try check(["add", url], name)
        }
        try check(["refresh"], "every entity feed")
        let articles = try library.articles()
        for id in articles.compactMap({ $0["id"] as? Int }) {
            try check(["read", String(id)], "article \(id)")
        }
        try check(["articles", "--json"], "every entity feed")
        let opml = library.folder.appendingPathComponent("xxe.opml")
        try Data(Self.opml(secret: secret, server: server).utf8).write(to: opml)
        try check(["import", opml.path], "OPML with XXE")
        try check(["export"], "after the XXE import")

        let fetched = server.requests.map(\.path).filter { $0.hasSuffix(".dtd") || $0.contains("entity") }
        checks.expect(fetched.isEmpty, "the server was asked for \(fetched): a DTD or entity was loaded")
        let stored = try PythonSQLite.health(library.database)
        checks.expect(stored.isSound, "the library is not sound after the entity feeds: \(stored.summary)")
        checks.note(
            "\(documents.count) hostile documents + 1 OPML, \(commands) commands, slowest \(format(slowest)) s"
        )
    }

    /// The hostile feeds, by path.
    static func documents(secret: URL, server: LoopbackServer) -> [(String, String)] {
        let file = secret.absoluteString
        let dtd = server.url("/evil.dtd").absoluteString
        let item = { (title: String, body: String) in
            "<item><title>\(title)</title><guid>\(UUID().uuidString)</guid><description>\(body)</description></item>"
        }
        var laughs = "<!ENTITY lol \"lol\">"
        for level in 1...9 {
            laughs +=
                "<!ENTITY lol\(level) \""
                + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">"
        }
        let big = String(repeating: "x", count: 50_000)
        return [
            (
                "xxe-file.rss",
                "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM \"\(file)\">]><rss version=\"2.0\"><channel>"
                    + "<title>XXE &xxe; feed</title><link>https://example.test/</link><description>&xxe;</description>"
                    + item("File &xxe;", "&xxe;") + "</channel></rss>"
            ),
            (
                "xxe-parameter.rss",
                "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY % remote SYSTEM \"\(dtd)\"> %remote;]><rss version=\"2.0\">"
                    + "<channel><title>Parameter feed &leak;</title><link>https://example.test/</link><description>d</description>"
                    + item("Parameter &leak;", "&leak;") + "</channel></rss>"
            ),
            (
                "xxe-external-dtd.rss",
                "<?xml version=\"1.0\"?><!DOCTYPE rss SYSTEM \"\(dtd)\"><rss version=\"2.0\"><channel>"
                    + "<title>External DTD &leak;</title><link>https://example.test/</link><description>d</description>"
                    + item("External &leak;", "&leak;") + "</channel></rss>"
            ),
            (
                "billion-laughs.rss",
                "<?xml version=\"1.0\"?><!DOCTYPE rss [\(laughs)]><rss version=\"2.0\"><channel>"
                    + "<title>Laughs &lol9;</title><link>https://example.test/</link><description>&lol9;</description>"
                    + item("Laugh &lol9;", "&lol9;") + "</channel></rss>"
            ),
            (
                "quadratic.rss",
                "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY x \"\(big)\">]><rss version=\"2.0\"><channel>"
                    + "<title>Quadratic</title><link>https://example.test/</link><description>d</description>"
                    + item("Quadratic", String(repeating: "&x;", count: 2_000)) + "</channel></rss>"
            ),
        ]
    }

    static func opml(secret: URL, server: LoopbackServer) -> String {
        """
        <?xml version="1.0"?>
        <!DOCTYPE opml [<!ENTITY xxe SYSTEM "\(secret.absoluteString)"><!ENTITY % remote SYSTEM "\(server.url("/entity.dtd").absoluteString)"> %remote;]>
        <opml version="2.0"><head><title>&xxe;</title></head><body>
        <outline text="&xxe;" xmlUrl="\(server.url("/opml-feed.xml").absoluteString)?q=&xxe;"/>
        </body></opml>
        """
    }
}
