import Synchronization

/// Admits at most `limit` holders at once, and at most `perKeyLimit` holders of one key (a
/// host, for instance). Callers beyond the limits wait in arrival order: whenever a place frees
/// up, the earliest waiter that fits is admitted, so a waiter for a busy key never holds back
/// the others (no head-of-line blocking) and nobody is overtaken by a later caller of the same
/// key.
public final class ConcurrencyLimiter: Sendable {
    public let limit: Int
    public let perKeyLimit: Int
    private let state = Mutex(LimiterState())

    /// Limits below 1 count as 1.
    public init(limit: Int, perKeyLimit: Int) {
        self.limit = max(1, limit)
        self.perKeyLimit = max(1, min(perKeyLimit, limit))
    }

    /// Waits for a place for `key`. Every successful call must be paired with `release(key)`.
    public func acquire(_ key: String) async throws(CancellationError) {
        let ticket = state.withLock { state in
            state.nextTicket += 1
            return state.nextTicket
        }
        let admitted = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let admittedNow = state.withLock { state -> Bool? in
                    if Task.isCancelled { return false }
                    if state.fits(key, limit: limit, perKeyLimit: perKeyLimit) {
                        state.admit(key)
                        return true
                    }
                    state.waiters.append(LimiterWaiter(ticket: ticket, key: key, continuation: continuation))
                    return nil
                }
                if let admittedNow { continuation.resume(returning: admittedNow) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> LimiterWaiter? in
                guard let index = state.waiters.firstIndex(where: { $0.ticket == ticket }) else { return nil }
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume(returning: false)
        }
        if !admitted { throw CancellationError() }
    }

    /// Gives back a place taken by `acquire(key)` and admits the earliest waiters that now fit.
    public func release(_ key: String) {
        let admitted = state.withLock { state -> [LimiterWaiter] in
            state.leave(key)
            var admitted: [LimiterWaiter] = []
            var index = 0
            while index < state.waiters.count && state.active < limit {
                let waiter = state.waiters[index]
                if state.fits(waiter.key, limit: limit, perKeyLimit: perKeyLimit) {
                    state.admit(waiter.key)
                    admitted.append(state.waiters.remove(at: index))
                } else {
                    index += 1
                }
            }
            return admitted
        }
        for waiter in admitted { waiter.continuation.resume(returning: true) }
    }

    /// How many callers are waiting now.
    public var waitingCount: Int { state.withLock { $0.waiters.count } }

    /// How many places are taken now.
    public var activeCount: Int { state.withLock { $0.active } }
}

private struct LimiterWaiter {
    let ticket: UInt64
    let key: String
    let continuation: CheckedContinuation<Bool, Never>
}

private struct LimiterState {
    var active = 0
    var activeByKey: [String: Int] = [:]
    var waiters: [LimiterWaiter] = []
    var nextTicket: UInt64 = 0

    func fits(_ key: String, limit: Int, perKeyLimit: Int) -> Bool {
        active < limit && activeByKey[key, default: 0] < perKeyLimit
    }

    mutating func admit(_ key: String) {
        active += 1
        activeByKey[key, default: 0] += 1
    }

    mutating func leave(_ key: String) {
        active = max(0, active - 1)
        let remaining = activeByKey[key, default: 0] - 1
        activeByKey[key] = remaining > 0 ? remaining : nil
    }
}
