public import HTTPService

/// Why a call to a sync server failed. No case carries a password or a key.
public enum SyncServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server refused the user name or the password.
    case loginRefused(server: String)
    /// The server answered, but its API is switched off for this user.
    case apiDisabled(server: String, how: String)
    /// The server could not be reached, or the exchange failed on the way.
    case unreachable(server: String, cause: HTTPError)
    /// The server answered with something that is not its API's answer: HTML, garbage, an error
    /// status.
    case unexpectedAnswer(server: String, reason: String)
    /// The server understood the request and refused it.
    case refused(server: String, operation: String, reason: String)
    /// The API has no way to do this.
    case unsupported(operation: String, api: String)

    public var description: String {
        switch self {
        case .loginRefused(let server):
            "\(server) refused the login; check the user name and the password"
        case .apiDisabled(let server, let how):
            "\(server) has its API switched off for this user; \(how)"
        case .unreachable(let server, let cause):
            "\(server) could not be reached (\(cause)); check the address, and try again once the server runs"
        case .unexpectedAnswer(let server, let reason):
            "\(server) did not answer as its API does (\(reason)); check the address, which should be "
                + "the server's own address"
        case .refused(let server, let operation, let reason):
            "\(server) refused to \(operation): \(reason)"
        case .unsupported(let operation, let api):
            "the \(api) API cannot \(operation); do it on the server, and the next sync brings the change"
        }
    }

    /// Whether the failure is the login's: a wrong password or user.
    public var isLoginRefused: Bool {
        if case .loginRefused = self { return true }
        return false
    }
}
