public import TerminalUI

/// A typed failure with its documented exit status. Each conformance is in
/// `FailureExitCodes.swift`, beside the others, so that one rule maps every failure.
public protocol DocumentedFailure: Error, CustomStringConvertible {
    /// The status a one-shot command ends with when this failure stops it.
    var exitCode: ExitCode { get }
}

extension ScreenFailure {
    /// The failure a screen reports for `failure`: its sentence and its documented status.
    public init(_ failure: some DocumentedFailure) {
        self.init(failure.description, exitStatus: failure.exitCode.rawValue)
    }

    /// A failure the screen words itself, with a documented status.
    public init(_ message: String, code: ExitCode) {
        self.init(message, exitStatus: code.rawValue)
    }

    /// The failure for an error of any type: a documented one keeps its status; anything else is
    /// an I/O error (the library or a file), the only failures left untyped.
    public init(caught error: any Error) {
        if let failure = error as? ScreenFailure {
            self = failure
        } else if let documented = error as? any DocumentedFailure {
            self.init(documented)
        } else {
            self.init(String(describing: error), code: .ioError)
        }
    }
}
