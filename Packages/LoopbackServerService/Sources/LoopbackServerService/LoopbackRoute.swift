import Synchronization

/// What the server answers on one path: a closure from the request to a response, so a route
/// can look at the request (its headers, its count) and change between requests.
public struct LoopbackRoute: Sendable {
    public let respond: @Sendable (LoopbackRequest) -> LoopbackResponse

    public init(_ respond: @escaping @Sendable (LoopbackRequest) -> LoopbackResponse) {
        self.respond = respond
    }

    /// Always the same response.
    public static func fixed(_ response: LoopbackResponse) -> LoopbackRoute {
        LoopbackRoute { _ in response }
    }

    /// The responses in turn, one per request; the last one repeats.
    public static func sequence(_ responses: [LoopbackResponse]) -> LoopbackRoute {
        let cursor = SequenceCursor(responses: responses)
        return LoopbackRoute { _ in cursor.next() }
    }
}

/// Shares the position of a `sequence` route between connections.
private final class SequenceCursor: Sendable {
    let responses: [LoopbackResponse]
    let served = Atomic<Int>(0)

    init(responses: [LoopbackResponse]) {
        self.responses = responses
    }

    func next() -> LoopbackResponse {
        let index = served.wrappingAdd(1, ordering: .relaxed).oldValue
        return responses.isEmpty ? .status(404) : responses[min(index, responses.count - 1)]
    }
}
