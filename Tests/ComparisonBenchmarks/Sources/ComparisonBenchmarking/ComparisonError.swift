/// Why the comparison could not run, or could not be trusted.
public enum ComparisonError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A program it needs is not installed where it was looked for.
    case missingProgram(name: String, path: String)
    /// A program exited with a failure status.
    case programFailed(command: String, status: Int32, output: String)
    /// A program ran past its time limit and was stopped.
    case timedOut(command: String, seconds: Double)
    /// A program's output could not be read as expected.
    case unreadableOutput(command: String, output: String)
    /// The two sides did not work on the same data, or one of them did no work.
    case verificationFailed(String)
    /// A file or folder could not be written or read.
    case fileError(path: String, reason: String)

    public var description: String {
        switch self {
        case .missingProgram(let name, let path):
            "\(name) is not installed at \(path); run `make bench`, which installs it, or pass its path"
        case .programFailed(let command, let status, let output):
            "`\(command)` exited with status \(status); its output ends with: \(output.suffix(600))"
        case .timedOut(let command, let seconds):
            "`\(command)` ran longer than \(Int(seconds)) s and was stopped; raise the limit or check the program"
        case .unreadableOutput(let command, let output):
            "`\(command)` printed something unexpected: \(output.prefix(600))"
        case .verificationFailed(let message):
            "the comparison cannot be trusted: \(message)"
        case .fileError(let path, let reason):
            "cannot use \(path): \(reason); check that the folder is writable"
        }
    }
}
