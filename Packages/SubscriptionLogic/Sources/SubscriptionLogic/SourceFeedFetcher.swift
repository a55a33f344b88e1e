import FoundationEssentials
import LibraryModelLogic

/// Fetches a feed from wherever its `FeedSource` says: an address through `web`, an `exec:`
/// feed from its program's output, a `filter:` feed by fetching its address through `web`
/// (conditionally, as any feed) and passing a changed body through its program.
///
/// The answer's `finalURL` is the feed's own `exec:` or `filter:` URL (with the address after
/// redirects), so the feed keeps its source; relative links resolve against `baseURL`, the
/// fetched address for a filter, nothing for a program's output.
public struct SourceFeedFetcher: FeedFetching {
    public let web: any FeedFetching
    public let programs: FeedPrograms

    public init(web: any FeedFetching, programs: FeedPrograms) {
        self.web = web
        self.programs = programs
    }

    public func fetch(_ request: FetchRequest) async throws(FetchFailure) -> FetchResponse {
        switch FeedSource(request.url) {
        case .web:
            return try await web.fetch(request)
        case .program(let command):
            let output = try await programs.output(of: command, input: nil)
            var response = FetchResponse(finalURL: request.url, status: 200, body: output)
            response.baseURL = nil
            return response
        case .filtered(let program, let url):
            var fetched = try await web.fetch(
                FetchRequest(
                    url: url, etag: request.etag, lastModified: request.lastModified, headers: request.headers
                ))
            let source = FeedSource.filtered(program: program, url: fetched.finalURL).url ?? request.url
            fetched.baseURL = fetched.finalURL
            fetched.finalURL = source
            guard (200..<300).contains(fetched.status) else { return fetched }
            fetched.body = try await programs.output(of: program, input: fetched.body)
            // The program's output is a new document: the charset of the fetched one no longer holds.
            fetched.contentType = nil
            return fetched
        }
    }
}
