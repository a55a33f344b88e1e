public import DatabaseService
public import SyncService

/// Why a sync operation failed, and what to do about it.
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No account has this name.
    case unknownAccount(String, known: [String])
    /// An account of this name exists already.
    case duplicateAccount(String)
    /// The password file may be read by other users.
    case passwordFileShared(path: String)
    /// The password file could not be read, or was empty.
    case passwordUnreadable(path: String, reason: String)
    /// The password given was empty.
    case emptyPassword
    /// The stored password of an account could not be read or written.
    case passwordStorage(account: String, reason: String)
    /// The account's password command gave no password.
    case passwordCommand(account: String, command: String, reason: String)
    /// The server refused, failed or could not be reached.
    case server(account: String, SyncServerError)
    /// The library could not be read or written; the database says why.
    case storage(DatabaseError)

    public var description: String {
        switch self {
        case .unknownAccount(let name, let known):
            known.isEmpty
                ? "there is no account '\(name)'; add one with `tidings account add "
                    + SyncServerKind.allCases.map(\.rawValue).joined(separator: "|") + " URL --user NAME`"
                : "there is no account '\(name)'; the accounts are: \(known.joined(separator: ", "))"
        case .duplicateAccount(let name):
            "an account named '\(name)' exists already; choose another with --name, or remove it first"
        case .passwordFileShared(let path):
            "\(path) can be read by other users; make it yours alone with `chmod 600 \(path)`"
        case .passwordUnreadable(let path, let reason):
            "the password file \(path) could not be read (\(reason))"
        case .emptyPassword:
            "the password is empty; give it on standard input or in a file"
        case .passwordStorage(let account, let reason):
            "the password of account '\(account)' could not be kept (\(reason)); check the library folder's "
                + "permissions, or add the account again"
        case .passwordCommand(let account, let command, let reason):
            "the password command of account '\(account)' (`\(command)`) gave no password: \(reason); "
                + "run it yourself to see, or add the account again with another"
        case .server(let account, let cause):
            "account '\(account)': \(cause)"
        case .storage(let cause):
            "the library could not be read or written (\(cause)); check the data directory and its permissions"
        }
    }

    /// Whether the server refused the login: the user must fix the credentials.
    public var isLoginRefused: Bool {
        if case .server(_, let cause) = self { return cause.isLoginRefused }
        return false
    }

    /// Whether the server's API cannot do what was asked (Fever cannot subscribe).
    public var isUnsupported: Bool {
        if case .server(_, .unsupported) = self { return true }
        return false
    }

    /// Whether the server could not be reached or answered wrongly: trying later may help.
    public var isServerFailure: Bool {
        if case .server = self { return !isLoginRefused && !isUnsupported }
        return false
    }

    /// Runs library work, turning whatever it throws into `.storage`.
    static func storing<T>(_ work: () async throws -> T) async throws(SyncError) -> T {
        do {
            return try await work()
        } catch let error as DatabaseError {
            throw .storage(error)
        } catch {
            throw .storage(.caused(by: error))
        }
    }

    /// Runs a call to the server of `account`, turning what it throws into `.server`.
    static func serving<T>(account: String, _ call: () async throws(SyncServerError) -> T)
        async throws(SyncError) -> T
    {
        do {
            return try await call()
        } catch {
            throw .server(account: account, error)
        }
    }
}
