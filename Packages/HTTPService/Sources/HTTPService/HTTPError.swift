/// Which time limit a request ran into.
public enum HTTPTimeoutLimit: Equatable, Sendable, CustomStringConvertible {
    /// The connection (DNS, TCP and TLS) was not established in time.
    case connect(seconds: Double)
    /// The whole request took longer than allowed.
    case total(seconds: Double)
    /// The body stopped arriving for longer than allowed.
    case stall(seconds: Double)

    public var description: String {
        switch self {
        case .connect(let seconds): "could not connect within \(formatSeconds(seconds))"
        case .total(let seconds): "did not complete within \(formatSeconds(seconds))"
        case .stall(let seconds): "received nothing for \(formatSeconds(seconds))"
        }
    }
}

/// Why a request failed. Each message says what happened and what to do about it.
public enum HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The address is not an `http`, `https` or `file` URL that can be fetched.
    case invalidURL(String)
    /// An address that may not be fetched here, such as a local file named by a feed or a
    /// redirect; `reason` says why.
    case refusedAddress(String, reason: String)
    /// DNS does not know the host.
    case hostNotFound(host: String)
    /// The host is known but refused or could not be reached.
    case connectionFailed(host: String, reason: String)
    /// A time limit ran out.
    case timedOut(url: String, limit: HTTPTimeoutLimit)
    /// The TLS handshake or the certificate check failed.
    case tls(host: String, reason: String)
    /// The server answered with an error status (after any retries). `retryAfterSeconds` is the
    /// wait the server asked for when it was longer than the client allows.
    case status(code: Int, url: String, retryAfterSeconds: Double?)
    /// The body is larger than the limit; the transfer stopped as soon as the limit was passed.
    case tooLarge(url: String, limit: Int)
    /// More redirects than allowed; `chain` lists every address visited.
    case tooManyRedirects(limit: Int, chain: [String])
    /// A redirect led back to an address already visited; `chain` ends with the repeated one.
    case redirectLoop(chain: [String])
    /// The caller's task was cancelled.
    case cancelled
    /// The body claimed a compression (gzip, deflate) but could not be decoded.
    case decoding(url: String, reason: String)
    /// The connection ended before the body announced by the server was complete.
    case incompleteBody(url: String, reason: String)
    /// The connection broke while the answer was being received (reset or closed).
    case connectionLost(url: String, reason: String)
    /// A `file://` URL could not be read.
    case file(path: String, reason: String)
    /// The streaming receiver asked to stop.
    case abortedByReceiver(url: String)
    /// Any other transport failure, with libcurl's explanation.
    case transport(url: String, reason: String)

    public var description: String {
        switch self {
        case .invalidURL(let url):
            "'\(url)' is not an http, https or file address that can be fetched; check the address"
        case .refusedAddress(let url, let reason):
            "'\(url)' was not fetched: \(reason); only http and https addresses are fetched from feeds and "
                + "servers"
        case .hostNotFound(let host):
            "the host '\(host)' was not found (DNS); check the address and the network connection"
        case .connectionFailed(let host, let reason):
            "could not connect to \(host) (\(reason)); the server may be down, try again later"
        case .timedOut(let url, let limit):
            "\(url) \(limit); the server is slow or unreachable, try again later"
        case .tls(let host, let reason):
            "the secure connection to \(host) failed (\(reason)); check the address and the "
                + "system's certificates"
        case .status(let code, let url, let retryAfter?):
            "\(url) answered \(code) \(statusReason(code)) and asked to wait \(formatSeconds(retryAfter)), "
                + "longer than allowed; try again later"
        case .status(let code, let url, nil):
            "\(url) answered \(code) \(statusReason(code)); \(statusAdvice(code))"
        case .tooLarge(let url, let limit):
            "\(url) sent more than the limit of \(limit) bytes; the transfer was stopped, raise the "
                + "limit if the document is legitimate"
        case .tooManyRedirects(let limit, let chain):
            "more than \(limit) redirects (\(chain.joined(separator: " -> "))); use the final address "
                + "directly"
        case .redirectLoop(let chain):
            "the redirects loop (\(chain.joined(separator: " -> "))); the site is misconfigured, tell "
                + "its owner"
        case .cancelled:
            "the request was cancelled"
        case .decoding(let url, let reason):
            "\(url) sent a compressed body that cannot be decoded (\(reason)); the server is broken, "
                + "try again later"
        case .incompleteBody(let url, let reason):
            "\(url) ended before the whole body arrived (\(reason)); try again"
        case .connectionLost(let url, let reason):
            "the connection to \(url) broke during the answer (\(reason)); try again"
        case .file(let path, let reason):
            "cannot read the file \(path) (\(reason)); check that it exists and is readable"
        case .abortedByReceiver(let url):
            "the transfer from \(url) was stopped by its receiver"
        case .transport(let url, let reason):
            "fetching \(url) failed (\(reason)); try again later"
        }
    }
}

private func statusReason(_ code: Int) -> String {
    switch code {
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 410: "Gone"
    case 416: "Range Not Satisfiable"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: code >= 500 ? "(server error)" : "(client error)"
    }
}

private func statusAdvice(_ code: Int) -> String {
    switch code {
    case 401, 403: "the server refuses access; check whether the address needs a login"
    case 404, 410: "the address no longer exists; check it or remove the subscription"
    case 429, 503: "the server is busy or limiting requests; try again later"
    case 500...: "the server failed; try again later"
    default: "check the address"
    }
}

/// Seconds as people read them: `2 s`, `0.5 s`.
func formatSeconds(_ seconds: Double) -> String {
    if seconds == seconds.rounded() && abs(seconds) < 1e15 {
        return "\(Int(seconds)) s"
    }
    return "\(seconds) s"
}
