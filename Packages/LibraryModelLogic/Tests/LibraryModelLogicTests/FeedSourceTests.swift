import FoundationEssentials
import LibraryModelLogic
import Testing

@Suite struct FeedSources {
    @Test(arguments: [
        "exec:~/bin/make-feed",
        #"exec:~/bin/make-feed "two words" --from=a:b 100% ü"#,
        "filter:~/bin/clean --strict:https://example.org/feed.xml?a=1&b=%20",
        "filter:sed 's/a/b/':file:///home/user/feed.xml",
    ])
    func aTypedSourceKeepsItsTextThroughItsURL(_ text: String) throws {
        let source = try #require(FeedSource(typed: text))
        #expect(source.runsProgram)
        #expect(source.text == text)
        let url = try #require(source.url)
        #expect(url.scheme == (text.hasPrefix("exec:") ? "exec" : "filter"))
        #expect(FeedSource(url) == source)
        #expect(FeedSource.runsProgram(url))
        #expect(!url.absoluteString.contains(" "))
    }

    @Test func aFilterKeepsItsProgramAndAddressApart() throws {
        let source = try #require(FeedSource(typed: "filter:tidy -q:https://example.org/a:b"))
        #expect(
            source == .filtered(program: "tidy -q", url: try #require(URL(string: "https://example.org/a:b")))
        )
    }

    @Test(arguments: [
        "exec:", "exec:   ", "filter:", "filter:prog", "filter::https://example.org/",
        "filter:prog:ftp://x/f",
        "https://example.org/", "query:x:y",
    ])
    func textThatNamesNoProgramIsNone(_ text: String) {
        #expect(FeedSource(typed: text) == nil)
    }

    @Test func anAddressIsAWebSource() throws {
        let url = try #require(URL(string: "https://example.org/feed"))
        #expect(FeedSource(url) == .web(url))
        #expect(!FeedSource.runsProgram(url))
        #expect(FeedSource(url).text == "https://example.org/feed")
    }

    @Test func aFeedOfAProgramIsNamedByItsCommand() throws {
        let url = try #require(FeedSource(typed: "exec:~/bin/make feed")?.url)
        let feed = Feed(id: FeedID(1), url: url, addedAt: Date())
        #expect(feed.displayTitle == "exec:~/bin/make feed")
        #expect(feed.address == "exec:~/bin/make feed")
    }
}
