import Synchronization
import Testing

@testable import SyncService

@Suite struct SharedLoginTests {
    /// Counts the logins it makes, each slow enough for the other calls to come meanwhile.
    final class Server: Sendable {
        let logins = Mutex(0)
        let refuses: Bool

        init(refuses: Bool = false) { self.refuses = refuses }

        func logIn() async -> Result<String, SyncServerError> {
            let number = logins.withLock { count in
                count += 1
                return count
            }
            try? await Task.sleep(for: .milliseconds(50))
            return refuses ? .failure(.loginRefused(server: "the test server")) : .success("token \(number)")
        }
    }

    @Test func callsMadeAtOnceShareOneLoginAndForgettingLogsInAgain() async throws {
        let (login, server) = (SharedLogin(), Server())
        async let first = login.token { await server.logIn() }
        async let second = login.token { await server.logIn() }
        async let third = login.token { await server.logIn() }
        let tokens = try await [first, second, third]
        #expect(tokens == ["token 1", "token 1", "token 1"])
        #expect(try await login.token { await server.logIn() } == "token 1")
        login.forget()
        #expect(try await login.token { await server.logIn() } == "token 2")
        #expect(server.logins.withLock { $0 } == 2)
    }

    @Test func aRefusedLoginIsNotKept() async {
        let (login, server) = (SharedLogin(), Server(refuses: true))
        for _ in 0..<2 {
            await #expect(throws: SyncServerError.loginRefused(server: "the test server")) {
                try await login.token { await server.logIn() }
            }
        }
        #expect(server.logins.withLock { $0 } == 2)
    }
}
