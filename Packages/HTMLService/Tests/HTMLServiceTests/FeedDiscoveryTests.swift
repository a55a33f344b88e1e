import Foundation
import HTMLService
import Testing

private func discover(_ fixture: String, page: String, charset: String? = nil) throws -> DiscoveredFeeds {
    let url = try #require(URL(string: page))
    return try FeedDiscovery(maxBytes: 1 << 20).discover(
        page: Fixture.data(fixture), url: url, charset: charset)
}

private func feed(_ url: String, _ title: String?, _ kind: FeedKind) throws -> DiscoveredFeed {
    DiscoveredFeed(url: try #require(URL(string: url)), title: title, kind: kind)
}

private func urls(_ strings: [String]) throws -> [URL] {
    try strings.map { try #require(URL(string: $0)) }
}

@Suite struct FeedDiscoveryFixtures {
    @Test func severalLinksInPageOrder() throws {
        let found = try discover(
            "discovery-several-links.html", page: "https://blog.example.test/2024/post.html")
        #expect(
            found.advertised == [
                try feed("https://blog.example.test/rss.xml", "Posts (RSS)", .rss),
                try feed("https://blog.example.test/atom.xml", "Posts (Atom)", .atom),
                try feed("https://blog.example.test/feed.json", "Posts (JSON Feed)", .jsonFeed),
                try feed("https://blog.example.test/posts.json", "JSON Feed", .jsonFeed),
                try feed("https://blog.example.test/comments/feed/", "Comments", .rss),
            ])
        #expect(
            found.guesses
                == (try urls(["https://blog.example.test/feed", "https://blog.example.test/index.xml"])))
    }

    @Test func baseHrefAppliesToEveryLink() throws {
        let found = try discover("discovery-base-href.html", page: "https://www.example.test/blog/")
        #expect(
            found.advertised == [
                try feed("https://static.example.test/site/feeds/all.atom", "Before base", .atom),
                try feed("https://static.example.test/site/rss", "After base", .rss),
            ])
        #expect(found.guesses.first == URL(string: "https://www.example.test/feed"))
    }

    @Test func relativeURLsResolveAgainstThePage() throws {
        let found = try discover(
            "discovery-relative-urls.html", page: "https://example.test/blog/posts/index.html")
        #expect(
            found.advertised.map(\.url)
                == (try urls([
                    "https://example.test/blog/feed.xml",
                    "https://cdn.example.test/feed.xml",
                    "https://example.test/blog/posts/index.html?format=rss",
                    "https://example.test/blog/posts/sub/feed.xml",
                    "http://other.test:8080/x.rss",
                ])))
        #expect(
            found.advertised.map(\.title) == ["Parent", "Protocol relative", "Query", "Spaces", "Absolute"])
    }

    @Test func relAndTypeInAnyCaseWithSeveralTokens() throws {
        let found = try discover("discovery-mixed-case-rel.html", page: "http://example.test/")
        #expect(
            found.advertised == [
                try feed("http://example.test/one.rss", "Upper case", .rss),
                try feed("http://example.test/two.atom", "Several tokens", .atom),
                try feed("http://example.test/three.json", "Whitespace", .jsonFeed),
            ])
    }

    @Test func aPageWithoutFeedsOffersOnlyGuesses() throws {
        let found = try discover("discovery-no-feeds.html", page: "https://example.test/about/?x=1")
        #expect(found.advertised.isEmpty)
        #expect(
            found.guesses
                == (try urls([
                    "https://example.test/feed", "https://example.test/rss.xml",
                    "https://example.test/atom.xml",
                    "https://example.test/index.xml", "https://example.test/feed.json",
                ])))
    }

    @Test(arguments: [nil, "ISO-8859-1"])
    func charsetFromThePageOrFromHTTP(_ charset: String?) throws {
        let found = try discover(
            "discovery-latin1-charset.html", page: "https://example.test/", charset: charset)
        #expect(found.advertised == [try feed("https://example.test/caf%C3%A9.rss", "Café news", .rss)])
    }
}

@Suite struct FeedDiscoveryRules {
    @Test func guessesKeepThePort() throws {
        let page = try #require(URL(string: "http://other.test:8080/deep/page?q=1"))
        #expect(
            FeedDiscovery.guesses(for: page)
                == (try urls([
                    "http://other.test:8080/feed", "http://other.test:8080/rss.xml",
                    "http://other.test:8080/atom.xml",
                    "http://other.test:8080/index.xml", "http://other.test:8080/feed.json",
                ])))
    }

    @Test func pagesOverTheLimitAreRefused() throws {
        let url = try #require(URL(string: "https://example.test/"))
        #expect(throws: HTMLServiceError.pageTooLarge(size: 26, limit: 10)) {
            try FeedDiscovery(maxBytes: 10).discover(page: Data("<html><body></body></html>".utf8), url: url)
        }
    }

    @Test func errorsSayWhatToDo() {
        #expect(
            HTMLServiceError.pageTooLarge(size: 26, limit: 10).description
                == "the page is 26 bytes, over the limit of 10 bytes; raise parser.maxDocumentBytes to read it"
        )
    }

    @Test func emptyPageHasNoFeeds() throws {
        let url = try #require(URL(string: "https://example.test/"))
        let found = try FeedDiscovery(maxBytes: 100).discover(page: Data(), url: url)
        #expect(found.advertised.isEmpty)
        #expect(found.guesses.count == 5)
    }
}
