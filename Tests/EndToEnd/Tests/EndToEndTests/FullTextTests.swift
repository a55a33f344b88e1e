import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

extension EndToEnd {
    /// `tidings extract` on loopback pages and saved files: the article, its JSON, and the
    /// documented status of a page with no article, one that 404s and a file that is not there.
    @Suite struct FullText {
        func pageServer() throws -> LoopbackServer {
            let server = try LoopbackServer()
            server.setRoute(
                .fixed(
                    LoopbackResponse(
                        status: 200, headers: ["Content-Type": "text/html; charset=utf-8"],
                        body: Fixture.data("harbour-story.html"))),
                for: "/2026/11/28/harbour-wall")
            server.setRoute(.fixed(.redirect(to: "/2026/11/28/harbour-wall")), for: "/short/wall")
            server.setRoute(
                .fixed(
                    .ok(
                        "<html><body><nav><a href=/a>A</a> <a href=/b>B</a></nav></body></html>",
                        contentType: "text/html")),
                for: "/links-only")
            server.setRoute(.fixed(.ok("%PDF-1.7", contentType: "application/pdf")), for: "/paper.pdf")
            server.setRoute(.fixed(.status(404)), for: "/gone")
            server.setRoute(.fixed(.redirect(to: "file:///etc/passwd")), for: "/to-a-file")
            return server
        }

        @Test func extractsAFetchedPage() throws {
            let server = try pageServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let text = try tidings.run("extract", server.url("/short/wall").absoluteString)
            #expect(text.status == 0, "\(text.errors)")
            let page = server.url("/2026/11/28/harbour-wall").absoluteString
            #expect(text.output.hasPrefix("The harbour wall is rebuilt\n"))
            #expect(text.output.contains("by     Mara Quay"))
            #expect(text.output.contains("link   \(page)"))
            #expect(text.output.contains("What changes for boats"))
            #expect(text.output.contains("[1] \(server.url("/notices/moorings").absoluteString)"))
            for furniture in [
                "Related stories", "Share on X", "cookies", "tracking", "color: red", "About us",
            ] {
                #expect(!text.output.contains(furniture), "\(furniture) left in the article")
            }

            let json = try #require(
                try tidings.run("extract", server.url("/short/wall").absoluteString, "--json").json()
                    as? [String: Any])
            #expect(json["url"] as? String == page)
            #expect(json["title"] as? String == "The harbour wall is rebuilt")
            #expect(json["byline"] as? String == "Mara Quay")
            #expect(json["published"] as? String == "2026-11-28T09:30:00Z")
            #expect(json["lang"] as? String == "en-GB")
            #expect(json["image"] as? String == server.url("/images/wall.jpg").absoluteString)
            let body = try #require(json["text"] as? String)
            #expect(body.hasPrefix("Work on the old harbour wall ended this week"))
            #expect(body.contains("\nThe engineers kept the granite facing"))
            #expect((json["html"] as? String)?.contains("<h2>What changes for boats</h2>") == true)
        }

