public import FoundationEssentials

/// A request the loopback server received, as it arrived.
public struct LoopbackRequest: Equatable, Sendable {
    /// `GET`, `HEAD` …
    public var method: String
    /// The path, without the query, percent-encoding kept.
    public var path: String
    /// The query after `?`, if any.
    public var query: String?
    /// The header fields, in order.
    public var headers: [LoopbackHeader]
    public var body: Data
    /// Which connection brought it (1, 2 … in accept order), to tell keep-alive from new
    /// connections.
    public var connectionNumber: Int

    public init(
        method: String, path: String, query: String? = nil, headers: [LoopbackHeader] = [],
        body: Data = Data(),
        connectionNumber: Int = 0
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.connectionNumber = connectionNumber
    }

    /// The first value of header `name`, whatever its case.
    public func header(_ name: String) -> String? {
        headers.value(of: name)
    }
}
