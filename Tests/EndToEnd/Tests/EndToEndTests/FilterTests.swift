import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

/// Filters and query feeds through the real binary, against feeds a loopback server serves.
extension EndToEnd {
    @Suite struct Filtering {
        @Test func articlesFilterAndItsErrors() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            _ = try tidings.run("add", server.url("/news.rss").absoluteString, "--tag", "news")
            _ = try tidings.run("add", server.url("/blog.atom").absoluteString)
            #expect(try tidings.run("refresh").status == 0)
            let schedulers = try tidings.run("articles", "--filter", #"title =~ "SCHEDULERS""#, "--json")
                .objects()
            #expect(
                Set(schedulers.compactMap { $0["title"] as? String }) == [
                    "Kernel release brings new schedulers", "Writing about schedulers",
                ])
            let tagged = try tidings.run(
                "articles", "--filter", #"tags # "news" and not title # "kernel""#, "--json")
            #expect(
                Set(try tagged.objects().compactMap { $0["title"] as? String }) == [
                    "Compilers and caches", "Old announcement",
                ])
            let wrong = try tidings.run("articles", "--filter", #"unread = "yes" and title =~"#)
            #expect(wrong.status == 64)
            #expect(wrong.errors.hasPrefix("tidings: filter: column 28: expected a value after '=~'\n"))
            let injected = try tidings.run(
                "articles", "--filter", #"title = "x'; DROP TABLE articles; --""#, "--json")
            #expect(try injected.objects().isEmpty)
            #expect(try tidings.run("articles", "--json").objects().count == 5)
        }

        @Test func queryFeedsAreListedCountedAndFollowARefresh() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            _ = try tidings.run("add", server.url("/news.rss").absoluteString)
            let added = try tidings.run("query", "add", "Schedulers", #"title =~ "scheduler""#, "--tag", "os")
            #expect(added.status == 0, "\(added.errors)")
            #expect(added.output == "Added the query feed 'Schedulers': 0 articles match it, 0 unread\n")
            #expect(try tidings.run("refresh").status == 0)
            _ = try tidings.run("add", server.url("/blog.atom").absoluteString)
            #expect(try tidings.run("refresh").status == 0)
            let listed = try tidings.run("query", "list", "--json").objects()
            #expect(listed.count == 1)
            #expect(listed.first?["name"] as? String == "Schedulers")
            #expect(listed.first?["total"] as? Int == 2)
            #expect(listed.first?["tags"] as? [String] == ["os"])
            let feeds = try tidings.run("feeds")
            #expect(feeds.output.contains("Schedulers"))
            // The two forms of the feed list list the same things: the query feed, then the feeds.
            let listedJSON = try tidings.run("feeds", "--json").objects()
            #expect(listedJSON.map { $0["kind"] as? String } == ["query", "feed", "feed"])
            #expect(listedJSON.first?["name"] as? String == "Schedulers")
            #expect(listedJSON.first?["total"] as? Int == 2)
            let matched = try tidings.run("articles", "--query", "schedulers", "--json").objects()
            #expect(matched.count == 2)
            let duplicate = try tidings.run("query", "add", "SCHEDULERS", "age < 1")
            #expect(duplicate.status == 64)
            let badFilter = try tidings.run("query", "add", "x", "age <")
            #expect(badFilter.status == 64)
            #expect(badFilter.errors.hasPrefix("tidings: filter: column 6: expected a value after '<'"))
            let removed = try tidings.run("query", "remove", "Schedulers")
            #expect(removed.status == 0)
            #expect(try tidings.run("query", "list", "--json").objects().isEmpty)
            #expect(try tidings.run("articles", "--query", "Schedulers").status == 64)
        }
        @Test func ignoreRulesKeepArticlesOutDuringARefreshButNeverStarredOnes() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            _ = try tidings.run("add", server.url("/news.rss").absoluteString)
            _ = try tidings.run("add", server.url("/blog.atom").absoluteString)
            let drop = try tidings.run("ignore", "add", #"title =~ "kernel""#)
            #expect(drop.status == 0, "\(drop.errors)")
            let hide = try tidings.run(
                "ignore", "add", #"title # "hello""#, "--feed", server.url("/blog.atom").absoluteString,
                "--hide")
            #expect(hide.status == 0, "\(hide.errors)")
            let refresh = try tidings.run("refresh")
            #expect(refresh.output == "Checked 2 feed(s): 3 new article(s).\n")
            let titles = { () throws -> Set<String> in
                Set(try tidings.run("articles", "--json").objects().compactMap { $0["title"] as? String })
            }
            #expect(try titles() == ["Compilers and caches", "Old announcement", "Writing about schedulers"])
            #expect(try tidings.run("refresh").output == "Checked 2 feed(s): 0 new article(s).\n")
            #expect(try titles().count == 3)
            let rules = try tidings.run("ignore", "list", "--json").objects()
            #expect(rules.map { $0["hides"] as? Bool } == [false, true])
            let tested = try tidings.run("ignore", "test", #"title =~ "c""#)
            #expect(tested.status == 0)
            #expect(tested.output.hasPrefix("It would catch 3 stored articles; nothing was changed"))
            let compilers = try #require(
                try tidings.run("articles", "--json").objects().first {
                    $0["title"] as? String == "Compilers and caches"
                })
            let id = try #require(compilers["id"] as? Int)
            #expect(try tidings.run("mark", String(id), "--star").status == 0)
            #expect(try tidings.run("ignore", "add", #"title =~ "compilers|old""#, "--hide").status == 0)
            #expect(try titles() == ["Compilers and caches", "Writing about schedulers"])
            #expect(try tidings.run("ignore", "remove", "2").status == 0)
            #expect(try titles() == ["Compilers and caches", "Writing about schedulers", "Hello"])
            let unknown = try tidings.run("ignore", "remove", "9")
            #expect(unknown.status == 64)
            let wrong = try tidings.run("ignore", "add", "title =~")
            #expect(wrong.status == 64)
            #expect(wrong.errors.hasPrefix("tidings: filter: column 9: expected a value after '=~'"))
        }
    }
}
