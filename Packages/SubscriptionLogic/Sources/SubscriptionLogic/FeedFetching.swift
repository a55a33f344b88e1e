public import FoundationEssentials
public import LibraryModelLogic
import UnicodeTextService

/// A request for a feed, conditional when the previous answer's validators are known.
public struct FetchRequest: Equatable, Sendable {
    public var url: URL
    public var etag: String?
    public var lastModified: String?
    /// Header fields the feed's own settings add (`User-Agent`, an extra field), in order.
    public var headers: [FeedHeader]

    public init(url: URL, etag: String? = nil, lastModified: String? = nil, headers: [FeedHeader] = []) {
        self.url = url
        self.etag = etag
        self.lastModified = lastModified
        self.headers = headers
    }

    /// The header fields a feed's settings ask for: its `userAgent` as `User-Agent`, then its
    /// extra `header`.
    public static func headers(of settings: FeedSettings) -> [FeedHeader] {
        [
            settings[FeedSettings.userAgent].flatMap(FeedHeader.userAgent),
            settings[FeedSettings.header],
        ].compactMap(\.self)
    }
}

/// A server's answer to a `FetchRequest`.
public struct FetchResponse: Equatable, Sendable {
    /// Where the body came from, after redirects.
    public var finalURL: URL
    public var status: Int
    public var body: Data
    public var etag: String?
    public var lastModified: String?
    /// The Content-Type header, e.g. `application/rss+xml; charset=utf-8`.
    public var contentType: String?
    /// Where the document's relative links resolve: `finalURL`, but for a feed a program makes
    /// (the address a filter's body came from, or nothing for an `exec:` feed's output).
    public var baseURL: URL?

    public init(
        finalURL: URL, status: Int = 200, body: Data = Data(), etag: String? = nil,
        lastModified: String? = nil,
        contentType: String? = nil
    ) {
        self.finalURL = finalURL
        self.status = status
        self.body = body
        self.etag = etag
        self.lastModified = lastModified
        self.contentType = contentType
        baseURL = finalURL
    }

    /// Whether the server said the feed has not changed (304).
    public var isNotModified: Bool { status == 304 }

    /// The `charset` parameter of the Content-Type, if any.
    public var charset: String? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map {
                WhiteSpace.trimmingSpaces($0)
            }
            if pair.count == 2, pair[0].lowercased() == "charset" {
                return WhiteSpace.trimmed(pair[1], where: { $0 == "\"" || $0 == "'" })
            }
        }
        return nil
    }
}

/// Why a fetch failed, in a sentence fit for the feed's error mark.
public struct FetchFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The broad kind of failure, for exit codes and retries.
    public enum Kind: Equatable, Sendable {
        /// DNS, connection or TLS failure: the server could not be reached.
        case unreachable
        case timeout
        /// The server answered with an error status.
        case status(Int)
        case tooLarge
        case cancelled
        /// Anything else: bad redirects, bad compression, an unreadable file.
        case other
    }

    public var kind: Kind
    public var message: String
    /// How long the server asked to be left alone (`Retry-After`), when it said.
    public var retryAfterSeconds: Double?

    public init(_ kind: Kind, _ message: String, retryAfterSeconds: Double? = nil) {
        self.kind = kind
        self.message = message
        self.retryAfterSeconds = retryAfterSeconds
    }

    public var description: String { message }
}

/// What the logic layer needs from the network: fetch one feed, conditionally.
/// The app adapts the HTTP service to it.
public protocol FeedFetching: Sendable {
    func fetch(_ request: FetchRequest) async throws(FetchFailure) -> FetchResponse
}

/// The default `FeedFetching`: serves feeds from memory, answering 304 when the request's
/// validators match. Tests and the demo library use it.
public actor InMemoryFeedFetcher: FeedFetching {
    /// What one URL serves: a response, or a failure.
    public enum Answer: Sendable {
        case response(FetchResponse)
        case failure(FetchFailure)
    }

    private var answers: [URL: Answer] = [:]
    /// Every request received, in order.
    public private(set) var requests: [FetchRequest] = []

    public init() {}

    /// Serves `body` at `url` with the given validators.
    public func serve(
        _ url: URL, body: Data, etag: String? = nil, lastModified: String? = nil,
        contentType: String? = "application/xml"
    ) {
        answers[url] = .response(
            FetchResponse(
                finalURL: url, status: 200, body: body, etag: etag, lastModified: lastModified,
                contentType: contentType))
    }

    /// Makes `url` answer with `answer`.
    public func serve(_ url: URL, answer: Answer) {
        answers[url] = answer
    }

    public func fetch(_ request: FetchRequest) async throws(FetchFailure) -> FetchResponse {
        requests.append(request)
        switch answers[request.url] {
        case nil:
            throw FetchFailure(.status(404), "\(request.url.absoluteString) answered 404 Not Found")
        case .failure(let failure):
            throw failure
        case .response(let response):
            let etagMatches = request.etag != nil && request.etag == response.etag
            let dateMatches = request.lastModified != nil && request.lastModified == response.lastModified
            if response.status == 200 && (etagMatches || dateMatches) {
                return FetchResponse(
                    finalURL: response.finalURL, status: 304, etag: response.etag,
                    lastModified: response.lastModified, contentType: response.contentType)
            }
            return response
        }
    }
}
