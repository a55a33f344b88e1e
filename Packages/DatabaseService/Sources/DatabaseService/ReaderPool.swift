import Synchronization

/// Read-only connections handed out one caller at a time; a caller that finds none free
/// waits, first come first served, for the next one returned.
final class ReaderPool: Sendable {
    private struct State {
        var idle: [Int]
        var waiters: [CheckedContinuation<Int, Never>] = []
    }

    private let readers: [PooledReader]
    private let state: Mutex<State>

    init(readers: [PooledReader]) {
        self.readers = readers
        self.state = Mutex(State(idle: Array(readers.indices)))
    }

    var count: Int { readers.count }

    /// The reader checked out as `index`.
    func reader(_ index: Int) -> PooledReader { readers[index] }

    /// Takes a free reader's index, waiting for one when all are busy; give it back with
    /// `checkIn`.
    func checkOut() async -> Int {
        if let index = state.withLock({ $0.idle.popLast() }) { return index }
        return await withCheckedContinuation { continuation in
            let index: Int? = state.withLock { state in
                if let index = state.idle.popLast() { return index }
                state.waiters.append(continuation)
                return nil
            }
            if let index { continuation.resume(returning: index) }
        }
    }

    /// Returns a reader, handing it straight to the longest waiter if there is one.
    func checkIn(_ index: Int) {
        let waiter: CheckedContinuation<Int, Never>? = state.withLock { state in
            if state.waiters.isEmpty {
                state.idle.append(index)
                return nil
            }
            return state.waiters.removeFirst()
        }
        waiter?.resume(returning: index)
    }
}
