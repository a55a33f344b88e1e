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
        guard let program = command.first else { throw .unavailable("notifications.command is empty") }
        let executable: URL
        do {
            executable = try ProgramLocator.locateUserProgram(program, environment: environment)
        } catch {
            throw .failed(error.description)
        }
        let outcome = await ProgramCapture(environment: environment).run(
            executable: executable, arguments: Array(command.dropFirst()) + [notice.summary, notice.body],
            input: nil, outputLimit: 65_536, seconds: timeoutSeconds)
        if let failure = outcome.failure(name: name, seconds: timeoutSeconds) {
            throw .failed(ArrivalNotice.line(failure))
        }
    }
}
