import Foundation
import SubscriptionLogic
import Testing

@Suite struct InMemoryFetcher {
    @Test func servesBodiesAndAnswers304ToMatchingValidators() async throws {
        let fetcher = InMemoryFeedFetcher()
        let url = link("https://example.com/feed")
        await fetcher.serve(
            url, body: Data("feed".utf8), etag: "\"e1\"", lastModified: "Mon, 01 Jan 2026 00:00:00 GMT")
        let first = try await fetcher.fetch(FetchRequest(url: url))
        #expect(first.status == 200 && first.body == Data("feed".utf8))
        let again = try await fetcher.fetch(FetchRequest(url: url, etag: "\"e1\""))
        #expect(again.isNotModified && again.body.isEmpty)
        let byDate = try await fetcher.fetch(
            FetchRequest(url: url, lastModified: "Mon, 01 Jan 2026 00:00:00 GMT"))
        #expect(byDate.isNotModified)
        await #expect(throws: FetchFailure.self) {
            try await fetcher.fetch(FetchRequest(url: link("https://example.com/none")))
        }
        #expect(await fetcher.requests.count == 4)
    }

    @Test func charsetComesFromTheContentType() {
        let response = FetchResponse(
            finalURL: link("https://example.com/"), contentType: "text/xml; Charset=\"ISO-8859-1\"")
        #expect(response.charset == "ISO-8859-1")
        #expect(FetchResponse(finalURL: link("https://example.com/"), contentType: "text/xml").charset == nil)
    }
}
