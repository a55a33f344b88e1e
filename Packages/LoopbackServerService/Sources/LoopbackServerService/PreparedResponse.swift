import FoundationEssentials
import UnicodeTextService

/// A scripted response with the server's rules applied to one request: conditional requests
/// (304), content encoding and ranges (206, 416).
struct PreparedResponse {
    var status: Int
    var headers: [LoopbackHeader]
    var body: Data
    var delivery: LoopbackDelivery
    var sendsBody: Bool

    init(_ response: LoopbackResponse, for request: LoopbackRequest) {
        status = response.status
        headers = response.headers
        body = response.body
        delivery = response.delivery
        sendsBody = request.method != "HEAD"
        if let etag = response.etag { headers.append(LoopbackHeader(name: "ETag", value: etag)) }
        if let lastModified = response.lastModified {
            headers.append(LoopbackHeader(name: "Last-Modified", value: lastModified))
        }
        if response.status == 200 && Self.isNotModified(response, request) {
            status = 304
            body = Data()
            delivery = .whole
            return
        }
        if response.acceptsRanges && response.encoding == .identity {
            headers.append(LoopbackHeader(name: "Accept-Ranges", value: "bytes"))
            if response.status == 200, let range = request.header("Range") { applyRange(range) }
        }
        encode(response.encoding)
    }

    private static func isNotModified(_ response: LoopbackResponse, _ request: LoopbackRequest) -> Bool {
        if let etag = response.etag, let condition = request.header("If-None-Match") {
            let candidates = condition.split(separator: ",").map {
                WhiteSpace.trimmingSpaces($0).replacing("W/", with: "")
            }
            return candidates.contains("*")
                || candidates.contains(etag.replacing("W/", with: ""))
        }
        if let lastModified = response.lastModified, let condition = request.header("If-Modified-Since") {
            return condition == lastModified
        }
        return false
    }

    /// Serves `bytes=first-[last]` of the body; anything else is ignored (a full 200).
    private mutating func applyRange(_ value: String) {
        guard value.hasPrefix("bytes="), !value.contains(",") else { return }
        let bounds = value.dropFirst("bytes=".count).split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count == 2, let first = Int(bounds[0]) else { return }
        let total = body.count
        guard first < total else {
            status = 416
            headers.append(LoopbackHeader(name: "Content-Range", value: "bytes */\(total)"))
            body = Data()
            return
        }
        let last = min(Int(bounds[1]) ?? (total - 1), total - 1)
        guard last >= first else { return }
        status = 206
        headers.append(LoopbackHeader(name: "Content-Range", value: "bytes \(first)-\(last)/\(total)"))
        body = Data(body[first...last])
    }

    private mutating func encode(_ encoding: LoopbackBodyEncoding) {
        switch encoding {
        case .identity:
            return
        case .gzip:
            body = BodyCompression.compress(body, gzip: true)
            headers.append(LoopbackHeader(name: "Content-Encoding", value: "gzip"))
        case .deflate:
            body = BodyCompression.compress(body, gzip: false)
            headers.append(LoopbackHeader(name: "Content-Encoding", value: "deflate"))
        case .invalidGzip:
            body = BodyCompression.invalidGzip(length: body.count)
            headers.append(LoopbackHeader(name: "Content-Encoding", value: "gzip"))
        }
    }

    /// The status line and header block, ending with the empty line.
    func headText(contentLength: Int?, chunked: Bool, closing: Bool) -> String {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\nServer: loopback-server\r\n"
        for header in headers { text += "\(header.name): \(header.value)\r\n" }
        if let contentLength { text += "Content-Length: \(contentLength)\r\n" }
        if chunked { text += "Transfer-Encoding: chunked\r\n" }
        if closing { text += "Connection: close\r\n" }
        return text + "\r\n"
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 206: "Partial Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 416: "Range Not Satisfiable"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
