import CCurl
import FoundationEssentials
import Synchronization

/// The time limits and size limit one exchange runs under.
struct ExchangeLimits: Sendable {
    var connectTimeoutSeconds: Double
    var totalTimeoutSeconds: Double?
    var stallTimeoutSeconds: Double?
    var maxBodyBytes: Int?
}

/// How one exchange (one request, one answer, no redirect followed) ended.
struct ExchangeOutcome: Sendable {
    var result: Result<HTTPResponseHead, HTTPError>
    /// The absolute `Location` of a redirect answer.
    var redirectLocation: String?
    /// How long the exchange took, queueing excluded.
    var elapsed: Duration
}

/// One exchange carried out by libcurl. It is created by a caller and then lives on the
/// driver's thread: every `var` below is read and written only there (libcurl calls the
/// callbacks on that thread), which is why the class may be `@unchecked Sendable`. Only
/// `cancelled` and `continuation` cross threads, and they are protected.
final class CurlTransfer: @unchecked Sendable {
    let url: URL
    let request: HTTPRequest
    let userAgent: String
    let limits: ExchangeLimits
    let receiver: @Sendable (HTTPStreamEvent) -> HTTPStreamAction
    /// Set by the caller's cancellation handler.
    let cancelled = Atomic<Bool>(false)
    private let continuation = Mutex<CheckedContinuation<ExchangeOutcome, Never>?>(nil)

    private(set) var handle: UnsafeMutableRawPointer?
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var status = 0
    private var headers: [HTTPHeader] = []
    private var sawHeaders = false
    private var headDelivered = false
    private var bodyBytes = 0
    private var discardedBytes = 0
    private var failure: HTTPError?
    private var progressBytes: curl_off_t = -1
    private var progressTime = ContinuousClock.now
    private let started = ContinuousClock.now

    init(
        url: URL, request: HTTPRequest, userAgent: String, limits: ExchangeLimits,
        receiver: @escaping @Sendable (HTTPStreamEvent) -> HTTPStreamAction
    ) {
        self.url = url
        self.request = request
        self.userAgent = userAgent
        self.limits = limits
        self.receiver = receiver
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    }

    deinit {
        releaseHandle()
        errorBuffer.deallocate()
    }

    /// Stores the continuation to resume when the exchange ends.
    func setContinuation(_ newValue: CheckedContinuation<ExchangeOutcome, Never>) {
        continuation.withLock { $0 = newValue }
    }

    /// Resumes the waiting caller once; later calls do nothing.
    func finish(_ outcome: ExchangeOutcome) {
        let waiting = continuation.withLock { stored in
            defer { stored = nil }
            return stored
        }
        waiting?.resume(returning: outcome)
    }

    /// Finishes without having run, for a cancellation or a setup failure.
    func finish(failing error: HTTPError) {
        finish(ExchangeOutcome(result: .failure(error), redirectLocation: nil, elapsed: .zero))
    }

    // MARK: - Set-up (driver thread)

