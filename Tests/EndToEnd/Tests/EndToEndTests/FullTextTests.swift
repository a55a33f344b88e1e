import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

extension EndToEnd {
    /// `tidings extract` on loopback pages and saved files: the article, its JSON, and the
    /// documented status of a page with no article, one that 404s and a file that is not there.
    @Suite struct FullText {
        private func pageServer() throws -> LoopbackServer {
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
                (server.url("/gone").absoluteString, 69, "could not be fetched"),
                ("ftp://harbour.example/wall.html", 64, "is not a web address"),
                ("/no/such/page.html", 74, "there is no such file"),
            ]
            for (target, status, reason) in cases {
                let result = try tidings.run("extract", target)
                #expect(result.status == status, "\(target): \(result.errors)")
                #expect(result.errors.contains(reason), "\(target): \(result.errors)")
                #expect(result.errors.split(separator: "\n").count == 1, "\(target): \(result.errors)")
                #expect(result.output.isEmpty)
            }
        }
    }
}
