import FoundationEssentials
import Synchronization

/// The real `HTTPClient`, on libcurl.
///
/// All transfers of one client share one libcurl multi handle driven by one thread (see
/// `CurlMultiDriver`), so connections are kept alive and reused between requests. Concurrency
/// is limited overall and per host by a fair queue; redirects are followed here, one exchange
/// at a time, so that a loop is seen at once; 429 and 503 answers are retried as
/// `Retry-After` allows.
public final class CurlHTTPClient: HTTPClient {
    public let settings: HTTPSettings
    /// Made at the first exchange over the network: libcurl (loaded with it) and the driver's
    /// thread cost nothing to a command that reads local files only.
    private let driverSlot = Mutex<CurlMultiDriver?>(nil)
    private let limiter: ConcurrencyLimiter

    private var driver: CurlMultiDriver {
        driverSlot.withLock { slot in
            if let driver = slot { return driver }
            let driver = CurlMultiDriver()
            slot = driver
            return driver
        }
    }

    public init(settings: HTTPSettings) {
        self.settings = settings
        limiter = ConcurrencyLimiter(limit: settings.concurrency, perKeyLimit: settings.concurrencyPerHost)
    }

    deinit {
        driverSlot.withLock { $0?.stop() }
    }

    /// Loads libcurl and starts the client's thread now, when no exchange has yet: for a
    /// command that is sure to use the network, which runs this on another thread while it opens
    /// its library. Loading libcurl binds 30 libraries, about 8 ms before a sync's first request.
    /// An exchange that comes meanwhile waits for the load, as it would have made it.
    public func load() {
        _ = driver
    }

    /// Fetches `request.url` whole: a local file is read by `FileURLReader.whole` (a large one
    /// mapped where it lies); anything else is streamed and collected.
    public func get(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        if request.url.scheme?.lowercased() == "file", request.allowsLocalFiles {
            return try FileURLReader(limits: limits(for: request)).whole(request.url)
        }
        return try await collected(request)
    }

    public func stream(
        _ request: HTTPRequest, receiver: @escaping @Sendable (HTTPStreamEvent) -> HTTPStreamAction
    ) async throws(HTTPError) -> HTTPResponseHead {
        let limits = limits(for: request)
        let scheme = request.url.scheme?.lowercased()
        if scheme == "file" {
            guard request.allowsLocalFiles else {
                throw .refusedAddress(request.url.absoluteString, reason: "it is a local file")
            }
            return try await FileURLReader(limits: limits).stream(request.url, receiver: receiver)
        }
        guard scheme == "http" || scheme == "https", !(request.url.host ?? "").isEmpty else {
            throw .invalidURL(request.url.absoluteString)
        }
        return try await fetch(request, limits: limits, receiver: receiver)
    }

    private func limits(for request: HTTPRequest) -> ExchangeLimits {
        guard let overrides = request.limits else {
            return ExchangeLimits(
                connectTimeoutSeconds: settings.connectTimeoutSeconds,
                totalTimeoutSeconds: settings.requestTimeoutSeconds, stallTimeoutSeconds: nil,
                maxBodyBytes: settings.maxResponseBytes)
        }
        return ExchangeLimits(
            connectTimeoutSeconds: settings.connectTimeoutSeconds,
            totalTimeoutSeconds: overrides.totalTimeoutSeconds,
            stallTimeoutSeconds: overrides.stallTimeoutSeconds,
            maxBodyBytes: overrides.maxBodyBytes)
    }

    /// The fields that carry credentials, dropped when a redirect leaves the origin.
    static let credentialFields = ["Authorization", "Cookie", "Proxy-Authorization"]

    /// Whether two addresses share scheme, host and port (the default port counting as given).
    static func sameOrigin(_ one: URL, _ other: URL) -> Bool {
        func origin(_ url: URL) -> (String, String, Int) {
            let scheme = url.scheme?.lowercased() ?? ""
            return (scheme, url.host?.lowercased() ?? "", url.port ?? (scheme == "https" ? 443 : 80))
        }
        return origin(one) == origin(other)
    }

