import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

/// Holes a hostile-input probe found, each closed and kept closed through the real binary.
extension EndToEnd {
    @Suite struct HostileInput {
        /// A feed served over HTTP whose one item names `enclosure` and has a long title.
        func server(enclosure: String, title: String = "Local files") throws -> LoopbackServer {
            let server = try LoopbackServer()
            let feed = """
                <?xml version="1.0"?>
                <rss version="2.0"><channel><title>\(title)</title>
                <item><guid>one</guid><title>Passwords</title>
                <enclosure url="\(enclosure)" type="text/plain" length="10"/></item></channel></rss>
                """
            server.setRoute(.fixed(.ok(feed, contentType: "application/rss+xml")), for: "/feed.rss")
            return server
        }

        @Test(arguments: ["file:///etc/passwd", "file:///dev/zero"])
        func anEnclosureFromTheNetworkNeverCopiesALocalFile(enclosure: String) throws {
            let server = try server(enclosure: enclosure)
            defer { server.stop() }
            let tidings = try TidingsProcess()
            #expect(try tidings.run("add", server.url("/feed.rss").absoluteString).status == 0)
            #expect(try tidings.run("refresh").status == 0)
            #expect(try tidings.run("download", "1").status == 0)
            let run = try tidings.run("downloads", "--run", timeout: 30)
            #expect(run.status == 1)
            let entries = try tidings.run("downloads", "--json").objects()
            #expect(entries.first?["state"] as? String == "failed")
            #expect((entries.first?["failure"] as? String)?.contains("only http and https addresses") == true)
            let folder = tidings.dataDirectory.appendingPathComponent("downloads")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] == [])
        }

        @Test func anImportedOPMLFileCannotFollowALocalFile() throws {
            let tidings = try TidingsProcess()
            let opml = tidings.dataDirectory.appendingPathComponent("feeds.opml")
            try Data(
                """
                <?xml version="1.0"?><opml version="2.0"><head/><body>
                <outline text="Shadow" xmlUrl="file:///etc/shadow"/></body></opml>
                """.utf8
            ).write(to: opml)
            let imported = try tidings.run("import", opml.path)
            #expect(imported.status == 1)
            #expect(imported.output.contains("an imported file may only name http or https feeds"))
            #expect(try tidings.run("feeds", "--json").objects().isEmpty)
        }

        @Test func aFIFOGivenAsAFeedFailsAtOnce() throws {
            let tidings = try TidingsProcess()
            let fifo = tidings.dataDirectory.appendingPathComponent("feed.xml")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let inspect = try tidings.run("inspect", fifo.path, timeout: 20)
            #expect(inspect.status == 69)
            #expect(inspect.errors.contains("it is a FIFO (named pipe), not a regular file"))
            let add = try tidings.run("add", fifo.path, timeout: 20)
            #expect(add.status == 69)
        }

        @Test func outputToAPipeKeepsWholeLines() throws {
            let title =
                "A feed whose title is far longer than a hundred columns, "
                + String(repeating: "word ", count: 30)
                + "END"
            let server = try server(enclosure: "https://example.com/a.mp3", title: title)
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let added = try tidings.run("add", server.url("/feed.rss").absoluteString)
            #expect(added.output.contains("(feed 1)"), "\(added.output)")
            let feeds = try tidings.run("feeds")
            #expect(feeds.output.contains(title))
            #expect(!feeds.output.contains("…"))
        }

        @Test func hugeNumericSettingsStopWithOneSentence() throws {
            for (variable, value) in [
                ("TIDINGS_NETWORK_REQUEST_TIMEOUT_SECONDS", "1e16"),
                ("TIDINGS_NETWORK_CONNECT_TIMEOUT_SECONDS", "1e300"),
                ("TIDINGS_REFRESH_BACKOFF_BASE_MINUTES", "1e15"), ("TIDINGS_STORAGE_READER_COUNT", "0"),
                ("TIDINGS_NETWORK_REQUEST_TIMEOUT_SECONDS", "nan"),
            ] {
                let tidings = try TidingsProcess(extraEnvironment: [variable: value])
                let result = try tidings.run("refresh")
                #expect(result.status == 65, "\(variable)=\(value)")
                #expect(result.errors.hasPrefix("tidings: setting '"))
                #expect(result.errors.contains("environment variable \(variable)"))
                #expect(result.errors.split(separator: "\n").count == 1)
            }
        }
    }
}
