import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

/// Moving over from a real newsboat: newsboat itself fetches loopback feeds into its cache, its
/// read state and flags are changed through its own schema, and `tidings import newsboat` brings
/// everything over; a refresh of the same feeds then adds nothing.
extension EndToEnd {
    @Suite struct NewsboatMigration {
        /// newsboat's three files in a folder of their own, its cache built by newsboat from `server`.
        struct NewsboatFolder {
            let folder: URL

            init(server: LoopbackServer, home: URL) throws {
                folder = home.appendingPathComponent("newsboat-files")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let alpha = server.url("/alpha.rss").absoluteString
                let beta = server.url("/beta.atom").absoluteString
                let urls = """
                    # feeds
                    \(alpha) news "~Alpha"
                    \(beta) notes !
                    "query:Unread alpha:unread = \\"yes\\" and feedtitle = \\"Alpha\\"" saved
                    exec:~/bin/make-a-feed
                    """
                try urls.write(to: folder.appendingPathComponent("urls"), atomically: true, encoding: .utf8)
                let config = """
                    bind-key x toggle-article-read articlelist
                    bind-key ^R reload-all
                    color listfocus black yellow bold
                    ignore-article "*" "title =~ \\"^Sponsored\\""
                    ignore-mode "display"
                    reload-threads 3
                    browser "firefox %u"
                    highlight article "alpha" red default
                    """
                try config.write(
                    to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
                let reload = try RunResult.run(
                    URL(fileURLWithPath: "/usr/bin/newsboat"),
                    ["-u", path("urls"), "-c", path("cache.db"), "-C", path("config"), "-x", "reload"],
                    environment: [
                        "HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb",
                    ],
                    directory: folder, timeout: 60)
                guard reload.status == 0 else {
                    throw NewsboatFailed(status: reload.status, errors: reload.output + reload.errors)
                }
            }

            func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

            /// Runs SQL on newsboat's cache, as newsboat's own schema has it.
            func sql(_ statements: String) throws {
                let script =
                    "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit()"
                let run = try RunResult.run(
                    URL(fileURLWithPath: "/usr/bin/env"),
                    ["python3", "-c", script, path("cache.db"), statements],
                    environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
                guard run.status == 0 else { throw NewsboatFailed(status: run.status, errors: run.errors) }
            }
        }

        struct NewsboatFailed: Error {
            let status: Int32
            let errors: String
        }

        static func server() throws -> LoopbackServer {
            let server = try LoopbackServer()
            server.setRoute(
                .fixed(
                    .ok(
                        String(decoding: Fixture.data("newsboat-alpha.rss"), as: UTF8.self),
                        contentType: "application/rss+xml")),
                for: "/alpha.rss")
            server.setRoute(
                .fixed(
                    .ok(
                        String(decoding: Fixture.data("newsboat-beta.atom"), as: UTF8.self),
                        contentType: "application/atom+xml")),
                for: "/beta.atom")
            return server
        }

        @Test func everythingNewsboatKeptComesOverOnceAndARefreshAddsNoDuplicates() throws {
            let server = try Self.server()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let newsboat = try NewsboatFolder(server: server, home: tidings.dataDirectory)
            // The exec: feed's program appears after newsboat's reload: newsboat kept none of its
            // articles, and Tidings' refresh brings its one.
            let bin = tidings.dataDirectory.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            let script = bin.appendingPathComponent("make-a-feed")
            try """
            #!/bin/sh
            echo '<rss version="2.0"><channel><title>Made</title><item><title>Made here</title><guid>m1</guid></item></channel></rss>'
            """.write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script.path)
            try newsboat.sql(
                """
                UPDATE rss_item SET unread = 0 WHERE title IN ('Alpha one', 'Beta first');
                UPDATE rss_item SET flags = 's' WHERE title = 'Alpha two, without a guid';
                UPDATE rss_item SET flags = 'Ab' WHERE title = 'Beta second';
                """)

            let rehearsal = try tidings.run("import", "newsboat", "--from", newsboat.folder.path, "--dry-run")
            #expect(rehearsal.status == 0, "\(rehearsal.errors)")
            #expect(rehearsal.output.contains("Dry run: nothing was changed"))
            #expect(try tidings.run("feeds", "--all", "--json").objects().isEmpty)

            let imported = try tidings.run("import", "newsboat", "--from", newsboat.folder.path, "--json")
            #expect(imported.status == 0, "\(imported.errors)")
            let report = try #require(try imported.json() as? [String: Any])
            let articles = try #require(report["articles"] as? [String: Any])
            #expect(articles["added"] as? Int == 6)
            #expect(articles["read"] as? Int == 2)
            #expect(articles["starred"] as? Int == 1)
            #expect(articles["otherFlags"] as? [String] == ["A", "b"])
            let lines = try #require(report["notImported"] as? [[String: Any]])
            #expect(
                lines.map { ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } ?? "" }
                    == ["config"])
            #expect(lines.map { $0["line"] as? Int } == [8])