        @Test func extractsASavedPageAgainstItsAddress() throws {
            let tidings = try TidingsProcess()
            let file = Fixture.folder.appendingPathComponent("harbour-story.html").path
            let json = try #require(
                try tidings.run("extract", file, "--url", "https://harbour.example/news/wall", "--json")
                    .json()
                    as? [String: Any])
            #expect(json["url"] as? String == "https://harbour.example/news/wall")
            #expect(json["image"] as? String == "https://harbour.example/images/wall.jpg")
            #expect((json["html"] as? String)?.contains("https://harbour.example/notices/moorings") == true)
            let bad = try tidings.run("extract", file, "--url", "mailto:someone")
            #expect(bad.status == 64)
        }

        @Test func saysWhyAPageHasNoArticle() throws {
            let server = try pageServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let cases: [(String, Int32, String)] = [
                (server.url("/links-only").absoluteString, 65, "no article was found"),
                (server.url("/paper.pdf").absoluteString, 65, "is not a web page but application/pdf"),
                (
                    server.url("/gone").absoluteString, 69,
                    "could not be fetched: the server answered 404 (the page is gone)"
                ),
                (server.url("/to-a-file").absoluteString, 69, "was not fetched"),
                ("ftp://harbour.example/wall.html", 64, "is not a web address"),
                ("/no/such/page.html", 74, "could not be read: no such file"),
            ]
            for (target, status, reason) in cases {
                let result = try tidings.run("extract", target)
                #expect(result.status == status, "\(target): \(result.errors)")
                #expect(result.errors.contains(reason), "\(target): \(result.errors)")
                #expect(result.errors.split(separator: "\n").count == 1, "\(target): \(result.errors)")
                #expect(result.output.isEmpty)
            }
        }

        /// A feed of teasers whose links lead to the story, a 404 and a page of links.
        /// Each article's id, by its title, as `articles --json` lists them.
        func articleIDs(in tidings: TidingsProcess) throws -> [String: String] {
            Dictionary(
                uniqueKeysWithValues: try tidings.run("articles", "--json").objects().compactMap {
                    article -> (String, String)? in
                    guard let title = article["title"] as? String, let id = article["id"] as? Int else {
                        return nil
                    }
                    return (title, String(id))
                })
        }

        func teaserFeed(on server: LoopbackServer) {
            func item(_ title: String, _ path: String) -> String {
                "<item><title>\(title)</title><link>\(server.url(path).absoluteString)</link>"
                    + "<guid>\(path)</guid><description>Short teaser only, read more.</description></item>"
            }
            let feed =
                "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Harbour Teasers</title>"
                + "<link>\(server.url("/").absoluteString)</link><description>d</description>"
                + item("Wall rebuilt", "/2026/11/28/harbour-wall") + item("Gone story", "/gone")
                + item("Link list", "/links-only") + "</channel></rss>"
            server.setRoute(.fixed(.ok(feed, contentType: "application/rss+xml")), for: "/teasers.rss")
        }

        @Test func readFullKeepsTheWholeArticle() throws {
            let server = try pageServer()
            defer { server.stop() }
            teaserFeed(on: server)
            let tidings = try TidingsProcess()
            let added = try tidings.run("add", server.url("/teasers.rss").absoluteString)
            #expect(added.status == 0, "\(added.errors)")
            _ = try tidings.run("refresh")
            let ids = try articleIDs(in: tidings)
            let wall = try #require(ids["Wall rebuilt"])
            let teaser = try tidings.run("read", wall)
            #expect(teaser.output.contains("Short teaser only"))
            #expect(!teaser.output.contains("text   "))

            let full = try tidings.run("read", wall, "--full")
            #expect(full.status == 0, "\(full.errors)")
            #expect(full.output.contains("What changes for boats"))
            #expect(full.output.contains("text   the whole article, from its page"))
            #expect(!full.output.contains("Related stories"))

            // Kept: offline, searched, filtered, and the feed's text still there.
            server.setRoute(nil, for: "/2026/11/28/harbour-wall")
            let again = try tidings.run("read", wall)
            #expect(again.status == 0)
            #expect(again.output.contains("What changes for boats"))
            let found = try tidings.run("search", "granite facing", "--json").objects()
            #expect(found.map { "\($0["id"] ?? "")" } == [wall])
            let filtered = try tidings.run("articles", "--filter", "content =~ \"lock gates\"", "--json")
                .objects()
            #expect(filtered.map { "\($0["id"] ?? "")" } == [wall])
            let feedText = try tidings.run("read", wall, "--feed-text")
            #expect(feedText.output.contains("Short teaser only"))
            #expect(feedText.output.contains("text   the feed's (the whole article is kept"))
            let json = try #require(try tidings.run("read", wall, "--json").json() as? [String: Any])
            #expect(json["shown"] as? String == "full")
            #expect((json["fullText"] as? String)?.contains("<h2>What changes for boats</h2>") == true)
            #expect((json["text"] as? String)?.contains("What changes for boats") == true)
            #expect((json["content"] as? String)?.contains("Short teaser only") == true)
        }

        @Test func aFailedFullTextKeepsTheFeedsTextAndIsRemembered() throws {
            let server = try pageServer()
            defer { server.stop() }
            teaserFeed(on: server)
            let tidings = try TidingsProcess()
            _ = try tidings.run("add", server.url("/teasers.rss").absoluteString)
            _ = try tidings.run("refresh")
            let ids = try articleIDs(in: tidings)
            for (title, path, reason) in [
                ("Gone story", "/gone", "could not be fetched"),
                ("Link list", "/links-only", "no article was found"),
            ] {
                let id = try #require(ids[title])
                let failed = try tidings.run("read", id, "--full")
                #expect(failed.status == 1, "\(title): \(failed.errors)")
                #expect(failed.output.contains("Short teaser only"), "\(title)")
                // The header's text line wraps; read it as one line.
                let header = failed.output.replacingOccurrences(of: "\n       ", with: " ")
                #expect(header.contains("the whole article could not be had"), "\(title)")
                #expect(header.contains(reason), "\(title): \(failed.output)")
                let before = server.requests(to: path).count
                let json = try #require(try tidings.run("read", id, "--json").json() as? [String: Any])
                #expect(json["shown"] as? String == "feed")
                #expect((json["fullTextFailure"] as? String)?.contains(reason) == true, "\(title)")
                #expect(
                    server.requests(to: path).count == before, "\(title): a plain read fetched the page again"
                )
            }
        }
    }
}

