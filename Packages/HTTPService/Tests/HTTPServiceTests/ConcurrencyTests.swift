import Foundation
import HTTPService
import LoopbackServerService
import Synchronization
import Testing

@Suite struct ConcurrencyLimits {
    let slow = LoopbackRoute.fixed(
        LoopbackResponse(status: 200, body: Data("ok".utf8), delay: .milliseconds(150)))

    @Test func neverMoreThanThePerHostLimitToOneHost() async throws {
        let server = try LoopbackServer(routes: ["/slow": slow])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(concurrency: 8, perHost: 2))
        let url = server.url("/slow")
        let bodies = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try await client.get(HTTPRequest(url: url)).body } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(bodies.count == 8)
        #expect(server.statistics.requestCount == 8)
        #expect(server.statistics.peakInFlight <= 2)
    }

    @Test func neverMoreThanTheOverallLimitAcrossHosts() async throws {
        let server = try LoopbackServer(routes: ["/slow": slow])
        defer { server.stop() }
        let client = CurlHTTPClient(settings: testSettings(concurrency: 3, perHost: 2))
        let urls = try (0..<12).map { index in
            try #require(
                URL(string: "http://\(index % 2 == 0 ? "127.0.0.1" : "localhost"):\(server.port)/slow"))
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for url in urls { group.addTask { _ = try await client.get(HTTPRequest(url: url)) } }
            try await group.waitForAll()
        }
        let statistics = server.statistics
        #expect(statistics.requestCount == 12)
        #expect(statistics.peakInFlight <= 3)
        #expect(statistics.peakInFlightByHost.count == 2)
        #expect(statistics.peakInFlightByHost.values.allSatisfy { $0 <= 2 })
    }

    @Test func waitersAreAdmittedInArrivalOrder() async throws {
        let limiter = ConcurrencyLimiter(limit: 1, perKeyLimit: 1)
        try await limiter.acquire("host")
        let order = AdmissionLog()
        var tasks: [Task<Void, any Error>] = []
        for index in 1...4 {
            tasks.append(
                Task {
                    try await limiter.acquire("host")
                    order.append(index)
                    limiter.release("host")
                })
            #expect(await eventually { limiter.waitingCount == index })
        }
        limiter.release("host")
        for task in tasks { try await task.value }
        #expect(order.entries == [1, 2, 3, 4])
        #expect(limiter.activeCount == 0)
    }

    @Test func aBusyHostDoesNotHoldBackOthers() async throws {
        let limiter = ConcurrencyLimiter(limit: 2, perKeyLimit: 1)
        try await limiter.acquire("busy")
        let waiting = Task { try await limiter.acquire("busy") }
        #expect(await eventually { limiter.waitingCount == 1 })
        try await limiter.acquire("other")
        #expect(limiter.activeCount == 2)
        #expect(limiter.waitingCount == 1)
        limiter.release("other")
        #expect(limiter.waitingCount == 1)
        limiter.release("busy")
        try await waiting.value
        #expect(limiter.activeCount == 1)
        limiter.release("busy")
    }

    @Test func aCancelledWaiterLeavesTheQueue() async throws {
        let limiter = ConcurrencyLimiter(limit: 1, perKeyLimit: 1)
        try await limiter.acquire("host")
        let waiting = Task { try await limiter.acquire("host") }
        #expect(await eventually { limiter.waitingCount == 1 })
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(limiter.waitingCount == 0)
        limiter.release("host")
        #expect(limiter.activeCount == 0)
    }
}

/// The order in which waiters got their place.
private final class AdmissionLog: Sendable {
    private let storage = Mutex<[Int]>([])

    func append(_ index: Int) { storage.withLock { $0.append(index) } }
    var entries: [Int] { storage.withLock { $0 } }
}