            // Feeds: the rename, the tags, the hidden one.
            let feeds = try tidings.run("feeds", "--all", "--json").objects()
            #expect(
                Set(feeds.compactMap { $0["title"] as? String }) == [
                    "Alpha", "Beta Notes", "exec:~/bin/make-a-feed",
                ])
            #expect(feeds.contains { $0["url"] as? String == "exec:~/bin/make-a-feed" })
            #expect(feeds.first { $0["title"] as? String == "Beta Notes" }?["hidden"] as? Bool == true)
            #expect(feeds.first { $0["title"] as? String == "Alpha" }?["tags"] as? [String] == ["news"])
            #expect(
                try tidings.run("feeds", "--json").objects().filter { $0["kind"] as? String == "feed" }.count
                    == 2)
            // Articles: the sponsored one hidden by the display-mode rule, read and starred kept.
            let listed = try tidings.run("articles", "--json").objects()
            #expect(listed.count == 5)
            #expect(
                Set(listed.filter { $0["read"] as? Bool == true }.compactMap { $0["title"] as? String }) == [
                    "Alpha one", "Beta first",
                ])
            #expect(
                listed.filter { $0["starred"] as? Bool == true }.compactMap { $0["title"] as? String } == [
                    "Alpha two, without a guid"
                ])
            // The query feed and the ignore rule.
            let queries = try tidings.run("query", "list", "--json").objects()
            #expect(queries.compactMap { $0["name"] as? String } == ["Unread alpha"])
            #expect(queries.first?["unread"] as? Int == 2)
            #expect(
                try tidings.run("ignore", "list", "--json").objects().compactMap { $0["hides"] as? Bool } == [
                    true
                ])
            // Key bindings, colours and settings in the plist, which Tidings loads.
            let plist = try #require(
                try PropertyListSerialization.propertyList(
                    from: Data(
                        contentsOf: tidings.dataDirectory.appendingPathComponent(
                            "config/tidings/Tidings.plist")),
                    format: nil) as? [String: Any])
            let keys = try #require(plist["keys"] as? [String: [String: [String]]])
            #expect(keys["articles"]?["toggle-read"] == ["u", "x"])
            #expect(keys["feeds"]?["refresh-all"] == ["R", "^R"])
            #expect((plist["theme"] as? [String: String])?["selection"] == "bold black on yellow")
            #expect((plist["network"] as? [String: Int])?["concurrency"] == 3)
            let config = try tidings.run("config")
            #expect(config.status == 0, "\(config.errors)")

            // Twice adds nothing; a refresh of the same feeds adds no duplicate and keeps the state.
            let again = try #require(
                try tidings.run("import", "newsboat", "--from", newsboat.folder.path, "--json").json()
                    as? [String: Any])
            #expect((again["articles"] as? [String: Any])?["added"] as? Int == 0)
            #expect((again["feeds"] as? [String: Any])?["added"] as? Int == 0)
            #expect(((again["settings"] as? [String: Any])?["changed"] as? [Any])?.isEmpty == true)
            let refresh = try tidings.run("refresh", "--json")
            #expect(refresh.status == 0, "\(refresh.errors)")
            #expect((try refresh.json() as? [String: Any])?["newArticles"] as? Int == 1)
            let after = try tidings.run("articles", "--json").objects()
            #expect(after.count == 6)
            #expect(after.contains { $0["title"] as? String == "Made here" })
            #expect(
                Set(after.filter { $0["read"] as? Bool == true }.compactMap { $0["title"] as? String }) == [
                    "Alpha one", "Beta first",
                ])
            #expect(after.filter { $0["starred"] as? Bool == true }.count == 1)
        }

        @Test func badInputIsOneSentenceWithFileAndLineAndNothingIsImported() throws {
            let server = try Self.server()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let newsboat = try NewsboatFolder(server: server, home: tidings.dataDirectory)
            let urls = newsboat.folder.appendingPathComponent("urls")
            let good = try String(contentsOf: urls, encoding: .utf8)
            try (good + "\n\"query:Broken:unread = \\\"yes\\\" tag\n").write(
                to: urls, atomically: true, encoding: .utf8)
            let unbalanced = try tidings.run("import", "newsboat", "--from", newsboat.folder.path)
            #expect(unbalanced.status == 65)
            #expect(
                unbalanced.errors
                    == "tidings: \(urls.path), line 6: the quote opened at column 1 is never closed; close it with \" or escape it as \\\"; nothing was imported\n"
            )
            try good.write(to: urls, atomically: true, encoding: .utf8)
            try Data("not a database at all, just text".utf8).write(
                to: newsboat.folder.appendingPathComponent("cache.db"))
            let corrupt = try tidings.run("import", "newsboat", "--from", newsboat.folder.path)
            #expect(corrupt.status == 65)
            #expect(
                corrupt.errors.hasPrefix("tidings: cannot read newsboat's cache \(newsboat.path("cache.db"))")
            )
            #expect(try tidings.run("feeds", "--all", "--json").objects().isEmpty)
            #expect(
                !FileManager.default.fileExists(
                    atPath: tidings.dataDirectory.appendingPathComponent("config/tidings/Tidings.plist").path)
            )
        }
    }
}
