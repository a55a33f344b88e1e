public import FoundationEssentials
import UnicodeTextService

/// Limits of one request that replace the client's settings, such as those of a large download.
public struct HTTPTransferLimits: Equatable, Sendable {
    /// Largest body accepted; `nil` accepts any size.
    public var maxBodyBytes: Int?
    /// Seconds allowed for the whole request; `nil` allows any time.
    public var totalTimeoutSeconds: Double?
    /// Seconds the body may go without a byte before the request fails; `nil` never checks.
    public var stallTimeoutSeconds: Double?

    public init(maxBodyBytes: Int?, totalTimeoutSeconds: Double?, stallTimeoutSeconds: Double?) {
        self.maxBodyBytes = maxBodyBytes
        self.totalTimeoutSeconds = totalTimeoutSeconds
        self.stallTimeoutSeconds = stallTimeoutSeconds
    }
}

/// A form or document sent with a request, which makes it a POST.
public struct HTTPRequestBody: Equatable, Sendable {
    public var data: Data
    /// The `Content-Type` sent with it, such as `application/json`.
    public var contentType: String

    public init(data: Data, contentType: String) {
        self.data = data
        self.contentType = contentType
    }

    /// An `application/x-www-form-urlencoded` body of `fields`, in order.
    public static func form(_ fields: [(name: String, value: String)]) -> HTTPRequestBody {
        let text = fields.map { "\(formEncoded($0.name))=\(formEncoded($0.value))" }.joined(separator: "&")
        return HTTPRequestBody(data: Data(text.utf8), contentType: "application/x-www-form-urlencoded")
    }

    /// `text` with everything but unreserved characters percent-encoded, as a form field wants.
    private static func formEncoded(_ text: String) -> String {
        PercentEncoding.encode(text)
    }
}

/// A request: where, the validators of a conditional request, and extra header fields. It is a
/// GET, or a POST when it has a `body`.
public struct HTTPRequest: Equatable, Sendable {
    /// An `http` or `https` URL, or a `file` URL when `allowsLocalFiles` is set.
    public var url: URL
    /// A stored `ETag`, sent as `If-None-Match`.
    public var etag: String?
    /// A stored `Last-Modified`, sent as `If-Modified-Since`.
    public var lastModified: String?
    /// Extra fields, such as `Range`.
    public var headers: HTTPHeaders
    /// Whether gzip and deflate bodies are asked for (and decoded). Turn it off for `Range`
    /// requests, whose byte offsets must be those of the stored file.
    public var acceptsCompression: Bool
    /// Limits for this request only; `nil` uses the client's settings.
    public var limits: HTTPTransferLimits?
    /// Whether a `file` URL is read. Only an address the user gave Tidings may be a local file;
    /// one that came from a fetched document (an enclosure, a link) must not, so it is off
    /// unless asked for.
    public var allowsLocalFiles: Bool
    /// What a POST sends; nil for a GET. A 301, 302 or 303 answer turns the request into a GET
    /// to its new address, as browsers do; 307 and 308 send the body again.
    public var body: HTTPRequestBody?

    public init(
        url: URL, etag: String? = nil, lastModified: String? = nil, headers: HTTPHeaders = [:],
        acceptsCompression: Bool = true, limits: HTTPTransferLimits? = nil, allowsLocalFiles: Bool = false,
        body: HTTPRequestBody? = nil
    ) {
        self.body = body
        self.allowsLocalFiles = allowsLocalFiles
        self.url = url
        self.etag = etag
        self.lastModified = lastModified
        self.headers = headers
        self.acceptsCompression = acceptsCompression
        self.limits = limits
    }
}
