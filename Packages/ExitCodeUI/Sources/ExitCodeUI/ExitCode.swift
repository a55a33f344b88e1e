/// The exit statuses Tidings documents, after BSD `sysexits.h`: the one list, which `tidings
/// --help` and the README print (`documentation`), and which every typed failure maps onto
/// (`DocumentedFailure`, the mappings in `FailureExitCodes.swift`).
public enum ExitCode: Int32, CaseIterable, Sendable {
    case ok = 0
    /// Some of the work failed, such as one feed of a refresh.
    case partialFailure = 1
    /// The command line or URL was wrong: a wrong option, an unknown feed or article, a malformed
    /// search or filter.
    case usage = 64
    /// Input data was wrong: a feed, an OPML file, a setting.
    case badData = 65
    /// A server or a helper program was unavailable, or a server's API cannot do what was asked.
    case unavailable = 69
    /// Reading or writing a file or the library failed.
    case ioError = 74
    /// A sync server refused the login: the user name or the password is wrong.
    case noPermission = 77

    /// What the status means, in a few words: `login refused`.
    public var meaning: String {
        switch self {
        case .ok: "ok"
        case .partialFailure: "partial failure"
        case .usage: "usage"
        case .badData: "bad data"
        case .unavailable: "unavailable"
        case .ioError: "I/O error"
        case .noPermission: "login refused"
        }
    }

    /// When a command ends with it, for the README's table.
    public var explanation: String {
        switch self {
        case .ok: "everything asked was done"
        case .partialFailure:
            "part of the work failed: a feed or an account of a refresh, a server of a sync, an outline of an "
                + "import, an enclosure of a download run"
        case .usage:
            "a wrong command line or URL: an unknown option, feed, tag, article or account, a malformed search or filter"
        case .badData: "a broken feed, OPML file, newsboat file or setting"
        case .unavailable:
            "a server, or no clipboard, browser or player program; another `downloads --run` already working "
                + "through the queue; what a sync server's API cannot do"
        case .ioError: "a file, folder or library that cannot be read or written, an empty library file"
        case .noPermission: "a sync server refused the login"
        }
    }

    /// The README's table of exit codes, between its markers.
    public static var markdownTable: String {
        (["| code | meaning | when |", "|---|---|---|"]
            + allCases.map { "| \($0.rawValue) | \($0.meaning) | \($0.explanation) |" })
            .joined(separator: "\n")
    }

    /// The documented list in one line: `0 ok, 1 partial failure, …, 77 login refused`.
    public static var documentation: String {
        allCases.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: ", ")
    }
}
