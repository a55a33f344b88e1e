/// Why the interactive screen could not use the terminal.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The descriptor is not a terminal, so there is no raw mode or screen to take over.
    case notATerminal(descriptor: Int32)
    /// Another session holds the terminal already; one interactive screen runs at a time.
    case alreadyInteractive
    /// The terminal refused a mode change (`tcgetattr`/`tcsetattr`), with the system's reason.
    case modeChangeFailed(String)
    /// Reading input failed, with the system's reason.
    case readFailed(String)
    /// Writing to the terminal failed, with the system's reason.
    case writeFailed(String)
    /// The pipe that carries resize signals could not be made, with the system's reason.
    case resizeSignalUnavailable(String)

    public var description: String {
        switch self {
        case .notATerminal(let descriptor):
            "file descriptor \(descriptor) is not a terminal; run the interactive screen in a terminal, "
                + "or use a one-shot command when input or output is redirected"
        case .alreadyInteractive:
            "the terminal is already in interactive mode; end the running session before starting another"
        case .modeChangeFailed(let reason):
            "could not switch the terminal's mode (\(reason)); check that the terminal is still open"
        case .readFailed(let reason):
            "could not read from the terminal (\(reason)); check that the terminal is still open"
        case .writeFailed(let reason):
            "could not write to the terminal (\(reason)); check that the terminal is still open"
        case .resizeSignalUnavailable(let reason):
            "could not set up resize notifications (\(reason)); too many files may be open"
        }
    }
}
