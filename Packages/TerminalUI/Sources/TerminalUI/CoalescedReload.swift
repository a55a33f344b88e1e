/// Runs a screen's reload one at a time and at a bounded rate, however often it is asked for.
///
/// A refresh announces each feed as it finishes, often hundreds a second, and a list that
/// reloaded on each would queue as many overlapping reloads, each recounting what it shows (a
/// query feed's count over a large library takes tens of milliseconds). Here a request while a
/// reload runs, or sooner than `minimumInterval` after the last began, is folded into one more
/// reload after it: the screen still ends on the latest state, with at most one reload running
/// and one waiting.
@MainActor
public final class CoalescedReload {
    private let minimumInterval: Duration
    private let reload: @MainActor () async -> Void
    private var isPending = false
    private var lastStart: ContinuousClock.Instant?
    /// Counts the runs started, so that a cancelled run ending late leaves a newer one alone.
    private var generation = 0
    /// The reloads running now and the one folded in after them, until they are done.
    public private(set) var current: Task<Void, Never>?

    /// `reload` is what runs; a reload starts at least `minimumInterval` after the previous
    /// one began.
    public init(
        minimumInterval: Duration = .milliseconds(200), reload: @escaping @MainActor () async -> Void
    ) {
        self.minimumInterval = minimumInterval
        self.reload = reload
    }

    /// Asks for a reload, and returns the task that ends once the state asked for is shown.
    @discardableResult
    public func request() -> Task<Void, Never> {
        if let current {
            isPending = true
            return current
        }
        isPending = true
        generation += 1
        let run = generation
        let task = Task { await runWhilePending(run) }
        current = task
        return task
    }

    /// Drops a waiting reload and stops the running one at its next suspension.
    public func cancel() {
        isPending = false
        current?.cancel()
        current = nil
    }

    private func runWhilePending(_ run: Int) async {
        defer { if generation == run { current = nil } }
        while isPending, !Task.isCancelled, generation == run {
            isPending = false
            if let lastStart {
                let wait = lastStart + minimumInterval - ContinuousClock.now
                if wait > .zero {
                    do { try await Task.sleep(for: wait) } catch { return }
                }
            }
            lastStart = ContinuousClock.now
            await reload()
        }
    }
}
