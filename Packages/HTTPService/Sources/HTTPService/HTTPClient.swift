import FoundationEssentials

/// Fetches documents over HTTP(S), and files from `file://` URLs. The rest of Tidings reaches
/// the network only through this protocol.
///
/// Redirects are followed, 429 and 503 answers are retried as `Retry-After` allows, and any
/// other status of 400 and above is an `HTTPError.status`. A 304 answer to a conditional
/// request is a success whose `isNotModified` is true.
public protocol HTTPClient: Sendable {
    /// Fetches `request.url` and returns the whole answer.
    func get(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse

    /// Fetches `request.url`, handing `receiver` the head of the final answer and then its body
    /// in chunks as they arrive, so that nothing is held in memory. `receiver` is called on a
    /// thread of the client, one call at a time; it must not block for long.
    func stream(
        _ request: HTTPRequest, receiver: @escaping @Sendable (HTTPStreamEvent) -> HTTPStreamAction
    ) async throws(HTTPError) -> HTTPResponseHead
}

extension HTTPClient {
    /// Collects the streamed answer (`collected(_:)`).
    public func get(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        try await collected(request)
    }

    /// Collects the streamed answer in memory, or in a spool file when it is large (see
    /// `BodyCollector`).
    public func collected(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let collector = BodyCollector()
        let head = try await stream(request) { event in
            switch event {
            case .head(let head):
                // A body whose length is announced is collected in one buffer of that size, or
                // spooled to a file from the start when it is large.
                if let length = head.headers["Content-Length"].flatMap(Int.init) { collector.reserve(length) }
            case .body(let chunk):
                collector.append(chunk)
            }
            return .proceed
        }
        return HTTPResponse(head: head, body: try collector.body(from: head.url))
    }
}
