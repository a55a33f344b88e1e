import FoundationEssentials
import HTTPService
import LibraryModelLogic
import SubscriptionLogic

/// The HTTP service as the logic layer's `FeedFetching`: the adapter the architecture puts in
/// the composition root, so that neither layer knows the other. Feed addresses may be local
/// files: every stored one was typed by the user or came with Tidings (the logic layer refuses
/// `file:` addresses that come from imported or fetched documents).
struct HTTPFeedFetcher: FeedFetching {
    let client: any HTTPClient

    func fetch(_ request: FetchRequest) async throws(FetchFailure) -> FetchResponse {
        do {
            let response = try await client.get(
                HTTPRequest(
                    url: request.url, etag: request.etag, lastModified: request.lastModified,
                    headers: HTTPHeaders(request.headers.map { HTTPHeader(name: $0.name, value: $0.value) }),
                    allowsLocalFiles: true))
            return FetchResponse(
                finalURL: response.url, status: response.status, body: response.body,
                etag: response.headers["ETag"],
                lastModified: response.headers["Last-Modified"], contentType: response.headers["Content-Type"]
            )
        } catch {
            var retryAfter: Double?
            if case .status(_, _, let seconds) = error { retryAfter = seconds }
            throw FetchFailure(Self.kind(of: error), error.description, retryAfterSeconds: retryAfter)
        }
    }

    static func kind(of error: HTTPError) -> FetchFailure.Kind {
        switch error {
        case .hostNotFound, .connectionFailed, .tls, .connectionLost: .unreachable
        case .timedOut: .timeout
        case .status(let code, _, _): .status(code)
        case .tooLarge: .tooLarge
        case .cancelled: .cancelled
        default: .other
        }
    }
}
