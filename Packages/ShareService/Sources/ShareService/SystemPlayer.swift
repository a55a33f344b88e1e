public import FoundationEssentials
import ProgramService

/// Plays files with the configured player command (`downloads.playerCommand`): the program is
/// found on `PATH` without a shell, and the file's path is passed as the last argument, so no
/// character of it is ever interpreted. The player runs in the foreground on our terminal.
public struct SystemPlayer: Playing {
    /// The program and its leading arguments.
    public let command: [String]
    private let environment: [String: String]

    public init(command: [String], environment: [String: String]) {
        self.command = command
        self.environment = environment
    }

    public func play(_ file: URL) async throws(PlayError) {
        guard let program = command.first, !program.isEmpty else { throw .emptyCommand }
        guard FileManager.default.fileExists(atPath: file.path) else { throw .missingFile(path: file.path) }
        guard let executable = ProgramLocator(environment: environment).locate(program) else {
            throw .notFound(program: program)
        }
        let arguments = Array(command.dropFirst()) + [file.path]
        let shown = [program] + arguments
        switch await ForegroundProgram(environment: environment).run(
            executable: executable, arguments: arguments)
        {
        case .exited(0): return
        case .exited(let status): throw .failed(command: shown, status: status)
        case .signalled(let signal): throw .signalled(command: shown, signal: signal)
        case .cannotStart(let reason): throw .cannotStart(command: shown, reason: reason)
        }
    }
}
