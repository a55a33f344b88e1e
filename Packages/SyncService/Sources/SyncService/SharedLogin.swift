import Synchronization

/// A server's login token (a session id, an `Auth` token), held once made and shared by the
/// calls made at once: the first call that finds none starts the login, and those that come
/// while it runs wait for it instead of logging in again.
final class SharedLogin: Sendable {
    private struct State {
        var token: String?
        /// The login under way.
        var running: Task<Result<String, SyncServerError>, Never>?
    }

    private let state = Mutex(State())

    /// The token held, or the one the login under way brings, or the one `logIn` brings now.
    func token(_ logIn: @escaping @Sendable () async -> Result<String, SyncServerError>)
        async throws(SyncServerError) -> String
    {
        let running = state.withLock { held -> Task<Result<String, SyncServerError>, Never>? in
            if held.token != nil { return nil }
            if let running = held.running { return running }
            let started = Task { await logIn() }
            held.running = started
            return started
        }
        guard let running else {
            if let token = state.withLock({ $0.token }) { return token }
            return try await token(logIn)
        }
        let result = await running.value
        state.withLock { held in
            // Only the login that is still the current one settles the token.
            guard held.running == running else { return }
            held.running = nil
            if case .success(let token) = result { held.token = token }
        }
        return try result.get()
    }

    /// Forgets the token, and any login under way: the next call logs in again.
    func forget() {
        state.withLock { $0 = State() }
    }
}
