public import Foundation

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

/// A GET request: where, the validators of a conditional request, and extra header fields.
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

    public init(
        url: URL, etag: String? = nil, lastModified: String? = nil, headers: HTTPHeaders = [:],
        acceptsCompression: Bool = true, limits: HTTPTransferLimits? = nil, allowsLocalFiles: Bool = false
    ) {
        self.allowsLocalFiles = allowsLocalFiles
        self.url = url
        self.etag = etag
        self.lastModified = lastModified
        self.headers = headers
        self.acceptsCompression = acceptsCompression
        self.limits = limits
    }
}
