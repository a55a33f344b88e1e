public import FoundationEssentials

/// Plays a media file with an external player that takes over the terminal until it ends.
/// The rest of Tidings plays files only through this protocol.
public protocol Playing: Sendable {
    /// Plays `file` and returns when the player has ended.
    func play(_ file: URL) async throws(PlayError)
}

/// Why a file could not be played. Each message says what went wrong and what to do.
public enum PlayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The player command in the configuration is empty.
    case emptyCommand
    /// The player program is not installed (not on PATH).
    case notFound(program: String)
    /// The file to play is missing.
    case missingFile(path: String)
    /// The player ran and reported a failure.
    case failed(command: [String], status: Int32)
    /// A signal ended the player.
    case signalled(command: [String], signal: Int32)
    /// The player could not be started.
    case cannotStart(command: [String], reason: String)

    public var description: String {
        switch self {
        case .emptyCommand:
            "no player is configured; set downloads.playerCommand, e.g. [\"mpv\", \"--no-video\"]"
        case .notFound(let program):
            "the player '\(program)' is not installed; install it or set downloads.playerCommand"
        case .missingFile(let path):
            "\(path) is gone; download it again"
        case .failed(let command, let status):
            "\(command.joined(separator: " ")) exited with status \(status)"
        case .signalled(let command, let signal):
            "\(command.joined(separator: " ")) was ended by signal \(signal)"
        case .cannotStart(let command, let reason):
            "\(command.joined(separator: " ")) could not be started: \(reason)"
        }
    }
}
