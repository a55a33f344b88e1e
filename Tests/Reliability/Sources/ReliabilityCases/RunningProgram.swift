import EndToEndSupport
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// How a program that was waited for ended.
struct ProgramOutcome {
    let status: Int32
    /// Whether it was killed by a signal (ours, or a crash) rather than exiting.
    let wasSignalled: Bool
    /// Whether it outlived its time limit and was killed for it.
    let timedOut: Bool
    let output: Data
    let errors: Data

    var outputText: String { String(decoding: output, as: UTF8.self) }
    var errorText: String { String(decoding: errors, as: UTF8.self) }

    /// The output parsed as JSON.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: output, options: [.fragmentsAllowed])
    }
}

/// A program started and left running, with its output read on threads of its own (so a full
/// pipe never blocks it), that can be waited for with a time limit or killed with SIGKILL.
final class RunningProgram {
    private let process = Process()
    private let output: Collector
    private let errors: Collector

    init(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil
    )
        throws
    {
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        let process = self.process
        try SignalMask.unblocked { try process.run() }
        output = Collector(outputPipe.fileHandleForReading)
        errors = Collector(errorPipe.fileHandleForReading)
    }

    /// Runs `executable` to its end (or its time limit) and returns how it ended.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
        timeout: Double
    ) throws -> ProgramOutcome {
        try RunningProgram(executable, arguments, environment: environment, directory: directory).wait(
            timeout: timeout)
    }

    var processIdentifier: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// Sends SIGKILL: the process ends at once, in the middle of whatever it was doing.
    func killNow() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Waits for the end, killing the program once `timeout` seconds have passed.
    func wait(timeout: Double) -> ProgramOutcome {
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() >= deadline {
                timedOut = true
                killNow()
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        return ProgramOutcome(
            status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut, output: output.wait(), errors: errors.wait())
    }
}
