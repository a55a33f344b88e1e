import FoundationEssentials
import ProgramService

/// Where an account's password comes from when it is added: the password itself (read from
/// standard input or a private file, then kept in a file of its own), or a command run at each
/// sync whose first line of output is the password (newsboat's `*-passwordeval`).
public enum AccountSecret: Equatable, Sendable {
    case password(String)
    /// The command as the user wrote it: `pass show rss/freshrss`.
    case command(String)
}

/// Runs password commands: `pass show rss`, `gopass show -o rss`, `secret-tool lookup service
/// rss`, `keepassxc-cli show -a password db.kdbx rss`. The command is split into words
/// (`CommandWords`: quotes, no shell, nothing expanded), its program found on `PATH`, and it runs
/// with the user's environment, standard input from `/dev/null`, for at most `timeoutSeconds`
/// (`sync.passwordCommandTimeoutSeconds`). Its first line of output is the password; the
/// password is handed to the adapter and kept nowhere.
public struct PasswordCommands: Sendable {
    /// The environment the commands run in (`PATH`, `HOME`, `GNUPGHOME`,
    /// `DBUS_SESSION_BUS_ADDRESS`…): the user's.
    public let environment: [String: String]
    public let timeoutSeconds: Double

    public init(environment: [String: String], timeoutSeconds: Double) {
        self.environment = environment
        self.timeoutSeconds = timeoutSeconds
    }

    /// The password `command` prints for `account`, or why there is none.
    public func password(from command: String, account: String) async throws(SyncError) -> String {
        let words: [String]
        do {
            words = try CommandWords.split(command)
        } catch {
            throw .passwordCommand(account: account, command: command, reason: "it cannot be read: \(error)")
        }
        let program = words[0]
        guard let executable = ProgramLocator(environment: environment).locate(program) else {
            throw .passwordCommand(
                account: account, command: command, reason: "\(program) is not installed or not on PATH")
        }
        let outcome = await ProgramRunner(environment: environment).run(
            executable: executable, arguments: Array(words.dropFirst()), input: nil, keepsOutput: true,
            wait: timeoutSeconds, overrun: .stop)
        switch outcome {
        case .exited(0, let output, _):
            let line =
                output.split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                .first.map(String.init) ?? ""
            guard !line.isEmpty else {
                throw .passwordCommand(account: account, command: command, reason: "it printed no password")
            }
            return line
        case .exited(let status, _, let errors):
            let said = errors.split(whereSeparator: \.isNewline).first.map { ": \($0)" } ?? ""
            throw .passwordCommand(
                account: account, command: command, reason: "it exited with \(status)\(said)")
        case .signalled(let signal):
            throw .passwordCommand(
                account: account, command: command, reason: "it was killed by signal \(signal)")
        case .timedOut, .stillRunning:
            throw .passwordCommand(
                account: account, command: command,
                reason: "it did not finish within \(Int(timeoutSeconds)) s, and was stopped (a pinentry that "
                    + "needs a terminal waits for ever; unlock the agent first, or raise "
                    + "sync.passwordCommandTimeoutSeconds)")
        case .cannotStart(let reason):
            throw .passwordCommand(
                account: account, command: command, reason: "it could not start: \(reason)")
        }
    }
}
