import FeedParserService
import Foundation
import LibraryModelLogic
import SubscriptionLogic
import Testing

/// `exec:` and `filter:` feeds through real programs: scripts written for each test into a
/// folder of their own, the web answered from memory.
@Suite struct ProgramFeedFetching {
    /// A folder holding `bin/NAME` scripts, its path as `HOME`.
    struct Scripts {
        let home: URL

        init(_ scripts: [String: String]) throws {
            home = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-programs-\(UUID())")
            let bin = home.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            for (name, body) in scripts {
                let file = bin.appendingPathComponent(name)
                try ("#!/bin/sh\n" + body).write(to: file, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: file.path)
            }
        }

        func fetcher(web: any FeedFetching = InMemoryFeedFetcher(), timeout: Double = 10) -> SourceFeedFetcher
        {
            SourceFeedFetcher(
                web: web,
                programs: FeedPrograms(
                    environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"], timeoutSeconds: timeout,
                    outputLimit: 1 << 16))
        }

        func remove() { try? FileManager.default.removeItem(at: home) }
    }

    static func url(_ typed: String) throws -> URL {
        try #require(FeedSource(typed: typed)?.url)
    }

    @Test func anExecFeedIsItsProgramsOutputWithItsWordsAsWritten() async throws {
        let scripts = try Scripts(["make-feed": #"printf '<rss>%s|%s</rss>' "$1" "$2""#])
        defer { scripts.remove() }
        let url = try Self.url(#"exec:~/bin/make-feed "two words" 'and: more'"#)
        let response = try await scripts.fetcher().fetch(FetchRequest(url: url))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "<rss>two words|and: more</rss>")
        #expect(response.finalURL == url)
        #expect(response.baseURL == nil)
    }

    @Test func aFilterFeedPassesTheFetchedBodyThroughItsProgram() async throws {
        let scripts = try Scripts(["shout": "tr a-z A-Z"])
        defer { scripts.remove() }
        let web = InMemoryFeedFetcher()
        let address = try #require(URL(string: "https://example.org/feed.xml"))
        await web.serve(address, body: Data("<rss>quiet</rss>".utf8), etag: "\"v1\"")
        let url = try Self.url("filter:~/bin/shout:https://example.org/feed.xml")
        let fetcher = scripts.fetcher(web: web)
        let response = try await fetcher.fetch(FetchRequest(url: url))
        #expect(String(decoding: response.body, as: UTF8.self) == "<RSS>QUIET</RSS>")
        #expect(response.finalURL == url)
        #expect(response.baseURL == address)
        #expect(response.etag == "\"v1\"")
        // Unchanged, the address answers 304 and the program does not run.
        let again = try await fetcher.fetch(FetchRequest(url: url, etag: "\"v1\""))
        #expect(again.isNotModified)
        #expect(await web.requests.map(\.url) == [address, address])
    }

    /// A program's output is the feed or nothing: a page it prints never leads to the feeds the
    /// page links to.
    @Test func thePageAProgramPrintsIsNotSearchedForFeeds() async throws {
        let scripts = try Scripts([
            "page":
                #"echo '<html><head><link rel="alternate" type="application/rss+xml" href="https://example.org/feed"></head></html>'"#
        ])
        defer { scripts.remove() }
        let web = InMemoryFeedFetcher()
        await web.serve(try #require(URL(string: "https://example.org/feed")), body: Data("<rss/>".utf8))
        let locator = FeedLocator(
            fetcher: scripts.fetcher(web: web), parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20))
        await #expect(throws: SubscriptionError.self) {
            try await locator.locate(try Self.url("exec:~/bin/page"))
        }
        #expect(await web.requests.isEmpty)
    }

    @Test func aFailingProgramSaysWhatItWroteToStandardError() async throws {
        let scripts = try Scripts(["broken": "echo 'cannot reach the weather service' >&2\nexit 2"])
        defer { scripts.remove() }
        await #expect(
            throws: FetchFailure(.other, "broken exited with status 2: cannot reach the weather service")
        ) {
            try await scripts.fetcher().fetch(FetchRequest(url: try Self.url("exec:~/bin/broken")))
        }
    }

    @Test func aMissingOrSlowProgramFailsWithAReason() async throws {
        let scripts = try Scripts(["slow": "sleep 20"])
        defer { scripts.remove() }
        let fetcher = scripts.fetcher(timeout: 0.3)
        let slow = try Self.url("exec:~/bin/slow")
        let absent = try Self.url("exec:~/bin/absent --x")
        let unreadable = try Self.url(#"exec:~/bin/slow "unclosed"#)
        let failures = [
            await Self.failure(fetcher, slow), await Self.failure(fetcher, absent),
            await Self.failure(fetcher, unreadable),
        ]
        #expect(failures[0]?.kind == .timeout)
        #expect(failures[0]?.message.hasPrefix("slow did not finish within 0 s") == true)
        #expect(
            failures[1]?.message.contains("bin/absent is not installed, not on PATH or not executable")
                == true)
        #expect(failures[2]?.message.hasPrefix(#"the command '~/bin/slow "unclosed' cannot be read"#) == true)
    }

    /// How fetching `url` failed; nil when it did not.
    static func failure(_ fetcher: SourceFeedFetcher, _ url: URL) async -> FetchFailure? {
        do {
            _ = try await fetcher.fetch(FetchRequest(url: url))
            return nil
        } catch {
            return error
        }
    }
}
