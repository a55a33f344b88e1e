import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

/// The real binary, its commands, their JSON and their exit codes.
extension EndToEnd {
    @Suite struct Subscribing {
        @Test func addAFeedAPageWithOneFeedAndAPageWithTwo() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let added = try tidings.run("add", server.url("/news.rss").absoluteString, "--tag", "news")
            #expect(added.status == 0, "\(added.errors)")
            #expect(added.output.hasPrefix("Following Loopback News (feed 1), tagged news"))
            let fromPage = try tidings.run("add", server.url("/one").absoluteString)
            #expect(fromPage.status == 64)
            #expect(fromPage.errors.contains("already followed as feed 1"))
            let candidates = try tidings.run("add", server.url("/two").absoluteString)
            #expect(candidates.status == 0)
            #expect(candidates.output.contains("offers 2 feeds"))
            #expect(candidates.output.contains(server.url("/blog.atom").absoluteString))
            let blog = try tidings.run("add", server.url("/blog.atom").absoluteString)
            #expect(blog.status == 0)
            let feeds = try tidings.run("feeds", "--json").objects()
            #expect(feeds.map { $0["title"] as? String } == ["Loopback Blog", "Loopback News"])
            #expect(feeds.last?["tags"] as? [String] == ["news"])
        }

        @Test func addFromAPageWithOneFeed() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let added = try tidings.run("add", server.url("/one").absoluteString)
            #expect(added.status == 0, "\(added.errors)")
            let feeds = try tidings.run("feeds", "--json").objects()
            #expect(feeds.first?["url"] as? String == server.url("/news.rss").absoluteString)
        }

        @Test func failuresHaveTheirExitCodes() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let unavailable = try tidings.run("add", server.url("/broken").absoluteString)
            #expect(unavailable.status == 69)
            #expect(unavailable.errors.hasPrefix("tidings: cannot fetch"))
            let notAFeed = try tidings.run("add", server.url("/garbage").absoluteString)
            #expect(notAFeed.status == 65)
            let removeUnknown = try tidings.run("remove", "nothing")
            #expect(removeUnknown.status == 64)
            #expect(
                removeUnknown.errors
                    == "tidings: no feed matches 'nothing'; list feeds with `tidings feeds`\n")
            #expect(try tidings.run("feeds", "--json").objects().isEmpty)
        }
    }
}

extension EndToEnd {
    @Suite struct Reading {
        /// A library following both fixture feeds, refreshed once.
        func refreshedLibrary(_ server: LoopbackServer) throws -> TidingsProcess {
            let tidings = try TidingsProcess()
            _ = try tidings.run("add", server.url("/news.rss").absoluteString, "--tag", "news")
            _ = try tidings.run("add", server.url("/blog.atom").absoluteString)
            let refresh = try tidings.run("refresh")
            #expect(refresh.status == 0, "\(refresh.errors)")
            #expect(refresh.output == "Checked 2 feed(s): 5 new article(s).\n")
            return tidings
        }