    /// Creates and configures the easy handle; nil when libcurl cannot.
    func makeHandle() -> UnsafeMutableRawPointer? {
        guard let easy = tidings_curl_easy_init() else { return nil }
        handle = easy
        let context = Unmanaged.passUnretained(self).toOpaque()
        var ok = true
        func check(_ code: CURLcode) { if code != CURLE_OK { ok = false } }
        check(tidings_curl_set_string(easy, CURLOPT_URL, url.absoluteString))
        check(tidings_curl_set_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"))
        check(tidings_curl_set_long(easy, CURLOPT_NOSIGNAL, 1))
        check(tidings_curl_set_long(easy, CURLOPT_FOLLOWLOCATION, 0))
        check(
            tidings_curl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, milliseconds(limits.connectTimeoutSeconds))
        )
        check(
            tidings_curl_set_long(easy, CURLOPT_TIMEOUT_MS, limits.totalTimeoutSeconds.map(milliseconds) ?? 0)
        )
        check(tidings_curl_set_string(easy, CURLOPT_USERAGENT, userAgent))
        if request.acceptsCompression {
            check(tidings_curl_set_string(easy, CURLOPT_ACCEPT_ENCODING, "gzip, deflate"))
        }
        if let body = request.body {
            check(tidings_curl_set_long(easy, CURLOPT_POSTFIELDSIZE, body.data.count))
            // COPYPOSTFIELDS copies the bytes at once, so they need not outlive this call.
            body.data.withUnsafeBytes { bytes in
                check(
                    tidings_curl_set_pointer(
                        easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress)))
            }
        }
        headerList = makeHeaderList()
        if let headerList { check(tidings_curl_set_list(easy, CURLOPT_HTTPHEADER, headerList)) }
        check(tidings_curl_set_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))
        check(tidings_curl_set_data_callback(easy, CURLOPT_WRITEFUNCTION, curlBodyCallback))
        check(tidings_curl_set_pointer(easy, CURLOPT_WRITEDATA, context))
        check(tidings_curl_set_data_callback(easy, CURLOPT_HEADERFUNCTION, curlHeaderCallback))
        check(tidings_curl_set_pointer(easy, CURLOPT_HEADERDATA, context))
        if limits.stallTimeoutSeconds != nil {
            check(tidings_curl_set_long(easy, CURLOPT_NOPROGRESS, 0))
            check(tidings_curl_set_progress_callback(easy, curlProgressCallback))
            check(tidings_curl_set_pointer(easy, CURLOPT_XFERINFODATA, context))
        }
        return ok ? easy : nil
    }

    private func makeHeaderList() -> UnsafeMutablePointer<curl_slist>? {
        var lines: [String] = []
        if let etag = request.etag { lines.append("If-None-Match: \(etag)") }
        if let lastModified = request.lastModified { lines.append("If-Modified-Since: \(lastModified)") }
        if let body = request.body { lines.append("Content-Type: \(body.contentType)") }
        for field in request.headers { lines.append("\(field.name): \(field.value)") }
        var list: UnsafeMutablePointer<curl_slist>?
        for line in lines {
            guard let appended = tidings_curl_slist_append(list, line) else { break }
            list = appended
        }
        return list
    }

    /// Frees the easy handle and the header list; the handle must be out of the multi handle.
    func releaseHandle() {
        if let handle { tidings_curl_easy_cleanup(handle) }
        handle = nil
        if let headerList { tidings_curl_slist_free_all(headerList) }
        headerList = nil
    }

    // MARK: - Callbacks (driver thread)

    /// A header line arrived. Returns the bytes taken; fewer stops the transfer.
    /// Read as bytes: only the name and the value become strings, since this runs for every line
    /// of every answer (a warm refresh of 300 feeds spent 3 % of its time trimming them as text).
    func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Int {
        sawHeaders = true
        var length = bytes.count
        while length > 0 && (bytes[length - 1] == 10 || bytes[length - 1] == 13) { length -= 1 }
        let line = bytes[..<length]
        if line.starts(with: "HTTP/".utf8) {
            let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 2)
            status = parts.count > 1 ? Int(String(decoding: parts[1], as: UTF8.self)) ?? 0 : 0
            headers = []
        } else if let first = line.first, isOptionalWhiteSpace(first), let last = headers.popLast() {
            headers.append(HTTPHeader(name: last.name, value: last.value + " " + headerText(line)))
        } else if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            let name = String(decoding: line[..<colon], as: UTF8.self)
            headers.append(HTTPHeader(name: name, value: headerText(line[(colon + 1)...])))
        }
        return bytes.count
    }

    /// A piece of (decoded) body arrived. Returns the bytes taken; fewer stops the transfer.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard isFinalAnswer else {
            discardedBytes += bytes.count
            if let limit = limits.maxBodyBytes, discardedBytes > limit {
                failure = .tooLarge(url: url.absoluteString, limit: limit)
                return 0
            }
            return bytes.count
        }
        if !headDelivered {
            if let limit = limits.maxBodyBytes, let declared = declaredIdentityLength, declared > limit {
                failure = .tooLarge(url: url.absoluteString, limit: limit)
                return 0
            }
            guard deliverHead() else { return 0 }
        }
        bodyBytes += bytes.count
        if let limit = limits.maxBodyBytes, bodyBytes > limit {
            failure = .tooLarge(url: url.absoluteString, limit: limit)
            return 0
        }
        if receiver(.body(Data(bytes))) == .abort {
            failure = .abortedByReceiver(url: url.absoluteString)
            return 0
        }
        return bytes.count
    }

    /// Progress report; returns non-zero to stop the transfer when the body stalls.
    func receiveProgress(downloaded: curl_off_t) -> Int32 {
        guard let stall = limits.stallTimeoutSeconds else { return 0 }
        let now = ContinuousClock.now
        if downloaded != progressBytes {
            progressBytes = downloaded
            progressTime = now
            return 0
        }
        if now - progressTime > .milliseconds(milliseconds(stall)) {
            failure = .timedOut(url: url.absoluteString, limit: .stall(seconds: stall))
            return 1
        }
        return 0
    }

    // MARK: - Completion (driver thread)

    /// Builds the outcome once libcurl reports the transfer done with `code`.
    func outcome(code: CURLcode) -> ExchangeOutcome {
        let elapsed = ContinuousClock.now - started
        if let failure {
            return ExchangeOutcome(result: .failure(failure), redirectLocation: nil, elapsed: elapsed)
        }
        guard code == CURLE_OK else {
            return ExchangeOutcome(
                result: .failure(error(for: code)), redirectLocation: nil, elapsed: elapsed)
        }
        if isFinalAnswer && !headDelivered && !deliverHead() {
            return ExchangeOutcome(
                result: .failure(failure ?? .abortedByReceiver(url: url.absoluteString)),
                redirectLocation: nil,
                elapsed: elapsed)
        }
        return ExchangeOutcome(result: .success(head), redirectLocation: redirectLocation(), elapsed: elapsed)
    }

    private var head: HTTPResponseHead {
        HTTPResponseHead(status: status, headers: HTTPHeaders(headers), url: url)
    }

    /// 2xx and 304 are handed to the receiver; redirects and errors are not.
    private var isFinalAnswer: Bool { (200..<300).contains(status) || status == 304 }

    /// The `Content-Length` of a body that is not compressed (a compressed length says
    /// nothing certain about the decoded size).
    private var declaredIdentityLength: Int? {
        let fields = HTTPHeaders(headers)
        if let encoding = fields["Content-Encoding"], !encoding.caseInsensitiveEquals("identity") {
            return nil
        }
        return fields["Content-Length"].flatMap { Int($0) }
    }

    private func deliverHead() -> Bool {
        headDelivered = true
        if receiver(.head(head)) == .abort {
            failure = .abortedByReceiver(url: url.absoluteString)
            return false
        }
        return true
    }

    private func redirectLocation() -> String? {
        guard let handle else { return nil }
        var pointer: UnsafeMutablePointer<CChar>?
        guard tidings_curl_info_string(handle, CURLINFO_REDIRECT_URL, &pointer) == CURLE_OK, let pointer
        else {
            return nil
        }
        return String(cString: pointer)
    }

    private func error(for code: CURLcode) -> HTTPError {
        var pretransfer: curl_off_t = 0
        if let handle { _ = tidings_curl_info_offset(handle, CURLINFO_PRETRANSFER_TIME_T, &pretransfer) }
        let message = String(cString: errorBuffer)
        let context = CurlFailureContext(
            url: url.absoluteString, host: url.host ?? url.absoluteString,
            detail: message.isEmpty ? curlDescription(of: code) : message,
            connected: sawHeaders || pretransfer > 0, connectTimeoutSeconds: limits.connectTimeoutSeconds,
            totalTimeoutSeconds: limits.totalTimeoutSeconds)
        return httpError(for: code, context: context)
    }
}

