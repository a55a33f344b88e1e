import Dispatch
public import FoundationEssentials
import Synchronization
import UnicodeTextService

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program whose standard output is the point (a feed a script prints, a feed put
/// through a filter) and keeps that output as bytes, bounded in time and in size: an argument
/// array (never a shell), standard input from a private file or `/dev/null`, standard output and
/// standard error into private files, the program in a process group of its own, stopped
/// (SIGTERM to the group, SIGKILL a second later) when it runs past its time or writes past its
/// limit.
public struct ProgramCapture: Sendable {
    /// What happened to the program.
    public enum Outcome: Equatable, Sendable {
        /// It ended by itself: its status, its standard output, and the start of its standard error.
        case exited(status: Int32, output: Data, errorOutput: String)
        /// A signal ended it.
        case signalled(Int32, errorOutput: String)
        /// Still running after the seconds allowed, and stopped.
        case timedOut(errorOutput: String)
        /// Its standard output passed the limit, and it was stopped.
        case outputTooLarge(limit: Int)
        case cannotStart(String)
    }

    /// The program's whole environment.
    public let environment: [String: String]
    /// How often the size of the output is looked at while the program runs.
    static let pollInterval = Duration.milliseconds(20)

    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// Runs `executable` with `arguments`, `input` (when given) as its standard input, for at
    /// most `seconds`, keeping at most `outputLimit` bytes of its output.
    public func run(
        executable: URL, arguments: [String], input: Data?, outputLimit: Int, seconds: Double
    ) async -> Outcome {
        let files = CaptureFiles()
        defer { files.remove() }
        let pid: pid_t
        switch files.start(
            executable: executable, arguments: arguments, input: input, environment: environment)
        {
        case .failure(let reason): return .cannotStart(reason.message)
        case .success(let started): pid = started
        }
        let ended = EndedProgram()
        Task {
            let exit = await ProgramSpawn.exit(of: pid)
            ended.exit.withLock { $0 = exit }
        }
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while true {
            if let exit = ended.exit.withLock({ $0 }) {
                return files.outcome(of: exit, outputLimit: outputLimit)
            }
            if files.outputSize > outputLimit {
                await ProgramRunner.stop(pid)
                return .outputTooLarge(limit: outputLimit)
            }
            if ContinuousClock.now >= deadline {
                await ProgramRunner.stop(pid)
                return .timedOut(errorOutput: files.errorText)
            }
            try? await Task.sleep(for: Self.pollInterval)
        }
    }
}

/// The private files of one run: its input, output and error output, removed when it ends.
private struct CaptureFiles {
    let folder = FileManager.default.temporaryDirectory.path
    let input: String
    let output: String
    let errors: String

    init() {
        let name = UUID().uuidString
        input = folder + "/tidings-program-input-" + name
        output = folder + "/tidings-program-output-" + name
        errors = folder + "/tidings-program-errors-" + name
    }

    /// Starts the program with its streams on these files (standard input on `/dev/null`
    /// without `input`).
    @inline(never)
    func start(executable: URL, arguments: [String], input data: Data?, environment: [String: String])
        -> Result<pid_t, ProgramSpawn.Failure>
    {
        var spawn = ProgramSpawn(input: .discarded, output: .file(output), errors: .file(errors))
        spawn.ownProcessGroup = true
        if let data {
            guard
                FileManager.default.createFile(
                    atPath: input, contents: data, attributes: [.posixPermissions: 0o600])
            else {
                return .failure(
                    ProgramSpawn.Failure(message: "cannot create a file for its input in \(folder)"))
            }
            spawn.input = .file(input)
        }
        return spawn.start(executable: executable.path, arguments: arguments, environment: environment)
    }

    /// What the program wrote so far, in bytes.
    var outputSize: Int {
        var status = stat()
        return stat(output, &status) == 0 ? Int(status.st_size) : 0
    }

    /// The start of what the program wrote to its standard error, trimmed.
    var errorText: String {
        let written = FileManager.default.contents(atPath: errors) ?? Data()
        return String(WhiteSpace.trimmed(String(decoding: written.prefix(500), as: UTF8.self)))
    }

    /// The outcome of a program that ended.
    @inline(never)
    func outcome(of exit: ProgramSpawn.Exit, outputLimit: Int) -> ProgramCapture.Outcome {
        switch exit {
        case .exited(let status):
            guard let kept = FileManager.default.contents(atPath: output) else {
                return .cannotStart("its output could not be read back from \(folder)")
            }
            guard kept.count <= outputLimit else { return .outputTooLarge(limit: outputLimit) }
            return .exited(status: status, output: kept, errorOutput: errorText)
        case .signalled(let signal): return .signalled(signal, errorOutput: errorText)
        case .unknown(let reason): return .cannotStart(reason)
        }
    }

    func remove() {
        for file in [input, output, errors] { unlink(file) }
    }
}

/// How a running program ended, once it has: written by the task that waits for it.
private final class EndedProgram: Sendable {
    let exit = Mutex<ProgramSpawn.Exit?>(nil)
}
