import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

extension EndToEnd {
    /// A feed's own settings through the command line, against a real HTTP server on loopback.
    @Suite struct FeedSettingCommands {
        @Test func aFeedIsFetchedAsItsSettingsSayAndPausedUntilResumed() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            _ = try tidings.run("add", server.url("/news.rss").absoluteString)
            _ = try tidings.run("add", server.url("/blog.atom").absoluteString)
            let news = try #require(
                try tidings.run("feeds", "--json").objects().first {
                    ($0["url"] as? String)?.hasSuffix("news.rss") == true
                }?[
                    "id"] as? Int)

            let agent = try tidings.run("feed", "set", String(news), "userAgent", "Mozilla/5.0 (compatible)")
            #expect(
                agent.status == 0 && agent.output == "Loopback News: userAgent is Mozilla/5.0 (compatible)\n")
            #expect(
                try tidings.run("feed", "set", "loopback news", "header", "X-Api-Key: s3cret").status == 0)
            #expect(try tidings.run("feed", "set", String(news), "refreshMinutes", "60").status == 0)
            let set = try tidings.run("feed", "set", String(news), "keepDays", "30", "--json")
            let settings = try #require((try set.json() as? [String: Any])?["settings"] as? [String: Any])
            #expect(settings["refreshMinutes"] as? Int == 60 && settings["keepDays"] as? Int == 30)
            #expect(settings["header"] as? String == "X-Api-Key: s3cret")

            #expect(try tidings.run("refresh").status == 0)
            let fetched = try #require(server.requests(to: "/news.rss").last)
            #expect(fetched.header("User-Agent") == "Mozilla/5.0 (compatible)")
            #expect(fetched.header("X-Api-Key") == "s3cret")
            #expect(server.requests(to: "/blog.atom").last?.header("X-Api-Key") == nil)
            #expect(
                server.requests(to: "/blog.atom").last?.header("User-Agent")?.hasPrefix("Tidings/") == true)

            // Within its hour, a refresh of every feed leaves it alone; by name, it is fetched.
            let before = server.requests(to: "/news.rss").count
            let again = try tidings.run("refresh", "--json")
            #expect((try again.json() as? [String: Any])?["notDue"] as? Int == 1)
            #expect(server.requests(to: "/news.rss").count == before)
            #expect(try tidings.run("refresh", "--feed", String(news)).status == 0)
            #expect(server.requests(to: "/news.rss").count == before + 1)

            // Paused: listed as such, never fetched, not even by name, until unset.
            #expect(try tidings.run("feed", "set", String(news), "paused", "yes").status == 0)
            #expect(try tidings.run("feeds").output.contains("paused"))
            let paused = try tidings.run("refresh", "--feed", String(news))
            #expect(paused.status == 0 && paused.output.contains("1 paused"))
            #expect(server.requests(to: "/news.rss").count == before + 1)
            let resumed = try tidings.run("feed", "unset", String(news), "paused")
            #expect(resumed.output == "Loopback News is not paused: refreshes and syncs fetch it again\n")

            // The export carries the settings, and an import elsewhere brings them back.
            let exported = try tidings.run("export")
            #expect(exported.output.contains("ns1:refreshMinutes=\"60\""))
            let file = tidings.dataDirectory.appendingPathComponent("feeds.opml")
            try Data(exported.output.utf8).write(to: file)
            let elsewhere = try TidingsProcess()
            #expect(try elsewhere.run("import", file.path).status == 0)
            let imported = try elsewhere.run("feeds", "--json").objects().first {
                ($0["url"] as? String)?.hasSuffix("news.rss") == true
            }
            #expect(
                (imported?["settings"] as? [String: Any])?["userAgent"] as? String
                    == "Mozilla/5.0 (compatible)")
        }

        @Test func wrongSettingsAreUsageErrorsThatSayWhatToWrite() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            _ = try tidings.run("add", server.url("/news.rss").absoluteString)
            let cases: [([String], String)] = [
                (
                    ["feed", "set", "1", "reload", "5"],
                    "there is no feed setting 'reload'; the settings are paused,"
                ),
                (
                    ["feed", "set", "1", "refreshMinutes", "soon"],
                    "refreshMinutes takes a whole number of minutes from 1 to 525600, not 'soon'"
                ),
                (
                    ["feed", "set", "1", "header", "Host: evil.example"],
                    "header takes a header field as Name: value"
                ),
                (["feed", "unset", "1", "colour"], "there is no feed setting 'colour'"),
                (["feed", "set", "1", "paused"], "usage: tidings feed set FEED KEY VALUE"),
            ]
            for (arguments, message) in cases {
                let result = try tidings.run(arguments)
                #expect(result.status == 64, "\(arguments)")
                #expect(result.errors.contains(message), "\(arguments): \(result.errors)")
            }
            let missing = try tidings.run("feed", "set", "nothing-here", "paused", "true")
            #expect(missing.status == 64 && missing.errors.contains("nothing-here"), "\(missing.errors)")
            #expect(try tidings.run("feeds", "--json").objects().first?["settings"] == nil)
        }
    }
}
