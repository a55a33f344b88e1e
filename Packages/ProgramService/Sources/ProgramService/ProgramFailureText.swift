public import FoundationEssentials

extension ProgramCapture.Outcome {
    /// Why the run failed, in one sentence naming the program `name`, with the first line it
    /// wrote to standard error; nil when it exited with 0. `timeoutAdvice` and `sizeAdvice`, when
    /// given, follow the sentences of a program stopped for its time or its output in parentheses
    /// (the setting to raise).
    public func failure(
        name: String, seconds: Double, timeoutAdvice: String? = nil, sizeAdvice: String? = nil
    )
        -> String?
    {
        func advice(_ text: String?) -> String { text.map { " (\($0))" } ?? "" }
        switch self {
        case .exited(0, _, _):
            return nil
        case .exited(let status, _, let errors):
            return "\(name) exited with status \(status)\(Self.said(errors))"
        case .signalled(let signal, let errors):
            return "\(name) was killed by signal \(signal)\(Self.said(errors))"
        case .timedOut(let errors):
            return "\(name) did not finish within \(Int(seconds)) s and was stopped\(advice(timeoutAdvice))"
                + Self.said(errors)
        case .outputTooLarge(let limit):
            return "\(name) wrote more than \(limit) bytes and was stopped\(advice(sizeAdvice))"
        case .cannotStart(let reason):
            return "\(name) could not start: \(reason)"
        }
    }

    /// ": " and the first line of what a program wrote to standard error, or nothing.
    static func said(_ errors: String) -> String {
        guard let first = errors.split(whereSeparator: \.isNewline).first, !first.isEmpty else { return "" }
        return ": " + first
    }
}

/// A program a user's command names that is not there; `description` says so.
public struct ProgramNotFound: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
}

extension ProgramLocator {
    /// The executable a user's command names as `program`, a leading `~/` being the home folder
    /// of `environment`.
    public static func locateUserProgram(_ program: String, environment: [String: String])
        throws(ProgramNotFound) -> URL
    {
        var path = program
        if path.hasPrefix("~/"), let home = environment["HOME"] { path = home + path.dropFirst(1) }
        guard let executable = ProgramLocator(environment: environment).locate(path) else {
            throw ProgramNotFound(
                description: "the program \(path) is not installed, not on PATH or not executable")
        }
        return executable
    }
}