        @Test func refreshThenListArticlesAsDocumentedJSON() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try refreshedLibrary(server)
            let articles = try tidings.run("articles", "--json").objects()
            #expect(articles.count == 5)
            let kernel = try #require(
                articles.first { $0["title"] as? String == "Kernel release brings new schedulers" })
            #expect(kernel["feed"] as? String == "Loopback News")
            #expect(kernel["read"] as? Bool == false)
            #expect(kernel["starred"] as? Bool == false)
            #expect(kernel["published"] as? String == "2026-11-28T09:00:00Z")
            #expect(kernel["link"] as? String == "http://news.test/3")
            #expect(kernel["categories"] as? [String] == ["kernel"])
            let enclosure = try #require((kernel["enclosures"] as? [[String: Any]])?.first)
            #expect(enclosure["url"] as? String == "http://news.test/3/talk.mp3")
            #expect(enclosure["type"] as? String == "audio/mpeg")
            #expect(enclosure["length"] as? Int == 1234)
            #expect(kernel["updated"] == nil)
            let limited = try tidings.run("articles", "--feed", "loopback news", "--limit", "2", "--json")
                .objects()
            #expect(
                limited.map { $0["title"] as? String } == [
                    "Kernel release brings new schedulers", "Compilers and caches",
                ])
            let tagged = try tidings.run("articles", "--tag", "news", "--json").objects()
            #expect(tagged.count == 3)
        }

        @Test func markStarAndListStarred() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try refreshedLibrary(server)
            let articles = try tidings.run("articles", "--json").objects()
            let ids = articles.prefix(2).compactMap { $0["id"] as? Int }.map(String.init)
            let star = try tidings.run(["mark"] + ids + ["--star"])
            #expect(star.status == 0)
            #expect(star.output == "Starred 2 articles\n" || star.output.contains("2"))
            let read = try tidings.run("mark", ids[0], "--read")
            #expect(read.status == 0)
            let starred = try tidings.run("articles", "--starred", "--json").objects()
            #expect(starred.compactMap { $0["id"] as? Int }.map(String.init) == ids)
            let unread = try tidings.run("articles", "--unread", "--json").objects()
            #expect(unread.count == 4)
            let unknown = try tidings.run("mark", "999", "--read")
            #expect(unknown.status == 64)
            let allRead = try tidings.run(
                "mark-all-read", "--feed", "Loopback News", "--before", "2026-11-10")
            #expect(allRead.status == 0)
            #expect(try tidings.run("articles", "--unread", "--json").objects().count == 3)
        }

        @Test func readShowsTheArticleAndMarksItRead() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try refreshedLibrary(server)
            let kernel = try #require(
                try tidings.run("articles", "--json").objects().first {
                    $0["title"] as? String == "Kernel release brings new schedulers"
                })
            let id = try #require(kernel["id"] as? Int)
            let text = try tidings.run("read", String(id))
            #expect(text.status == 0)
            #expect(text.output.contains("Kernel release brings new schedulers"))
            #expect(text.output.contains("[1]"))
            #expect(text.output.contains("http://news.test/3/details"))
            let json = try #require(try tidings.run("read", String(id), "--json").json() as? [String: Any])
            #expect(json["read"] as? Bool == true)
            #expect(try tidings.run("read", "424242").status == 64)
        }

        @Test func searchRanksAndReportsBadQueries() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try refreshedLibrary(server)
            let hits = try tidings.run("search", "scheduler*", "--json").objects()
            #expect(hits.count == 2)
            #expect(
                hits.first?["title"] as? String == "Writing about schedulers"
                    || hits.first?["title"] as? String == "Kernel release brings new schedulers")
            let bad = try tidings.run("search", "NOT")
            #expect(bad.status == 64)
            #expect(bad.errors.hasPrefix("tidings: the search could not be understood"))
        }

        @Test func refreshWithAFailingFeedExitsOne() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try refreshedLibrary(server)
            server.setRoute(.fixed(.status(500)), for: "/blog.atom")
            let refresh = try tidings.run("refresh", "--json")
            #expect(refresh.status == 1)
            let summary = try #require(try refresh.json() as? [String: Any])
            let failure = try #require((summary["failures"] as? [[String: Any]])?.first)
            #expect(failure["title"] as? String == "Loopback Blog")
            #expect(failure["failureClass"] as? String == "server-error")
            let feeds = try tidings.run("feeds", "--json").objects()
            #expect(feeds.first?["error"] as? String != nil)
            #expect(feeds.first?["failures"] as? Int == 1)
        }

        /// A download cut short stores its complete items, keeps what was stored, marks the feed
        /// partly read and exits 1; the next whole read heals it without duplicates.
        @Test func aTruncatedFeedIsPartlyReadAndLosesNothing() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try refreshedLibrary(server)
            let whole = String(decoding: Fixture.data("news.rss"), as: UTF8.self).replacingOccurrences(
                of: "    <item>\n      <guid>news-3</guid>",
                with: """
                        <item><guid>news-5</guid><title>Fresh and complete</title></item>
                        <item><guid>news-4</guid><title>Cut in the middle</title><description>Half a page</description></item>
                        <item>
                          <guid>news-3</guid>
                    """)
            let cut = String(whole[..<(whole.range(of: "Half a")?.upperBound ?? whole.endIndex)])
            let serve = { (body: String, etag: String) in
                server.setRoute(
                    .fixed(
                        LoopbackResponse(
                            status: 200, headers: ["Content-Type": "application/rss+xml"],
                            body: Data(body.utf8),
                            etag: etag)),
                    for: "/news.rss")
            }
            serve(cut, "\"cut\"")
            let refresh = try tidings.run("refresh", "--json")
            #expect(refresh.status == 1)
            let summary = try #require(try refresh.json() as? [String: Any])
            #expect(summary["newArticles"] as? Int == 1)
            let failure = try #require((summary["failures"] as? [[String: Any]])?.first)
            #expect(failure["failureClass"] as? String == "partly-read")
            #expect((failure["reason"] as? String)?.hasPrefix("partly read: line 8, column ") == true)
            let news = try #require(
                try tidings.run("feeds", "--json").objects().first {
                    $0["title"] as? String == "Loopback News"
                })
            #expect(news["failureClass"] as? String == "partly-read")
            #expect(
                (news["error"] as? String)?.contains("the document stops with 4 elements still open") == true)
            #expect(news["total"] as? Int == 4)
            #expect(try tidings.run("feeds").output.contains("partly-read"))
            let titles = try tidings.run("articles", "--feed", "Loopback News", "--json").objects()
                .compactMap { $0["title"] as? String }
            #expect(titles.contains("Fresh and complete"))
            #expect(titles.contains("Old announcement"))
            #expect(!titles.contains("Cut in the middle"))
            let inspected = try #require(
                try tidings.run("inspect", server.url("/news.rss").absoluteString, "--json").json()
                    as? [String: Any])
            let partly = try #require(inspected["partlyRead"] as? [String: Any])
            #expect(partly["line"] as? Int == 8)
            #expect(partly["reason"] as? String == "the document stops with 4 elements still open")
            #expect((inspected["warnings"] as? [String])?.isEmpty == false)
            #expect(
                try tidings.run("inspect", server.url("/news.rss").absoluteString).output.contains(
                    "partly read: line 8"))

            serve(whole, "\"whole\"")
            let healed = try tidings.run("refresh", "--feed", "Loopback News")
            #expect(healed.status == 0, "\(healed.errors)")
            let after = try #require(
                try tidings.run("feeds", "--json").objects().first {
                    $0["title"] as? String == "Loopback News"
                })
            #expect(after["failureClass"] == nil)
            #expect(after["total"] as? Int == 5)
        }
    }
}

