import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

extension EndToEnd.FullText {
    /// `add --full-text` and `full-text FEED [--off]`: a refresh keeps the whole article of each
    /// new item, reports the pages it could not have without failing the feed, and a feed turned
    /// off keeps only its own text from then on.
    @Test func aFullTextFeedKeepsItsNewArticlesWholeAtRefresh() throws {
        let server = try pageServer()
        defer { server.stop() }
        teaserFeed(on: server)
        let tidings = try TidingsProcess()
        let added = try tidings.run("add", server.url("/teasers.rss").absoluteString, "--full-text")
        #expect(added.status == 0, "\(added.errors)")
        #expect(added.output.contains("keeping the full text of each new article"))

        let refreshed = try tidings.run("refresh", "--json")
        #expect(refreshed.status == 0, "a page that fails must not fail the refresh: \(refreshed.errors)")
        let summary = try #require(try refreshed.json() as? [String: Any])
        #expect((summary["failures"] as? [Any])?.isEmpty == true)
        let fullTexts = try #require(summary["fullTexts"] as? [String: Any])
        #expect(fullTexts["kept"] as? Int == 1)
        let misses = try #require(fullTexts["failures"] as? [[String: Any]])
        #expect(Set(misses.compactMap { $0["title"] as? String }) == ["Gone story", "Link list"])

        // Kept with the article: read shows it without --full, offline, and filters read it.
        server.setRoute(nil, for: "/2026/11/28/harbour-wall")
        let wall = try #require(try articleIDs(in: tidings)["Wall rebuilt"])
        let read = try tidings.run("read", wall)
        #expect(read.status == 0, "\(read.errors)")
        #expect(read.output.contains("What changes for boats"))
        #expect(read.output.contains("text   the whole article, from its page"))
        let filtered = try tidings.run("articles", "--filter", "content =~ \"lock gates\"", "--json")
            .objects()
        #expect(filtered.compactMap { ($0["id"] as? Int).map(String.init) } == [wall])

        let feeds = try tidings.run("feeds", "--json").objects()
        #expect(feeds.first?["fullText"] as? Bool == true)
        let off = try tidings.run("full-text", "Harbour Teasers", "--off", "--json")
        #expect(off.status == 0, "\(off.errors)")
        #expect((try off.json() as? [String: Any])?["fullText"] as? Bool == false)
        #expect(try tidings.run("feeds", "--json").objects().first?["fullText"] == nil)
        let on = try tidings.run("full-text", "Harbour Teasers")
        #expect(on.output.contains("keeps the full text of each new article"))
        let missing = try tidings.run("full-text", "No such feed")
        #expect(missing.status != 0)
        #expect(missing.errors.contains("no feed matches"))
    }
}
