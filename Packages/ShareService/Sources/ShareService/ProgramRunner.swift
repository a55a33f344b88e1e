import Dispatch
import Foundation
import Synchronization
import UnicodeTextService

#if canImport(Glibc)
    import Glibc
#endif

/// Starts one program with an argument array (never through a shell) and waits for it,
/// for a bounded time.
struct ProgramRunner: Sendable {
    /// What happened to a program.
    enum Outcome: Equatable {
        case exited(status: Int32, errorOutput: String)
        case signalled(Int32)
        /// Still running when the wait ended, and left running.
        case stillRunning
        /// Still running when the wait ended, and stopped.
        case timedOut
        case cannotStart(String)
    }

    /// What to do with a program still running when the wait ends.
    enum Overrun {
        case stop
        case leaveRunning
    }

    let environment: [String: String]

    /// Runs `executable` with `arguments`. `input`, when given, is the program's standard input
    /// (read from a private file, so a program that never reads it cannot block us); standard
    /// output is discarded and standard error kept for the error message.
    func run(executable: URL, arguments: [String], input: String?, wait seconds: Double, overrun: Overrun)
        async -> Outcome
    {
        let scratch = FileManager.default.temporaryDirectory
        let inputFile = scratch.appendingPathComponent("tidings-share-input-\(UUID().uuidString)")
        let errorFile = scratch.appendingPathComponent("tidings-share-errors-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: inputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let private0600: [FileAttributeKey: Any] = [.posixPermissions: 0o600]
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil, attributes: private0600),
            let errorHandle = try? FileHandle(forWritingTo: errorFile)
        else { return .cannotStart("cannot create a file for its error output in \(scratch.path)") }
        defer { try? errorHandle.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        var inputHandle: FileHandle?
        if let input {
            guard
                FileManager.default.createFile(
                    atPath: inputFile.path, contents: Data(input.utf8), attributes: private0600),
                let handle = try? FileHandle(forReadingFrom: inputFile)
            else { return .cannotStart("cannot create a file for its input in \(scratch.path)") }
            inputHandle = handle
            process.standardInput = handle
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        defer { try? inputHandle?.close() }

        let outcome = await launchAndWait(process, seconds: seconds)
        switch outcome {
        case .exited(let status, _):
            let written = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            let message = WhiteSpace.trimmed(written)
            return .exited(status: status, errorOutput: String(message.prefix(500)))
        case .timedOut where overrun == .leaveRunning:
            return .stillRunning
        case .timedOut:
            await stop(process)
            return .timedOut
        default:
            return outcome
        }
    }

    /// Starts `process` and returns when it ends or after `seconds`, whichever comes first.
    private func launchAndWait(_ process: Process, seconds: Double) async -> Outcome {
        await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            process.terminationHandler = { ended in
                once.resume(
                    ended.terminationReason == .uncaughtSignal
                        ? .signalled(ended.terminationStatus)
                        : .exited(status: ended.terminationStatus, errorOutput: ""))
            }
            do {
                try process.run()
            } catch {
                once.resume(.cannotStart(error.localizedDescription))
                return
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { once.resume(.timedOut) }
        }
    }

    /// Asks the program to stop (SIGTERM), then kills it (SIGKILL) if it has not after a second.
    /// Foundation starts every program as the leader of its own process group, so both signals
    /// go to the group: helpers the program started stop with it.
    private func stop(_ process: Process) async {
        let group = -process.processIdentifier
        kill(group, SIGTERM)
        for _ in 0..<50 where process.isRunning {
            try? await Task.sleep(for: .milliseconds(20))
        }
        kill(group, SIGKILL)
    }
}

/// Resumes a continuation once; later calls (a timer after the exit, or the reverse) do nothing.
private final class ResumeOnce: Sendable {
    private let continuation: Mutex<CheckedContinuation<ProgramRunner.Outcome, Never>?>

    init(_ continuation: CheckedContinuation<ProgramRunner.Outcome, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume(_ outcome: ProgramRunner.Outcome) {
        let pending = continuation.withLock { stored in
            defer { stored = nil }
            return stored
        }
        pending?.resume(returning: outcome)
    }
}
