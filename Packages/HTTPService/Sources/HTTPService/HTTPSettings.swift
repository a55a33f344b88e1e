/// How the HTTP client behaves. The app fills it from the configuration's `network` section;
/// every field has the meaning of the key of the same name in `Config/Tidings.plist`.
public struct HTTPSettings: Equatable, Sendable {
    /// Sent as `User-Agent` with every request.
    public var userAgent: String
    /// Seconds allowed to establish a connection, DNS and TLS included.
    public var connectTimeoutSeconds: Double
    /// Seconds allowed for one request, from connecting to the last body byte.
    public var requestTimeoutSeconds: Double
    /// Redirects followed before a request fails; a loop fails at once.
    public var maxRedirects: Int
    /// Largest (decoded) response body accepted, enforced while the body streams in.
    public var maxResponseBytes: Int
    /// Retries after a 429 or 503 answer.
    public var retryLimit: Int
    /// Longest wait honoured before a retry; a longer `Retry-After` fails at once.
    public var retryAfterMaxSeconds: Double
    /// Requests in flight at once, over all hosts.
    public var concurrency: Int
    /// Requests in flight at once to one host.
    public var concurrencyPerHost: Int

    public init(
        userAgent: String, connectTimeoutSeconds: Double, requestTimeoutSeconds: Double, maxRedirects: Int,
        maxResponseBytes: Int, retryLimit: Int, retryAfterMaxSeconds: Double, concurrency: Int,
        concurrencyPerHost: Int
    ) {
        self.userAgent = userAgent
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.requestTimeoutSeconds = requestTimeoutSeconds
        self.maxRedirects = maxRedirects
        self.maxResponseBytes = maxResponseBytes
        self.retryLimit = retryLimit
        self.retryAfterMaxSeconds = retryAfterMaxSeconds
        self.concurrency = concurrency
        self.concurrencyPerHost = concurrencyPerHost
    }
}