    /// Follows redirects and retries until an answer is final or fails.
    private func fetch(
        _ request: HTTPRequest, limits: ExchangeLimits,
        receiver: @escaping @Sendable (HTTPStreamEvent) -> HTTPStreamAction
    ) async throws(HTTPError) -> HTTPResponseHead {
        let retryPolicy = RetryPolicy(
            limit: settings.retryLimit, maxWaitSeconds: settings.retryAfterMaxSeconds)
        var url = request.url
        var current = request
        var chain = [url.absoluteString]
        var retries = 0
        var spent = Duration.zero
        while true {
            var hopLimits = limits
            if let total = limits.totalTimeoutSeconds {
                let remaining = total - seconds(spent)
                guard remaining > 0 else {
                    throw .timedOut(url: url.absoluteString, limit: .total(seconds: total))
                }
                hopLimits.totalTimeoutSeconds = remaining
            }
            let outcome = try await exchange(
                url: url, request: current, limits: hopLimits, receiver: receiver)
            spent += outcome.elapsed
            let head: HTTPResponseHead
            switch outcome.result {
            case .success(let answer): head = answer
            case .failure(.timedOut(let failedURL, .total)):
                throw .timedOut(url: failedURL, limit: .total(seconds: limits.totalTimeoutSeconds ?? 0))
            case .failure(let error): throw error
            }
            switch head.status {
            case 200..<300, 304:
                return head
            case 301, 302, 303, 307, 308:
                guard let location = outcome.redirectLocation else {
                    throw .status(code: head.status, url: url.absoluteString, retryAfterSeconds: nil)
                }
                guard let next = URL(string: location) else {
                    throw .invalidURL(location)
                }
                guard ["http", "https"].contains(next.scheme?.lowercased()) else {
                    throw .refusedAddress(
                        location, reason: "a redirect may only lead to an http or https address")
                }
                if chain.contains(next.absoluteString) {
                    throw .redirectLoop(chain: chain + [next.absoluteString])
                }
                if chain.count > settings.maxRedirects {
                    throw .tooManyRedirects(
                        limit: settings.maxRedirects, chain: chain + [next.absoluteString])
                }
                chain.append(next.absoluteString)
                // Credentials are for the origin they were given to, never for another one.
                if !Self.sameOrigin(url, next) {
                    for name in Self.credentialFields { current.headers.remove(name: name) }
                }
                url = next
                if head.status < 307 { current.body = nil }
            case 429, 503:
                switch retryPolicy.decide(
                    retriesSoFar: retries, retryAfter: head.headers["Retry-After"], now: Date())
                {
                case .fail(let retryAfter):
                    throw .status(code: head.status, url: url.absoluteString, retryAfterSeconds: retryAfter)
                case .retry(let wait):
                    retries += 1
                    do {
                        try await Task.sleep(for: .milliseconds(Int((wait * 1000).rounded(.up))))
                    } catch {
                        throw .cancelled
                    }
                }
            default:
                throw .status(code: head.status, url: url.absoluteString, retryAfterSeconds: nil)
            }
        }
    }

    /// One exchange, once a place is free for its host.
    private func exchange(
        url: URL, request: HTTPRequest, limits: ExchangeLimits,
        receiver: @escaping @Sendable (HTTPStreamEvent) -> HTTPStreamAction
    ) async throws(HTTPError) -> ExchangeOutcome {
        let host = url.host?.lowercased() ?? ""
        do {
            try await limiter.acquire(host)
        } catch {
            throw .cancelled
        }
        defer { limiter.release(host) }
        let transfer = CurlTransfer(
            url: url, request: request, userAgent: settings.userAgent, limits: limits, receiver: receiver)
        return await driver.run(transfer)
    }
}

private func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}
