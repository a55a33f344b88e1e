import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

/// `=~` means what it means in newsboat: for each pattern, newsboat itself (an `ignore-article`
/// rule, applied as it downloads) and `tidings articles --filter` keep the same titles of one feed.
extension EndToEnd {
    @Suite struct NewsboatRegularExpressions {
        static let titles = [
            "Linux 6.12 released", "Why linux wins", "LINUX", "Über alles", "ÜBER", "uber", "12345", "Hello",
            "color", "colour", "foobaz", "barbaz", "aaaa", "aaab", "café", "CAFÉ", "Straße", "STRASSE",
            "a.b", "axb", "[beta] notes",
        ]

        static let patterns = [
            "^linux", "LINUX$", "über", "^.{5}$", "[[:digit:]]+", "colou?r", "(foo|bar)baz", "^(a+)+$",
            "é", "ß", "a[.]b", "^[[]beta", "[[:upper:]]{4}", "^[^aeiou]+$", "x|y",
        ]

        static func feed() -> String {
            let items = titles.enumerated().map { index, title in
                "<item><title>\(title)</title><guid>item-\(index)</guid><link>https://example.org/\(index)</link></item>"
            }
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <rss version="2.0"><channel><title>Patterns</title><link>https://example.org/</link>
                \(items.joined(separator: "\n"))
                </channel></rss>
                """
        }

        /// The titles newsboat keeps when it ignores those `pattern` matches.
        static func newsboatKeeps(ignoring pattern: String, feed: URL, home: URL, index: Int) throws -> Set<
            String
        > {
            let folder = home.appendingPathComponent("newsboat-\(index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = { (name: String) in folder.appendingPathComponent(name).path }
            try "\(feed.absoluteString)\n".write(toFile: path("urls"), atomically: true, encoding: .utf8)
            try "ignore-article \"*\" \"title =~ \\\"\(pattern)\\\"\"\n".write(
                toFile: path("config"), atomically: true, encoding: .utf8)
            let environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb"]
            let reload = try RunResult.run(
                URL(fileURLWithPath: "/usr/bin/newsboat"),
                ["-u", path("urls"), "-c", path("cache.db"), "-C", path("config"), "-x", "reload"],
                environment: environment, directory: folder, timeout: 60)
            try #require(reload.status == 0, "newsboat: \(reload.output)\(reload.errors)")
            let script =
                "import sqlite3, sys, json; c = sqlite3.connect(sys.argv[1]); "
                + "print(json.dumps([r[0] for r in c.execute('SELECT title FROM rss_item')]))"
            let read = try RunResult.run(
                URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, path("cache.db")],
                environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
            return Set(try #require(read.json() as? [String]))
        }

        @Test func patternsKeepTheTitlesNewsboatKeeps() throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.setRoute(
                .fixed(.ok(Self.feed(), contentType: "application/rss+xml")), for: "/patterns.rss")
            let tidings = try TidingsProcess()
            let feed = server.url("/patterns.rss")
            #expect(try tidings.run("add", feed.absoluteString).status == 0)
            #expect(try tidings.run("refresh").status == 0)
            #expect(try tidings.run("articles", "--json").objects().count == Self.titles.count)
            for (index, pattern) in Self.patterns.enumerated() {
                let expected = try Self.newsboatKeeps(
                    ignoring: pattern, feed: feed, home: tidings.dataDirectory, index: index)
                let listed = try tidings.run(
                    "articles", "--filter", "not (title =~ \"\(pattern)\")", "--json")
                #expect(listed.status == 0, "\(pattern): \(listed.errors)")
                let kept = Set(try listed.objects().compactMap { $0["title"] as? String })
                #expect(
                    kept == expected,
                    "\(pattern): Tidings keeps \(kept.sorted()), newsboat \(expected.sorted())")
            }
        }
    }
}
