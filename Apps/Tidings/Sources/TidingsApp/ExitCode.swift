/// The process exit codes Tidings documents, following BSD `sysexits.h`.
public enum ExitCode: Int32, Sendable {
    /// Everything worked.
    case ok = 0
    /// Some of the work failed, such as one feed of a refresh.
    case partialFailure = 1
    /// The command line was wrong.
    case usage = 64
    /// Input data, such as a feed, an OPML file or the configuration, was wrong.
    case badData = 65
    /// A service, such as a server or a helper program, was unavailable.
    case unavailable = 69
    /// Reading or writing a file failed.
    case ioError = 74
}
