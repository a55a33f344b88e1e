import Dispatch
public import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A real HTTP/1.1 server on a loopback address, for tests and benchmarks. It listens as
/// soon as it is made (port 0 picks a free port, reported by `port`), answers each path with
/// its scripted `LoopbackRoute`, keeps connections alive, serves each connection on its own
/// thread, and records what it received. It stops when `stop()` is called or when it is
/// released.
public final class LoopbackServer: Sendable {
    /// The address it listens on, such as `127.0.0.1` or `::1`.
    public let address: String
    public let port: UInt16
    private let state: ServerState
    private let listener: Int32
    private let stopRequested = Atomic<Bool>(false)

    /// Starts listening on `address:port`. `fallback` answers paths without a route (a 404
    /// when nil). With `recordsRequests` off, `requests` stays empty (for long runs).
    public init(
        address: String = "127.0.0.1", port: UInt16 = 0, routes: [String: LoopbackRoute] = [:],
        fallback: LoopbackRoute? = nil, recordsRequests: Bool = true
    ) throws(LoopbackServerError) {
        let (descriptor, boundPort) = try SocketCalls.listen(address: address, port: port)
        self.address = address
        self.port = boundPort
        listener = descriptor
        state = ServerState(routes: routes, fallback: fallback, recordsRequests: recordsRequests)
        // Serial queues' blocks: each gets a thread of its own for as long as it runs.
        DispatchQueue(label: "loopback-accept").async { [state] in
            Self.acceptConnections(on: descriptor, state: state)
        }
    }

    deinit {
        stop()
    }

    /// `http://address:port` (`http://[::1]:port` for IPv6).
    public var baseURL: URL {
        URL(string: "http://\(authority)") ?? URL(fileURLWithPath: "/")
    }

    /// The URL of `path` (which starts with `/`) on this server.
    public func url(_ path: String) -> URL {
        URL(string: "http://\(authority)\(path)") ?? baseURL
    }

    /// `address:port`, with an IPv6 address in brackets.
    private var authority: String {
        address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)"
    }

    /// Sets or replaces the route of `path` (without query); nil removes it.
    public func setRoute(_ route: LoopbackRoute?, for path: String) {
        state.setRoute(route, for: path)
    }

    /// Every request received so far, in arrival order.
    public var requests: [LoopbackRequest] { state.snapshot.requests }

    /// The requests received for `path`.
    public func requests(to path: String) -> [LoopbackRequest] {
        requests.filter { $0.path == path }
    }

    /// What the server has counted since it started (or since `resetStatistics`).
    public var statistics: LoopbackStatistics {
        let tally = state.snapshot
        return LoopbackStatistics(
            requestCount: tally.requestCount, connectionCount: tally.connections,
            peakInFlight: tally.peakInFlight, peakInFlightByHost: tally.peakInFlightByHost,
            inFlight: tally.inFlight, bytesSent: tally.bytesSent)
    }

    /// Forgets recorded requests and counters.
    public func resetStatistics() {
        state.resetStatistics()
    }

    /// Stops listening and closes every connection; idempotent.
    public func stop() {
        guard !stopRequested.exchange(true, ordering: .relaxed) else { return }
        // The listener is shut down before the stop flag is set: the accepting thread closes
        // it only once it sees the flag, so this never touches a closed (and reused) descriptor.
        shutdown(listener, Int32(SHUT_RDWR))
        state.stopAll()
    }

    private static func acceptConnections(on listener: Int32, state: ServerState) {
        while !state.isStopped {
            guard SocketCalls.waitReadable(listener) else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if !state.isStopped { usleep(10_000) }
                continue
            }
            SocketCalls.setNoDelay(connection)
            let number = state.open(connection)
            if state.isStopped { shutdown(connection, Int32(SHUT_RDWR)) }
            DispatchQueue(label: "loopback-connection").async {
                ConnectionHandler(descriptor: connection, number: number, state: state).run()
            }
        }
        close(listener)
    }
}

/// Counters of a `LoopbackServer`.
public struct LoopbackStatistics: Equatable, Sendable {
    public var requestCount: Int
    public var connectionCount: Int
    /// The most requests that were being answered at the same moment.
    public var peakInFlight: Int
    /// The same, by `Host` header (`127.0.0.1:port`, `localhost:port` …).
    public var peakInFlightByHost: [String: Int]
    /// Requests being answered now.
    public var inFlight: Int
    /// Bytes written to connections, heads included.
    public var bytesSent: Int
}
