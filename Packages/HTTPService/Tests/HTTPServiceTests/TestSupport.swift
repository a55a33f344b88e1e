import Foundation
import HTTPService
import LoopbackServerService
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Short limits, so that every failure test ends quickly.
func testSettings(
    connectTimeout: Double = 2, totalTimeout: Double = 5, maxRedirects: Int = 3, maxBytes: Int = 1 << 20,
    retryLimit: Int = 2, retryAfterMax: Double = 2, concurrency: Int = 4, perHost: Int = 2
) -> HTTPSettings {
    HTTPSettings(
        userAgent: "TidingsTest/1.0", connectTimeoutSeconds: connectTimeout,
        requestTimeoutSeconds: totalTimeout,
        maxRedirects: maxRedirects, maxResponseBytes: maxBytes, retryLimit: retryLimit,
        retryAfterMaxSeconds: retryAfterMax, concurrency: concurrency, concurrencyPerHost: perHost)
}

/// Where the test fixtures are, found from this file's real location.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
}

/// Runs `request` and returns its error, or nil when it succeeded.
func failure(of request: HTTPRequest, with client: some HTTPClient) async -> HTTPError? {
    do {
        _ = try await client.get(request)
        return nil
    } catch {
        return error
    }
}

/// Waits (up to five seconds) until `condition` holds.
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<500 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}

/// A port on 127.0.0.1 where nothing listens: bound, then closed.
func closedPort() -> UInt16 {
    let (descriptor, port) = boundSocket()
    close(descriptor)
    return port
}

/// A listener whose accept queue is full and which never accepts: connections to it hang in
/// the TCP handshake, as with an unreachable host.
final class FullBacklogListener {
    let port: UInt16
    private var descriptors: [Int32] = []

    init() {
        let (listener, port) = boundSocket()
        self.port = port
        Glibc.listen(listener, 0)
        descriptors.append(listener)
        for _ in 0..<3 {
            let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            _ = fcntl(filler, F_SETFL, fcntl(filler, F_GETFL) | O_NONBLOCK)
            var target = loopbackAddress(port: port)
            _ = withUnsafePointer(to: &target) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(filler, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            descriptors.append(filler)
        }
    }

    deinit {
        for descriptor in descriptors { close(descriptor) }
    }
}

private func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
}

private func boundSocket() -> (Int32, UInt16) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = loopbackAddress(port: 0)
    _ = withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
}

/// Collects what a streaming request hands its receiver.
final class StreamRecorder: Sendable {
    private let events = Mutex<[String]>([])
    private let body = Mutex(Data())

    func receive(_ event: HTTPStreamEvent) -> HTTPStreamAction {
        switch event {
        case .head(let head): events.withLock { $0.append("head \(head.status)") }
        case .body(let chunk):
            events.withLock { $0.append("body") }
            body.withLock { $0.append(chunk) }
        }
        return .proceed
    }

    var log: [String] { events.withLock { $0 } }
    var data: Data { body.withLock { $0 } }
}
