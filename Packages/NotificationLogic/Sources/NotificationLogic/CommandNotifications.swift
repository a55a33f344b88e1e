import FoundationEssentials
import ProgramService

/// Shows a notice by running a program the user names (`notifications.command`, newsboat's
/// `notify-program`): the command's words, then the summary and the body as two more arguments,
/// as `notify-send SUMMARY BODY` takes them. No shell: an argument array, no standard input, the
/// user's environment, at most `timeoutSeconds`; a leading `~/` of the program is the home
/// folder, and the program is found on `PATH`.
public struct CommandNotifications: NotificationDelivering {
    public let command: [String]
    public let environment: [String: String]
    public let timeoutSeconds: Double

    public init(command: [String], environment: [String: String], timeoutSeconds: Double) {
        self.command = command
        self.environment = environment
        self.timeoutSeconds = timeoutSeconds
    }

    public var name: String {
        command.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "the command"
    }

    public func deliver(_ notice: ArrivalNotice) async throws(DeliveryFailure) {
        guard var program = command.first else { throw .unavailable("notifications.command is empty") }
        if program.hasPrefix("~/"), let home = environment["HOME"] { program = home + program.dropFirst(1) }
        guard let executable = ProgramLocator(environment: environment).locate(program) else {
            throw .failed("the program \(program) is not installed, not on PATH or not executable")
        }
        let outcome = await ProgramCapture(environment: environment).run(
            executable: executable, arguments: Array(command.dropFirst()) + [notice.summary, notice.body],
            input: nil, outputLimit: 65_536, seconds: timeoutSeconds)
        switch outcome {
        case .exited(0, _, _):
            return
        case .exited(let status, _, let errors):
            throw .failed("\(name) exited with status \(status)\(Self.said(errors))")
        case .signalled(let signal, let errors):
            throw .failed("\(name) was killed by signal \(signal)\(Self.said(errors))")
        case .timedOut:
            throw .failed("\(name) did not finish within \(Int(timeoutSeconds)) s and was stopped")
        case .outputTooLarge(let limit):
            throw .failed("\(name) wrote more than \(limit) bytes and was stopped")
        case .cannotStart(let reason):
            throw .failed("\(name) could not be started: \(reason)")
        }
    }

    /// ": " and the first line the program wrote to standard error, or nothing.
    private static func said(_ errors: String) -> String {
        let first =
            errors.split(whereSeparator: \.isNewline).first.map { ArrivalNotice.line(String($0)) } ?? ""
        return first.isEmpty ? "" : ": " + first
    }
}
