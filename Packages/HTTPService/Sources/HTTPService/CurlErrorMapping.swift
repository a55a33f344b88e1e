import CCurl

/// What is known about a failed exchange when libcurl reports its error code.
struct CurlFailureContext {
    let url: String
    let host: String
    /// libcurl's own sentence (its error buffer), or the generic text of the code.
    let detail: String
    /// Whether the connection had been established (a header arrived or the request was sent).
    let connected: Bool
    let connectTimeoutSeconds: Double
    let totalTimeoutSeconds: Double?
}

/// Turns a libcurl error code into our error.
func httpError(for code: CURLcode, context: CurlFailureContext) -> HTTPError {
    switch code {
    case CURLE_COULDNT_RESOLVE_HOST:
        return .hostNotFound(host: context.host)
    case CURLE_COULDNT_CONNECT:
        return .connectionFailed(host: context.host, reason: context.detail)
    case CURLE_OPERATION_TIMEDOUT:
        if !context.connected,
            context.totalTimeoutSeconds.map({ context.connectTimeoutSeconds <= $0 }) ?? true
        {
            return .timedOut(url: context.url, limit: .connect(seconds: context.connectTimeoutSeconds))
        }
        return .timedOut(
            url: context.url,
            limit: .total(seconds: context.totalTimeoutSeconds ?? context.connectTimeoutSeconds))
    case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
        CURLE_SSL_CACERT_BADFILE, CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_ISSUER_ERROR,
        CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_ENGINE_NOTFOUND,
        CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_USE_SSL_FAILED, CURLE_SSL_CRL_BADFILE,
        CURLE_SSL_CLIENTCERT:
        return .tls(host: context.host, reason: context.detail)
    case CURLE_BAD_CONTENT_ENCODING:
        return .decoding(url: context.url, reason: context.detail)
    case CURLE_PARTIAL_FILE:
        return .incompleteBody(url: context.url, reason: context.detail)
    case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING:
        return .connectionLost(url: context.url, reason: context.detail)
    case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
        return .invalidURL(context.url)
    default:
        return .transport(url: context.url, reason: context.detail)
    }
}

/// libcurl's generic sentence for `code`.
func curlDescription(of code: CURLcode) -> String {
    tidings_curl_easy_strerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
}
