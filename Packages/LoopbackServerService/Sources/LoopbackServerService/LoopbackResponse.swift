public import FoundationEssentials

/// How the body of a response is encoded on the wire.
public enum LoopbackBodyEncoding: Equatable, Sendable {
    case identity
    /// `Content-Encoding: gzip`.
    case gzip
    /// `Content-Encoding: deflate` (the zlib format, as HTTP defines it).
    case deflate
    /// `Content-Encoding: gzip` over bytes that start like gzip and are not.
    case invalidGzip
}

/// How a response is put on the wire; every case but `whole` misbehaves on purpose.
public enum LoopbackDelivery: Equatable, Sendable {
    /// Head and body at once, with a correct `Content-Length`.
    case whole
    /// The head, then the body one byte per `interval`.
    case drip(interval: Duration)
    /// The head with the full length, `bytes` bytes of body, then a TCP reset (SO_LINGER 0).
    case resetAfter(bytes: Int)
    /// A `Content-Length` of `declared` whatever the body's size; the connection closes after
    /// the body.
    case wrongLength(declared: Int)
    /// A chunked body that never ends, repeating the response's body (or filler if empty).
    case endless
    /// Accepts the request and never answers.
    case hang
}

/// A scripted answer. Conditional requests, ranges and encodings are applied by the server:
/// a 200 whose `etag` or `lastModified` matches `If-None-Match` / `If-Modified-Since` becomes a
/// 304; with `acceptsRanges`, a `Range: bytes=` request gets a 206 (or 416).
public struct LoopbackResponse: Sendable {
    public var status: Int
    public var headers: [LoopbackHeader]
    public var body: Data
    /// Sent as `ETag`, and compared with `If-None-Match`.
    public var etag: String?
    /// Sent as `Last-Modified`, and compared (as text) with `If-Modified-Since`.
    public var lastModified: String?
    public var encoding: LoopbackBodyEncoding
    /// Whether `Range` requests are honoured (`Accept-Ranges: bytes`).
    public var acceptsRanges: Bool
    public var delivery: LoopbackDelivery
    /// Wait before answering, to keep requests in flight together.
    public var delay: Duration

    public init(
        status: Int, headers: [String: String] = [:], body: Data = Data(), etag: String? = nil,
        lastModified: String? = nil, encoding: LoopbackBodyEncoding = .identity, acceptsRanges: Bool = false,
        delivery: LoopbackDelivery = .whole, delay: Duration = .zero
    ) {
        self.status = status
        self.headers = headers.sorted { $0.key < $1.key }.map {
            LoopbackHeader(name: $0.key, value: $0.value)
        }
        self.body = body
        self.etag = etag
        self.lastModified = lastModified
        self.encoding = encoding
        self.acceptsRanges = acceptsRanges
        self.delivery = delivery
        self.delay = delay
    }

    /// A 200 with a text body.
    public static func ok(_ text: String, contentType: String = "text/plain; charset=utf-8")
        -> LoopbackResponse
    {
        LoopbackResponse(status: 200, headers: ["Content-Type": contentType], body: Data(text.utf8))
    }

    /// A redirect to `location` (absolute, or a path on this server).
    public static func redirect(to location: String, status: Int = 302) -> LoopbackResponse {
        LoopbackResponse(status: status, headers: ["Location": location])
    }

    /// A bodyless answer with this status, and a `Retry-After` when given.
    public static func status(_ code: Int, retryAfter: String? = nil) -> LoopbackResponse {
        LoopbackResponse(status: code, headers: retryAfter.map { ["Retry-After": $0] } ?? [:])
    }

    /// Never answers.
    public static let hang = LoopbackResponse(status: 200, delivery: .hang)
}
