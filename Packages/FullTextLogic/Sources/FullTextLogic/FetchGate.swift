/// Lets at most `width` page fetches run at once, however many refreshing feeds ask: the others
/// wait their turn in the order they came.
actor FetchGate {
    private let width: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) {
        self.width = max(1, width)
    }

    /// Runs `work` once a place is free, and frees it after.
    func run<T: Sendable>(_ work: @Sendable () async -> T) async -> T {
        if running < width {
            running += 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
        let result = await work()
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
        return result
    }
}
