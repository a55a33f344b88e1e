import Foundation
import LoopbackServerService

#if canImport(Glibc)
    import Glibc
#endif

/// Why a raw exchange failed.
enum RawError: Error, Equatable {
    case connect(String)
    case timedOut
    case closed(afterBytes: Int)
    case reset
    case malformed(String)
}

/// A response as read off the wire.
struct RawResponse {
    var status: Int
    var headers: [LoopbackHeader]
    var body: Data

    func header(_ name: String) -> String? { headers.value(of: name) }
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A plain TCP client speaking just enough HTTP/1.1 to check the server byte by byte. Every
/// read gives up after `timeoutSeconds`, so no test can hang.
final class RawConnection {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects; on failure the socket is closed here, before `self` exists, so that it is
    /// never closed twice (a second close could hit a descriptor another test reuses).
    init(port: UInt16, address: String = "127.0.0.1", timeoutSeconds: Int = 5) throws(RawError) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = port.bigEndian
        inet_pton(AF_INET, address, &target.sin_addr)
        let result = withUnsafePointer(to: &target) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .connect(reason)
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Sends a GET (or `method`) for `path` with these extra header lines.
    func sendRequest(
        _ path: String, method: String = "GET", headers: [String: String] = [:], close: Bool = false
    ) {
        var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        if close { text += "Connection: close\r\n" }
        send(text + "\r\n")
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads one response: head, then a body of `Content-Length` bytes (none for 304 and HEAD).
    func readResponse(bodyless: Bool = false) throws(RawError) -> RawResponse {
        var head = try readHead()
        let length = head.header("Content-Length").flatMap { Int($0) } ?? 0
        if !bodyless && head.status != 304 { head.body = try readExactly(length) }
        return head
    }

    /// Reads the status line and headers.
    func readHead() throws(RawError) -> RawResponse {
        while true {
            if let end = headEnd() {
                let text = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(..<(end + 4))
                var lines = text.components(separatedBy: "\r\n")
                let statusLine = lines.removeFirst().split(separator: " ")
                guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw .malformed(text) }
                let headers = lines.compactMap { line -> LoopbackHeader? in
                    guard let colon = line.firstIndex(of: ":") else { return nil }
                    return LoopbackHeader(
                        name: String(line[..<colon]),
                        value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
                }
                return RawResponse(status: status, headers: headers, body: Data())
            }
            try fill()
        }
    }

    /// Reads exactly `count` bytes.
    func readExactly(_ count: Int) throws(RawError) -> Data {
        while buffer.count < count { try fill() }
        let data = Data(buffer[..<count])
        buffer.removeSubrange(..<count)
        return data
    }

    /// Receives until `total` bytes are buffered; the size of each receive (bytes already
    /// buffered count as the first).
    func receiveSizes(until total: Int) throws(RawError) -> [Int] {
        var sizes = buffer.isEmpty ? [] : [buffer.count]
        while buffer.count < total { sizes.append(try fill()) }
        return sizes
    }

    /// Reads until the server closes the connection; returns what came.
    func readToEnd() throws(RawError) -> Data {
        while true {
            do {
                try fill()
            } catch .closed {
                let data = Data(buffer)
                buffer = []
                return data
            }
        }
    }

    /// Receives once; the number of bytes received.
    @discardableResult
    func fill() throws(RawError) -> Int {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let received = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if received < 0 {
            if errno == ECONNRESET { throw .reset }
            if errno == EAGAIN || errno == EWOULDBLOCK { throw .timedOut }
            throw .malformed(String(cString: strerror(errno)))
        }
        guard received > 0 else { throw .closed(afterBytes: buffer.count) }
        buffer.append(contentsOf: chunk[..<received])
        return received
    }

    /// Whether a byte arrives within `milliseconds`.
    func receivesAnything(within milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    private func headEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
            && buffer[index + 3] == 10
        {
            return index
        }
        return nil
    }
}

/// Runs `gzip -dc` on `data`: the decoded bytes, or nil when gzip rejects them.
func gunzip(_ data: Data) throws -> Data? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec gzip -dc 2>/dev/null"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(data)
    try input.fileHandleForWriting.close()
    let decoded = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? decoded : nil
}
