import FoundationEssentials
import UnicodeTextService

#if canImport(Glibc)
    import Glibc
#endif

/// The request line and header fields of one request.
struct RequestHead {
    var method: String
    var target: String
    var version: String
    var headers: [LoopbackHeader]

    /// Whether the client keeps the connection open after this request.
    var keepsAlive: Bool {
        let connection = headers.value(of: "Connection")?.lowercased() ?? ""
        if connection.contains("close") { return false }
        return version == "HTTP/1.1" || connection.contains("keep-alive")
    }
}

/// Reads requests from one connection, keeping what arrived beyond the current one.
struct RequestReader {
    /// A request head larger than this is refused.
    static let maxHeadBytes = 64 * 1024

    let descriptor: Int32
    let state: ServerState
    private var buffer: [UInt8] = []
    private var scanned = 0
    private var chunk = [UInt8](repeating: 0, count: 16 * 1024)

    init(descriptor: Int32, state: ServerState) {
        self.descriptor = descriptor
        self.state = state
    }

    /// What arrived next on the connection.
    enum Arrival {
        case request(RequestHead)
        /// Bytes that are not an HTTP/1.1 request (a TLS handshake, garbage, a huge head).
        case malformed
        case closed
    }

    /// The next request head.
    mutating func readHead() -> Arrival {
        while true {
            if let first = buffer.first, !(65...90).contains(first) { return .malformed }
            if let end = headEnd() {
                let text = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(..<(end + 4))
                scanned = 0
                return Self.parse(text).map { .request($0) } ?? .malformed
            }
            guard buffer.count <= Self.maxHeadBytes else { return .malformed }
            guard fill() else { return .closed }
        }
    }

    /// Reads and returns `count` body bytes, or nil when the connection ends first.
    mutating func readBody(count: Int) -> Data? {
        while buffer.count < count {
            guard fill() else { return nil }
        }
        let body = Data(buffer[..<count])
        buffer.removeSubrange(..<count)
        return body
    }

    /// Waits until the peer closes the connection or the server stops, reading and dropping
    /// anything sent meanwhile.
    mutating func waitForClose() {
        while fill() { buffer.removeAll() }
    }

    private mutating func headEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        var index = max(0, scanned - 3)
        while index + 3 < buffer.count {
            if buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
                && buffer[index + 3] == 10
            {
                return index
            }
            index += 1
        }
        scanned = buffer.count
        return nil
    }

    /// Receives more bytes; false when the peer closed, the connection broke or the server stops.
    private mutating func fill() -> Bool {
        while !state.isStopped {
            guard SocketCalls.waitReadable(descriptor) else { continue }
            let received = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if received < 0 && errno == EINTR { continue }
            guard received > 0 else { return false }
            buffer.append(contentsOf: chunk[..<received])
            return true
        }
        return false
    }

    private static func parse(_ text: String) -> RequestHead? {
        var lines = text.components(separatedBy: "\r\n")
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count == 3 else { return nil }
        var headers: [LoopbackHeader] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append(
                LoopbackHeader(
                    name: String(line[..<colon]),
                    value: WhiteSpace.trimmingSpaces(line[line.index(after: colon)...])))
        }
        return RequestHead(
            method: String(requestLine[0]), target: String(requestLine[1]), version: String(requestLine[2]),
            headers: headers)
    }
}
