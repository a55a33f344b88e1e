public import FeedParserService
public import FoundationEssentials
import HTMLService
import LibraryModelLogic

/// Finds the feed behind a URL a person gave: the URL itself when it is a feed, else the feeds
/// the page advertises, else the usual feed addresses of its site.
public struct FeedLocator: Sendable {
    /// What a URL turned out to be.
    public enum Found: Equatable, Sendable {
        /// A feed, fetched and parsed; `url` is where it was finally found.
        case feed(url: URL, parsed: ParsedFeed)
        /// A page advertising several feeds.
        case candidates([FeedCandidate])
    }

    let fetcher: any FeedFetching
    let parser: FeedParser
    let discovery: FeedDiscovery

    public init(fetcher: any FeedFetching, parserLimits: FeedParserLimits) {
        self.fetcher = fetcher
        parser = FeedParser(limits: parserLimits)
        discovery = FeedDiscovery(maxBytes: parserLimits.maxDocumentBytes)
    }

    public func locate(_ url: URL) async throws(SubscriptionError) -> Found {
        let response = try await fetch(url)
        let parseFailure: FeedParseError
        do {
            let parsed = try parser.parse(response.body, url: response.baseURL, charset: response.charset)
            return .feed(url: response.finalURL, parsed: parsed)
        } catch {
            parseFailure = error
        }
        // A program's output is the feed or nothing: its links are not looked for.
        guard case .notAFeed = parseFailure, !FeedSource.runsProgram(response.finalURL) else {
            throw .invalidFeed(url, cause: parseFailure)
        }
        guard
            let offered = try? discovery.discover(
                page: response.body, url: response.finalURL, charset: response.charset)
        else {
            throw .invalidFeed(url, cause: parseFailure)
        }
        // A page may not send Tidings to a local file, unless the page is a local file itself.
        let page = response.finalURL
        let advertised = offered.advertised.filter { FeedAddress.mayFollow($0.url, from: page) }
        switch advertised.count {
        case 0:
            return try await firstGuess(
                offered.guesses.filter { FeedAddress.mayFollow($0, from: page) }, page: url)
        case 1:
            let only = advertised[0]
            return .feed(url: only.url, parsed: try await parse(try await fetch(only.url), from: only.url))
        default:
            return .candidates(
                advertised.map { FeedCandidate(url: $0.url, title: $0.title, type: $0.kind.mimeType) }
            )
        }
    }

    /// Fetches `url`, or parses `url` as a file when it is one.
    func fetch(_ url: URL) async throws(SubscriptionError) -> FetchResponse {
        let response: FetchResponse
        do {
            response = try await fetcher.fetch(FetchRequest(url: url))
        } catch {
            throw .unreachable(url, cause: error)
        }
        guard (200..<300).contains(response.status) else {
            throw .unreachable(
                url, cause: FetchFailure(.status(response.status), "the server answered \(response.status)"))
        }
        return response
    }

    /// The bytes of the local file at `file`, read through the fetcher (a regular file only,
    /// within the document limits); a failure names the file and why.
    func readLocalFile(_ file: URL) async throws(SubscriptionError) -> Data {
        do {
            return try await fetcher.fetch(FetchRequest(url: file)).body
        } catch {
            throw .unreadableFile(path: file.path, cause: error)
        }
    }

    func parse(_ response: FetchResponse, from url: URL) async throws(SubscriptionError) -> ParsedFeed {
        var items: [ParsedItem] = []
        var feed = try parse(response, from: url) { items.append($0) }
        feed.items = items
        return feed
    }

    /// Parses `response`, handing each item to `each` as it is read; the feed returned holds no
    /// items.
    func parse(_ response: FetchResponse, from url: URL, each: (ParsedItem) -> Void) throws(SubscriptionError)
        -> ParsedFeed
    {
        do {
            return try parser.parse(
                response.body, url: response.baseURL, charset: response.charset, each: each)
        } catch {
            throw .invalidFeed(url, cause: error)
        }
    }

    /// Parses `response` in halves where it is large (see
    /// `FeedParser.parse(_:url:charset:each:secondHalf:halvesAtMostBytes:)`).
    func parse(
        _ response: FetchResponse, from url: URL, each: (ParsedItem) -> Void,
        secondHalf: @escaping @Sendable (ParsedItem) -> Void, halvesAtMostBytes: Int
    ) throws(SubscriptionError) -> (feed: ParsedFeed, secondHalfFollows: Bool) {
        do {
            return try parser.parse(
                response.body, url: response.baseURL, charset: response.charset, each: each,
                secondHalf: secondHalf, halvesAtMostBytes: halvesAtMostBytes)
        } catch {
            throw .invalidFeed(url, cause: error)
        }
    }

    private func firstGuess(_ guesses: [URL], page: URL) async throws(SubscriptionError) -> Found {
        for guess in guesses {
            guard let response = try? await fetch(guess),
                let parsed = try? parser.parse(
                    response.body, url: response.baseURL, charset: response.charset)
            else { continue }
            return .feed(url: response.finalURL, parsed: parsed)
        }
        throw .noFeedFound(page, tried: guesses)
    }
}

extension FeedKind {
    /// The MIME type pages advertise the kind with.
    var mimeType: String {
        switch self {
        case .rss: "application/rss+xml"
        case .atom: "application/atom+xml"
        case .jsonFeed: "application/feed+json"
        }
    }
}
