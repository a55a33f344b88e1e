public import FoundationEssentials

/// The status line and header fields of the answer a request ended with.
public struct HTTPResponseHead: Equatable, Sendable {
    public var status: Int
    public var headers: HTTPHeaders
    /// Where the answer came from, after redirects.
    public var url: URL

    public init(status: Int, headers: HTTPHeaders, url: URL) {
        self.status = status
        self.headers = headers
        self.url = url
    }

    /// Whether the server answered 304: the stored copy is still current.
    public var isNotModified: Bool { status == 304 }
}

/// A complete answer: its head and its (decoded) body.
public struct HTTPResponse: Equatable, Sendable {
    public var head: HTTPResponseHead
    public var body: Data

    public init(head: HTTPResponseHead, body: Data) {
        self.head = head
        self.body = body
    }

    public var status: Int { head.status }
    public var headers: HTTPHeaders { head.headers }
    /// Where the answer came from, after redirects.
    public var url: URL { head.url }
    /// Whether the server answered 304: the stored copy is still current.
    public var isNotModified: Bool { head.isNotModified }
}

/// What a streaming request hands its receiver: the head once, then the body in chunks.
public enum HTTPStreamEvent: Sendable {
    case head(HTTPResponseHead)
    case body(Data)
}

/// What a streaming receiver wants next.
public enum HTTPStreamAction: Sendable {
    case proceed
    /// Stop the transfer now; the request fails with `HTTPError.abortedByReceiver`.
    case abort
}
