import SyncService

/// One page of new articles, asked for ahead of time: a pull asks the server for the next page
/// while it stores the current one, so that the server's work and the library's overlap.
/// Cancelled (and its answer dropped) when the pull stops before it needs the page.
struct PagePrefetch: Sendable {
    private let task: Task<Result<RemoteArticlePage, SyncError>, Never>

    /// Starts `fetch` at once.
    init(_ fetch: @escaping @Sendable () async throws(SyncError) -> RemoteArticlePage) {
        task = Task {
            do throws(SyncError) {
                return .success(try await fetch())
            } catch {
                return .failure(error)
            }
        }
    }

    /// The page, or the reason the server could not give it.
    var value: RemoteArticlePage {
        get async throws(SyncError) { try await task.value.get() }
    }

    func cancel() { task.cancel() }
}