extension EndToEnd {
    @Suite struct Exchanging {
        @Test func exportThenImportElsewhereIsTheSame() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let source = try TidingsProcess()
            _ = try source.run(
                "add", server.url("/news.rss").absoluteString, "--tag", "news", "--tag", "daily")
            _ = try source.run("add", server.url("/blog.atom").absoluteString)
            let exported = try source.run("export")
            #expect(exported.status == 0)
            #expect(exported.output.hasPrefix("<?xml"))
            let file = source.dataDirectory.appendingPathComponent("subscriptions.opml")
            try exported.output.write(to: file, atomically: true, encoding: .utf8)
            let copy = try TidingsProcess()
            let imported = try copy.run("import", file.path)
            #expect(imported.status == 0, "\(imported.errors)")
            #expect(imported.output.hasPrefix("Imported 2 feed(s); skipped 0; failed 0."))
            let reexported = try copy.run("export").output
            let withoutDate = { (text: String) in
                text.split(separator: "\n").filter { !$0.contains("dateCreated") }
            }
            #expect(withoutDate(reexported) == withoutDate(exported.output))
            let again = try copy.run("import", file.path)
            #expect(
                again.output.hasPrefix("Imported 0 feed(s); skipped 3; failed 0."),
                "news is listed in two folders")
        }

        @Test func inspectReadsWithoutFollowing() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let result = try tidings.run("inspect", server.url("/news.rss").absoluteString, "--json")
            #expect(result.status == 0)
            let feed = try #require(try result.json() as? [String: Any])
            #expect(feed["format"] as? String == "rss2")
            #expect(feed["title"] as? String == "Loopback News")
            #expect(feed["link"] as? String == "http://news.test/")
            #expect(feed["warnings"] as? [String] == [])
            #expect(feed["partlyRead"] == nil)
            let items = try #require(feed["items"] as? [[String: Any]])
            #expect(items.map { $0["id"] as? String } == ["news-3", "news-2", "news-1"])
            #expect(items.first?["authors"] as? [String] == ["Ops Desk"])
            let file = tidings.dataDirectory.appendingPathComponent("blog.atom")
            try Fixture.data("blog.atom").write(to: file)
            let fromFile = try tidings.run("inspect", "blog.atom")
            #expect(fromFile.status == 0)
            #expect(fromFile.output.contains("format      Atom 1.0"))
            #expect(try tidings.run("feeds", "--json").objects().isEmpty)
        }

        /// `inspect --tsv`: a line an item in sfeed(5)'s fields, nothing kept; `--json` with it
        /// is a usage error.
        @Test func inspectTSVWritesALineAnItemAsSfeedLaysThemOut() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let result = try tidings.run("inspect", server.url("/news.rss").absoluteString, "--tsv")
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.errors.isEmpty)
            let lines = result.output.split(separator: "\n").map {
                $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            }
            try #require(lines.count == 3)
            #expect(
                lines[0] == [
                    "1795856400", "Kernel release brings new schedulers", "http://news.test/3",
                    "<p>The <b>scheduler</b> work landed. Read <a href=\"http://news.test/3/details\">the "
                        + "details</a>.</p>", "html", "news-3", "Ops Desk", "http://news.test/3/talk.mp3",
                    "kernel",
                ])
            #expect(lines[1].count == 9)
            #expect(lines[1][5] == "news-2")
            #expect(lines[1][6] == "" && lines[1][7] == "" && lines[1][8] == "")
            #expect(try tidings.run("feeds", "--json").objects().isEmpty)
            let both = try tidings.run("inspect", server.url("/news.rss").absoluteString, "--tsv", "--json")
            #expect(both.status == 64)
            #expect(both.output.isEmpty)
            #expect(both.errors.contains("choose one"))
        }

        /// A document of over 1 MiB is read in two halves at once: `--tsv` and `--json` still
        /// list every item once, in document order.
        @Test func inspectOfALargeFeedListsEveryItemInOrder() throws {
            let tidings = try TidingsProcess()
            let count = 4_000
            let items = (0..<count).map { index in
                "<item><title>Item \(index)</title><guid>i-\(index)</guid><link>https://large.test/\(index)</link>"
                    + "<description>\(String(repeating: "words of the item ", count: 12))\(index)</description></item>\n"
            }
            let document =
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel><title>Large</title>\n"
                + items.joined() + "</channel></rss>\n"
            try #require(document.utf8.count > 1 << 20)
            try Data(document.utf8).write(to: tidings.dataDirectory.appendingPathComponent("large.xml"))
            let lines = try tidings.run("inspect", "large.xml", "--tsv")
            #expect(lines.status == 0, "\(lines.errors)")
            let ids = lines.output.split(separator: "\n").map {
                $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)[5]
            }
            #expect(ids == (0..<count).map { "i-\($0)" })
            let json = try tidings.run("inspect", "large.xml", "--json")
            #expect(json.status == 0, "\(json.errors)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            let listed = try #require(object["items"] as? [[String: Any]])
            #expect(listed.map { $0["id"] as? String } == (0..<count).map { "i-\($0)" })
            #expect(object["title"] as? String == "Large")
        }
    }
}

