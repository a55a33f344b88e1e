/// One answer, asked for ahead of time: a pull asks for the next page of articles while it
/// stores the current one, a sync asks for the starred list while the unread list comes, and
/// reads the library's side of the states while both are on their way, so that the server's
/// work and ours overlap. Cancelled (and its answer dropped) when the sync stops before it needs
/// the answer.
struct ServerPrefetch<Value: Sendable>: Sendable {
    private let task: Task<Result<Value, SyncError>, Never>

    /// Starts `fetch` at once.
    init(_ fetch: @escaping @Sendable () async throws(SyncError) -> Value) {
        task = Task {
            do throws(SyncError) {
                return .success(try await fetch())
            } catch {
                return .failure(error)
            }
        }
    }

    /// The answer, or the reason the server could not give it.
    var value: Value {
        get async throws(SyncError) { try await task.value.get() }
    }

    func cancel() { task.cancel() }
}
