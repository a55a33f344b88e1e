import FoundationEssentials

/// What a share was trying to do, for messages.
public enum ShareAction: String, Equatable, Sendable {
    case copy = "copy to the clipboard"
    case open = "open the link"
    case email = "open the mail link"

    /// The setting that lists the programs for this action.
    var setting: String {
        switch self {
        case .copy: "share.clipboardCommands"
        case .open, .email: "$BROWSER or share.browserCommands"
        }
    }
}

/// One program that was found and started (or could not be) but did not do its job.
public struct ProgramFailure: Equatable, Sendable, CustomStringConvertible {
    /// Why it failed.
    public enum Reason: Equatable, Sendable {
        /// It exited with a non-zero status; `message` is what it wrote to standard error.
        case exited(status: Int32, message: String)
        /// A signal ended it.
        case signalled(Int32)
        /// It was still running after the timeout and was stopped.
        case timedOut(seconds: Double)
        /// It could not be started at all.
        case cannotStart(String)
    }

    /// The command as run: the program's name and its arguments.
    public let command: [String]
    public let reason: Reason

    public init(command: [String], reason: Reason) {
        self.command = command
        self.reason = reason
    }

    public var description: String {
        let name = command.joined(separator: " ")
        switch reason {
        case .exited(let status, let message):
            return "\(name) exited with status \(status)" + (message.isEmpty ? "" : ": \(message)")
        case .signalled(let signal):
            return "\(name) was ended by signal \(signal)"
        case .timedOut(let seconds):
            return "\(name) did not finish within \(Self.spoken(seconds)) seconds and was stopped"
        case .cannotStart(let reason):
            return "\(name) could not be started: \(reason)"
        }
    }

    /// Seconds as a person writes them: "2", "0.5", "1.25".
    static func spoken(_ seconds: Double) -> String {
        let whole = seconds.rounded()
        guard whole != seconds || abs(whole) >= 1e15 else { return String(Int(whole)) }
        return String(seconds)
    }
}

/// Why a share failed. Each message says what went wrong and what to do.
public enum ShareError: Error, Equatable, Sendable, CustomStringConvertible {
    /// None of the configured programs is installed (on PATH).
    case noProgramFound(action: ShareAction, tried: [String])
    /// Every program that was found failed; each failure in the order tried.
    case programsFailed(action: ShareAction, failures: [ProgramFailure])
    /// A configured command is an empty list.
    case emptyCommand(action: ShareAction)
    /// No `mailto:` link could be built for the item with this title.
    case invalidLink(String)
    /// A link that is not `http` or `https` (`javascript:`, `file:`) was not handed to the browser.
    case refusedLink(String)
    /// The Markdown file exists and overwriting was not asked for.
    case fileExists(path: String)
    /// The Markdown file could not be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .noProgramFound(let action, let tried):
            "cannot \(action.rawValue): none of the programs tried is installed (tried "
                + "\(tried.joined(separator: ", "))); install one of them or change \(action.setting)"
        case .programsFailed(let action, let failures):
            "cannot \(action.rawValue): "
                + failures.map(\.description).joined(separator: "; ")
        case .emptyCommand(let action):
            "cannot \(action.rawValue): \(action.setting) holds an empty command; remove it or name a program"
        case .refusedLink(let link):
            "the link \(link) was not opened: only http and https links are opened in the browser, "
                + "since a javascript: or file: link from a feed could run code or show local files"
        case .invalidLink(let title):
            "cannot build a mail link for \"\(title)\"; copy the link to the clipboard instead"
        case .fileExists(let path):
            "\(path) already exists; remove it or move it aside, then share again"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason); check that the folder exists and may be written"
        }
    }
}
