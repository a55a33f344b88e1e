import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What the listening thread, the connection threads and the server's owner share.
final class ServerState: Sendable {
    let stopped = Atomic<Bool>(false)
    let recordsRequests: Bool
    private let routing: Mutex<(routes: [String: LoopbackRoute], fallback: LoopbackRoute?)>
    private let tally = Mutex(Tally())
    /// Descriptors of open connections, so `stop` can wake their threads.
    private let openConnections = Mutex<Set<Int32>>([])
    private let connectionCounter = Atomic<Int>(0)

    init(routes: [String: LoopbackRoute], fallback: LoopbackRoute?, recordsRequests: Bool) {
        routing = Mutex((routes: routes, fallback: fallback))
        self.recordsRequests = recordsRequests
    }

    var isStopped: Bool { stopped.load(ordering: .relaxed) }

    // MARK: Routes

    func setRoute(_ route: LoopbackRoute?, for path: String) {
        routing.withLock { $0.routes[path] = route }
    }

    func route(for path: String) -> LoopbackRoute? {
        routing.withLock { $0.routes[path] ?? $0.fallback }
    }

    // MARK: Connections

    /// Registers an accepted connection and returns its number (1, 2 …).
    func open(_ descriptor: Int32) -> Int {
        openConnections.withLock { _ = $0.insert(descriptor) }
        tally.withLock { $0.connections += 1 }
        return connectionCounter.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Forgets a connection; it must happen before the descriptor is closed, so that `stop`
    /// never touches a reused descriptor.
    func forget(_ descriptor: Int32) {
        openConnections.withLock { _ = $0.remove(descriptor) }
    }

    /// Sets the stop flag and shuts every open connection down, which wakes its thread.
    func stopAll() {
        stopped.store(true, ordering: .relaxed)
        openConnections.withLock { descriptors in
            for descriptor in descriptors { shutdown(descriptor, Int32(SHUT_RDWR)) }
        }
    }

    // MARK: Statistics

    func begin(_ request: LoopbackRequest) {
        let host = request.header("Host") ?? ""
        tally.withLock { tally in
            if recordsRequests { tally.requests.append(request) }
            tally.requestCount += 1
            tally.inFlight += 1
            tally.peakInFlight = max(tally.peakInFlight, tally.inFlight)
            let hostCount = tally.inFlightByHost[host, default: 0] + 1
            tally.inFlightByHost[host] = hostCount
            tally.peakInFlightByHost[host] = max(tally.peakInFlightByHost[host, default: 0], hostCount)
        }
    }

    func end(_ request: LoopbackRequest) {
        let host = request.header("Host") ?? ""
        tally.withLock { tally in
            tally.inFlight -= 1
            tally.inFlightByHost[host, default: 1] -= 1
        }
    }

    func recordBytesSent(_ count: Int) {
        tally.withLock { $0.bytesSent += count }
    }

    var snapshot: Tally { tally.withLock { $0 } }

    func resetStatistics() {
        tally.withLock { tally in
            tally = Tally(inFlight: tally.inFlight, inFlightByHost: tally.inFlightByHost)
        }
    }
}

/// Counters of what the server has seen.
struct Tally: Sendable {
    var requests: [LoopbackRequest] = []
    var requestCount = 0
    var connections = 0
    var inFlight = 0
    var inFlightByHost: [String: Int] = [:]
    var peakInFlight = 0
    var peakInFlightByHost: [String: Int] = [:]
    var bytesSent = 0
}