extension EndToEnd {
    @Suite struct CommandLineBehaviour {
        @Test func usageErrorsGoToStandardErrorWithExit64() throws {
            let tidings = try TidingsProcess()
            let unknown = try tidings.run("frobnicate")
            #expect(unknown.status == 64)
            #expect(unknown.output.isEmpty)
            #expect(unknown.errors.hasPrefix("tidings: unknown command 'frobnicate'\nusage: tidings"))
            let route = try tidings.run("open", "tidings://nowhere")
            #expect(route.status == 64)
            #expect(route.errors.contains("tidings://feeds"))
            #expect(try tidings.run("articles", "--unread", "--starred").status == 64)
        }

        @Test func everyCommandHasHelpAndTheProgramHasAVersion() throws {
            let tidings = try TidingsProcess()
            for command in [
                "feeds", "add", "remove", "refresh", "articles", "read", "mark", "mark-all-read", "search",
                "import", "export", "share", "inspect", "config", "completion",
            ] {
                let help = try tidings.run(command, "--help")
                #expect(help.status == 0)
                #expect(help.output.hasPrefix("usage: tidings \(command)"), "\(command)")
            }
            #expect(try tidings.run("--version").output == "tidings 0.1.0\n")
            #expect(try tidings.run("version").output == "tidings 0.1.0\n")
            #expect(try tidings.run("version", "--json").output == "{\n  \"version\" : \"0.1.0\"\n}\n")
        }

