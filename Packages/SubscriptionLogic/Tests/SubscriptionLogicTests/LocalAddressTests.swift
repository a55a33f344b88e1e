import Foundation
import LibraryModelLogic
import SubscriptionLogic
import Testing

/// A document from elsewhere (an imported OPML file, a web page) may not make Tidings read a
/// local file; only what the user typed, or what Tidings ships, may.
@Suite struct LocalAddresses {
    @Test
    func anImportedFileMayNotNameLocalFeeds() async throws {
        let library = try await makeSubscriptions()
        let report = try await library.subscriptions.importOPML(try Fixture.data("local-files.opml"))
        #expect(report.added.map(\.url.absoluteString) == ["https://swift.example/feed.rss"])
        #expect(report.failed.map(\.url) == ["file:///etc/shadow"])
        #expect(
            report.failed.first?.reason
                == "an imported file may only name http or https feeds, not local files")
        #expect(await !library.fetcher.requests.contains { $0.url.isFileURL })
    }

    @Test
    func theDemoMayFollowLocalFeeds() async throws {
        let library = try await makeSubscriptions()
        let report = try await library.subscriptions.importOPML(
            try Fixture.data("local-files.opml"), addresses: .webAndLocalFiles)
        #expect(report.added.count == 2)
    }

    @Test
    func aWebPageMayNotSendTidingsToALocalFile() async throws {
        let library = try await makeSubscriptions()
        let page = try #require(URL(string: "https://sly.example/"))
        await library.fetcher.serve(
            page, body: try Fixture.data("page-local-feed.html"), contentType: "text/html")
        await #expect(throws: SubscriptionError.self) {
            _ = try await library.subscriptions.add(page, tags: [])
        }
        #expect(await !library.fetcher.requests.contains { $0.url.isFileURL })
    }

    @Test func onlyALocalPageMayLeadToALocalFile() throws {
        let local = URL(fileURLWithPath: "/srv/feeds/index.html")
        let web = try #require(URL(string: "https://example.com/"))
        let file = URL(fileURLWithPath: "/srv/feeds/feed.xml")
        #expect(FeedAddress.mayFollow(file, from: local))
        #expect(!FeedAddress.mayFollow(file, from: web))
        #expect(FeedAddress.mayFollow(web, from: local))
        #expect(try !FeedAddress.mayFollow(#require(URL(string: "javascript:alert(1)")), from: web))
    }
}
