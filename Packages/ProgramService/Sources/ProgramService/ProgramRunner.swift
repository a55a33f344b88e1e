import Dispatch
public import FoundationEssentials
import Synchronization
import UnicodeTextService

#if canImport(Glibc)
    import Glibc
#endif

/// Starts one program with an argument array (never through a shell) and waits for it,
/// for a bounded time.
public struct ProgramRunner: Sendable {
    /// What happened to a program.
    public enum Outcome: Equatable, Sendable {
        /// It ended by itself; `output` is its standard output when it was kept, else empty.
        case exited(status: Int32, output: String, errorOutput: String)
        case signalled(Int32)
        /// Still running when the wait ended, and left running.
        case stillRunning
        /// Still running when the wait ended, and stopped.
        case timedOut
        case cannotStart(String)
    }

    /// What to do with a program still running when the wait ends.
    public enum Overrun: Sendable {
        case stop
        case leaveRunning
    }

    /// The program's whole environment.
    public let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// Runs `executable` with `arguments`. `input`, when given, is the program's standard input
    /// (read from a private file, so a program that never reads it cannot block us); standard
    /// output is kept (in a private file) when `keepsOutput`, else discarded; standard error is
    /// kept for the error message.
    public func run(
        executable: URL, arguments: [String], input: String?, keepsOutput: Bool = false, wait seconds: Double,
        overrun: Overrun
    ) async -> Outcome {
        let scratch = FileManager.default.temporaryDirectory
        let inputFile = scratch.appendingPathComponent("tidings-program-input-\(UUID().uuidString)")
        let errorFile = scratch.appendingPathComponent("tidings-program-errors-\(UUID().uuidString)")
        let outputFile = scratch.appendingPathComponent("tidings-program-output-\(UUID().uuidString)")
        defer {
            for file in [inputFile, errorFile, outputFile] { try? FileManager.default.removeItem(at: file) }
        }
        let private0600: [FileAttributeKey: Any] = [.posixPermissions: 0o600]
        var spawn = ProgramSpawn(input: .discarded, output: .discarded, errors: .file(errorFile.path))
        spawn.ownProcessGroup = true
        if keepsOutput { spawn.output = .file(outputFile.path) }
        if let input {
            guard
                FileManager.default.createFile(
                    atPath: inputFile.path, contents: Data(input.utf8), attributes: private0600)
            else { return .cannotStart("cannot create a file for its input in \(scratch.path)") }
            spawn.input = .file(inputFile.path)
        }
        let pid: pid_t
        switch spawn.start(executable: executable.path, arguments: arguments, environment: environment) {
        case .failure(let failure): return .cannotStart(failure.message)
        case .success(let started): pid = started
        }

        let outcome = await Self.wait(for: pid, seconds: seconds)
        switch outcome {
        case .exited(let status, _, _):
            let written = (try? Data(contentsOf: errorFile)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let message = WhiteSpace.trimmed(written)
            let output =
                keepsOutput
                ? (try? Data(contentsOf: outputFile)).map { String(decoding: $0, as: UTF8.self) } ?? "" : ""
            return .exited(status: status, output: output, errorOutput: String(message.prefix(500)))
        case .timedOut where overrun == .leaveRunning:
            return .stillRunning
        case .timedOut:
            await Self.stop(pid)
            return .timedOut
        default:
            return outcome
        }
    }

    /// Returns when the program ends or after `seconds`, whichever comes first.
    private static func wait(for pid: pid_t, seconds: Double) async -> Outcome {
        await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            Task {
                switch await ProgramSpawn.exit(of: pid) {
                case .exited(let status): once.resume(.exited(status: status, output: "", errorOutput: ""))
                case .signalled(let signal): once.resume(.signalled(signal))
                case .unknown(let reason): once.resume(.cannotStart(reason))
                }
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { once.resume(.timedOut) }
        }
    }

    /// Asks the program to stop (SIGTERM), then kills it (SIGKILL) if it has not after a second.
    /// The program leads its own process group, so both signals go to the group: helpers the
    /// program started stop with it.
    static func stop(_ pid: pid_t) async {
        kill(-pid, SIGTERM)
        // `ProgramSpawn.exit(of:)` reaps the program when it ends; after that it is gone.
        for _ in 0..<50 where kill(pid, 0) == 0 {
            try? await Task.sleep(for: .milliseconds(20))
        }
        kill(-pid, SIGKILL)
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
