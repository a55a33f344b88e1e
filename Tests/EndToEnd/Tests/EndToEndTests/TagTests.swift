import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

/// A tag is one thing: spelled `Über` or `über`, `STRASSE` or `straße`, with a precomposed or a
/// decomposed `é`, it names the same feeds in every command that takes `--tag` and in the filters'
/// `tags #`, and it keeps the spelling it was first given for display.
extension EndToEnd {
    @Suite struct Tags {
        /// The precomposed and the decomposed spelling of the same word.
        static let cafeComposed = "Caf\u{E9}"
        static let cafeDecomposed = "cafe\u{301}"

        @Test func everyCommandThatTakesATagAgreesOnUnicodeSpellings() throws {
            let server = try fixtureServer()
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let news = server.url("/news.rss").absoluteString
            let blog = server.url("/blog.atom").absoluteString
            #expect(try tidings.run("add", news, "--tag", "Über", "--tag", Self.cafeComposed).status == 0)
            #expect(try tidings.run("add", blog, "--tag", "STRASSE", "--tag", "über").status == 0)

            // Refresh: only the feeds the tag names.
            let refreshed = try tidings.run("refresh", "--tag", "ÜBER")
            #expect(refreshed.status == 0, "\(refreshed.errors)")
            #expect(refreshed.output == "Checked 2 feed(s): 5 new article(s).\n")
            let one = try tidings.run("refresh", "--tag", "straße")
            #expect(one.output == "Checked 1 feed(s): 0 new article(s).\n", "\(one.errors)")

            // The feeds keep the spelling the tag was first given (blog, then news, by title).
            let feeds = try tidings.run("feeds", "--json").objects()
            #expect(
                feeds.map { $0["tags"] as? [String] } == [["STRASSE", "Über"], [Self.cafeComposed, "Über"]])

            // Timelines.
            let count = { (tag: String) throws -> Int in
                try tidings.run("articles", "--tag", tag, "--json").objects().count
            }
            #expect(try count("über") == 5)
            #expect(try count(Self.cafeDecomposed) == 3)
            #expect(try count("CAF\u{C9}") == 3)
            #expect(try count("straße") == 2)
            #expect(try count("Strasse") == 2)
            let listed = try tidings.run("articles", "--tag", "über")
            #expect(listed.output.hasPrefix("Articles tagged Über · 5 shown · 5 unread"), "\(listed.output)")

            // Filters, on the command line and in a query feed.
            let filtered = try tidings.run("articles", "--filter", #"tags # "cafe\#u{301}""#, "--json")
            #expect(try filtered.objects().count == 3)
            #expect(try tidings.run("query", "add", "Roads", #"tags # "STRAßE""#).status == 0)
            #expect(try tidings.run("articles", "--query", "Roads", "--json").objects().count == 2)

            // Marking all read.
            let marked = try tidings.run("mark-all-read", "--tag", "café")
            #expect(marked.status == 0, "\(marked.errors)")
            #expect(marked.output.hasPrefix("Marked 3 articles read"), "\(marked.output)")
            #expect(try tidings.run("articles", "--unread", "--tag", "ÜBER", "--json").objects().count == 2)
            let rest = try tidings.run("mark-all-read", "--tag", "strasse")
            #expect(rest.output.hasPrefix("Marked 2 articles read"), "\(rest.output)")

            // A tag no feed carries is an error, with the usage exit code.
            let unknown = try tidings.run("articles", "--tag", "uber")
            #expect(unknown.status == 64)
            #expect(unknown.errors.hasPrefix("tidings: no feed carries the tag 'uber'"))
        }
    }
}