        @Test func aConflictingKeyBindingStopsStartUpNamingBothActions() throws {
            let tidings = try TidingsProcess()
            try tidings.writeUserPlist(["keys": ["articles": ["down": ["k"]]]])
            let result = try tidings.run("feeds")
            #expect(result.status == 65)
            #expect(
                result.errors.hasSuffix(
                    "/config/tidings/Tidings.plist: on the articles screen, k would do both down and up; "
                        + "bind one of them to another key\n"))
            #expect(result.errors.split(separator: "\n").count == 1)
            try tidings.writeUserPlist(["keys": ["articles": ["dwon": "j"]]])
            let unknown = try tidings.run("feeds")
            #expect(unknown.status == 65)
            #expect(unknown.errors.contains("keys.articles.dwon"))
        }

        @Test func badConfigurationIsBadData() throws {
            let tidings = try TidingsProcess(extraEnvironment: ["TIDINGS_NETWORK_MAX_REDIRECTS": "lots"])
            let result = try tidings.run("feeds")
            #expect(result.status == 65)
            #expect(result.errors.contains("TIDINGS_NETWORK_MAX_REDIRECTS"))
        }

        @Test func anUnknownTidingsVariableIsOneWarningNotAFailure() throws {
            let tidings = try TidingsProcess(extraEnvironment: ["TIDINGS_BIN": "/opt/tidings/bin/tidings"])
            let feeds = try tidings.run("feeds")
            #expect(feeds.status == 0)
            #expect(
                feeds.errors
                    == "tidings: warning: ignoring the environment variable TIDINGS_BIN, which names no setting\n"
            )
            let config = try tidings.run("config")
            #expect(config.status == 0)
            #expect(
                config.output.contains(
                    "Ignored environment variables (they name no setting):\n  TIDINGS_BIN\n"))
        }

        @Test func configAndCompletionNeedNoLibrary() throws {
            let tidings = try TidingsProcess()
            let config = try tidings.run("config")
            #expect(config.status == 0)
            #expect(config.output.contains("network.userAgent"))
            let completion = try tidings.run("completion", "bash")
            #expect(completion.output.contains("complete -F _tidings tidings"))
            #expect(try tidings.run("version").status == 0)
            #expect(
                !FileManager.default.fileExists(
                    atPath: tidings.dataDirectory.appendingPathComponent("library.sqlite").path),
                "config, completion and version open no library")
        }
    }
}