extension EndToEnd {
    /// The reader's `f` key in a real terminal (tmux): the whole article fetched in the
    /// background from a slow page while keys keep working, then the feed's text again.
    @Suite(.enabled(if: TmuxSession.isAvailable, "tmux is needed for the interactive tests"))
    struct FullTextKey {
        @Test func fFetchesTheWholeArticleWithoutBlockingTheKeys() throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let page = server.url("/2026/11/28/harbour-wall")
            server.setRoute(
                .fixed(
                    LoopbackResponse(
                        status: 200, headers: ["Content-Type": "text/html; charset=utf-8"],
                        body: Fixture.data("harbour-story.html"), delay: .seconds(2))),
                for: page.path)
            let feed =
                "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Harbour Teasers</title>"
                + "<link>\(server.url("/").absoluteString)</link><description>d</description>"
                + "<item><title>Wall rebuilt</title><link>\(page.absoluteString)</link><guid>wall</guid>"
                + "<description>Short teaser only, read more.</description></item></channel></rss>"
            server.setRoute(.fixed(.ok(feed, contentType: "application/rss+xml")), for: "/teasers.rss")
            let tidings = try TidingsProcess()
            _ = try tidings.run("add", server.url("/teasers.rss").absoluteString)
            _ = try tidings.run("refresh")
            let command =
                "'\(tidings.binary.path)' --data-dir '\(tidings.dataDirectory.path)'; echo EXIT=$?; echo DONE; sleep 120"
            let session = try TmuxSession(command: command, environment: tidings.environment)

            try session.waitFor("Feeds · 1 · 1 unread")
            try session.send("Enter")
            try session.waitFor("Articles in Harbour Teasers")
            try session.send("Enter")
            try session.waitFor("Short teaser only")
            try session.send("f")
            try session.waitFor("fetching the whole article")
            try session.send("s")
            let starred = try session.waitFor("★ starred")
            #expect(
                starred.contains { $0.contains("fetching the whole article") }, "a key waited for the page")
            let whole = try session.waitFor("What changes for boats")
            #expect(whole.contains { $0.hasPrefix("text   the whole article, from its page") })
            #expect(whole.contains { $0.contains("★ starred") })
            try session.send("f")
            try session.waitFor("Short teaser only")
            try session.send("q")
            try session.send("q")
            try session.send("q")
            let after = try session.waitFor("DONE")
            #expect(after.contains("EXIT=0"))
            #expect(server.requests(to: page.path).count == 1)
            let json = try #require(try tidings.run("read", "1", "--json").json() as? [String: Any])
            #expect(json["shown"] as? String == "full")
        }
    }
}