private func milliseconds(_ seconds: Double) -> Int {
    Int((seconds * 1000).rounded(.up))
}

/// Whether `byte` is HTTP's optional white space: a space or a tab (RFC 9110, section 5.6.3).
private func isOptionalWhiteSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
}

/// A header line's `bytes` as text, without the optional white space at either end.
private func headerText(_ bytes: Slice<UnsafeRawBufferPointer>) -> String {
    var (start, end) = (bytes.startIndex, bytes.endIndex)
    while start < end, isOptionalWhiteSpace(bytes[start]) { start += 1 }
    while end > start, isOptionalWhiteSpace(bytes[end - 1]) { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
}

private func transfer(from context: UnsafeMutableRawPointer?) -> CurlTransfer? {
    context.map { Unmanaged<CurlTransfer>.fromOpaque($0).takeUnretainedValue() }
}

private let curlBodyCallback: curl_write_callback = { buffer, size, count, context in
    guard let transfer = transfer(from: context) else { return 0 }
    return transfer.receiveBody(UnsafeRawBufferPointer(start: buffer, count: size * count))
}

private let curlHeaderCallback: curl_write_callback = { buffer, size, count, context in
    guard let transfer = transfer(from: context) else { return 0 }
    return transfer.receiveHeader(UnsafeRawBufferPointer(start: buffer, count: size * count))
}

private let curlProgressCallback: curl_xferinfo_callback = { context, _, downloaded, _, _ in
    transfer(from: context)?.receiveProgress(downloaded: downloaded) ?? 0
}
