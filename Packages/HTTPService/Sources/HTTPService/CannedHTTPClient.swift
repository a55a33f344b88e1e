public import FoundationEssentials
import Synchronization

/// One answer a `CannedHTTPClient` gives for a URL.
public enum CannedHTTPAnswer: Equatable, Sendable {
    /// A response with this status, these headers and this body. A status of 400 or more is
    /// thrown as `HTTPError.status`, as the real client does.
    case response(status: Int, headers: HTTPHeaders, body: Data)
    /// A failure, thrown as it is.
    case failure(HTTPError)

    /// A 200 answer.
    public static func ok(_ body: Data, headers: HTTPHeaders = [:]) -> CannedHTTPAnswer {
        .response(status: 200, headers: headers, body: body)
    }
}

/// The default `HTTPClient`: serves canned answers from memory, for the tests of the layers
/// above. It behaves like the real client where those layers can tell: a request whose
/// `etag` or `lastModified` matches the answer's `ETag` or `Last-Modified` gets a 304 without
/// a body; a `Range: bytes=N-` request gets a 206 with `Content-Range`; an unknown URL is a 404;
/// a status of 400 or more throws. It records every request it receives.
public final class CannedHTTPClient: HTTPClient {
    private let state: Mutex<(answers: [URL: CannedHTTPAnswer], requests: [HTTPRequest])>

    public init(answers: [URL: CannedHTTPAnswer] = [:]) {
        state = Mutex((answers: answers, requests: []))
    }

    /// Sets (or replaces) the answer for `url`.
    public func setAnswer(_ answer: CannedHTTPAnswer, for url: URL) {
        state.withLock { $0.answers[url] = answer }
    }

    /// Every request received, in order.
    public var requests: [HTTPRequest] { state.withLock { $0.requests } }

    public func stream(
        _ request: HTTPRequest, receiver: @escaping @Sendable (HTTPStreamEvent) -> HTTPStreamAction
    ) async throws(HTTPError) -> HTTPResponseHead {
        if Task.isCancelled { throw .cancelled }
        let answer = state.withLock { state in
            state.requests.append(request)
            return state.answers[request.url]
        }
        guard case .response(let status, let headers, let body) = answer else {
            if case .failure(let error) = answer { throw error }
            throw .status(code: 404, url: request.url.absoluteString, retryAfterSeconds: nil)
        }
        guard status < 400 else {
            throw .status(code: status, url: request.url.absoluteString, retryAfterSeconds: nil)
        }
        let (head, payload) = Self.answer(request, status: status, headers: headers, body: body)
        guard receiver(.head(head)) == .proceed else {
            throw .abortedByReceiver(url: request.url.absoluteString)
        }
        if !payload.isEmpty, receiver(.body(payload)) == .abort {
            throw .abortedByReceiver(url: request.url.absoluteString)
        }
        return head
    }

    /// Applies the conditional and range rules to a stored answer.
    private static func answer(_ request: HTTPRequest, status: Int, headers: HTTPHeaders, body: Data) -> (
        HTTPResponseHead, Data
    ) {
        let etagMatches = request.etag != nil && request.etag == headers["ETag"]
        let dateMatches = request.lastModified != nil && request.lastModified == headers["Last-Modified"]
        if status == 200 && (etagMatches || dateMatches) {
            return (HTTPResponseHead(status: 304, headers: headers, url: request.url), Data())
        }
        if status == 200, let start = rangeStart(request.headers["Range"]), start < body.count {
            var partial = headers
            partial.set(name: "Content-Range", value: "bytes \(start)-\(body.count - 1)/\(body.count)")
            partial.set(name: "Content-Length", value: String(body.count - start))
            return (
                HTTPResponseHead(status: 206, headers: partial, url: request.url), Data(body.dropFirst(start))
            )
        }
        var full = headers
        full.set(name: "Content-Length", value: String(body.count))
        return (HTTPResponseHead(status: status, headers: full, url: request.url), body)
    }

    /// N of a `bytes=N-` range.
    private static func rangeStart(_ value: String?) -> Int? {
        guard let value, value.hasPrefix("bytes="), value.hasSuffix("-") else { return nil }
        return Int(value.dropFirst("bytes=".count).dropLast())
    }
}
