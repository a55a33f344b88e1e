public import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What one run of a program gave: how it ended, how long it took and its peak memory.
public struct ProgramRun: Sendable {
    /// The exit status, or 128 + the signal that ended it.
    public var status: Int32
    /// From just before the program was started to just after it had exited.
    public var wallSeconds: Double
    /// Peak resident memory of the program (GNU time's `%M`), in bytes.
    public var peakResidentBytes: Int
    public var output: String
    public var errorOutput: String
}

/// Runs programs the way the comparison measures them: as a fresh process, under GNU time
/// (`/usr/bin/time -f %M`) for its peak resident memory, timed from start to exit.
///
/// GNU time is used rather than `wait4`'s `ru_maxrss` because on Linux a child started with
/// `posix_spawn` (a vfork) inherits its parent's high-water mark: the peak would then be at least
/// this harness's own. GNU time forks a small process, so its child starts from about 1 MiB. Both
/// sides of every comparison run the same way, so time's start-up (about a millisecond) is in
/// both. The program is started with `posix_spawn` and reaped with `waitpid`, in a process group
/// of its own so that a time limit stops it with its children.
public struct ProgramRunner: Sendable {
    /// GNU time.
    public var timeProgram: String
    /// Where standard output, standard error and time's report go while a program runs.
    public var scratch: URL

    public init(timeProgram: String = "/usr/bin/time", scratch: URL) {
        self.timeProgram = timeProgram
        self.scratch = scratch
    }

    /// Runs `executable` with `arguments` and `environment` (the whole environment: nothing is
    /// inherited), standard input from the file `input` (/dev/null when nil), and stops it after
    /// `timeoutSeconds`. Without `measuringMemory` the program runs without GNU time in front of
    /// it (its peak is then 0), for timing a start-up of a few milliseconds, where time's own
    /// would count.
    public func run(
        _ executable: String, _ arguments: [String], environment: [String: String], timeoutSeconds: Double,
        measuringMemory: Bool = true, input: String? = nil
    ) throws(ComparisonError) -> ProgramRun {
        guard !measuringMemory || FileManager.default.isExecutableFile(atPath: timeProgram) else {
            throw .missingProgram(name: "GNU time (Debian package `time`)", path: timeProgram)
        }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            throw .fileError(path: scratch.path, reason: "\(error)")
        }
        let command = ([executable] + arguments).joined(separator: " ")
        let stem = scratch.appendingPathComponent("run-\(UUID().uuidString)").path
        let (outputPath, errorPath, memoryPath) = (stem + ".out", stem + ".err", stem + ".rss")
        let argv =
            measuringMemory
            ? [timeProgram, "-f", "%M", "-o", memoryPath, executable] + arguments : [executable] + arguments
        let envp = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let clock = ContinuousClock()
        let started = clock.now
        let pid = try Self.spawn(
            argv, envp, input: input ?? "/dev/null", output: outputPath, error: errorPath, command: command)
        let limit = TimeLimit()
        let stopper = DispatchWorkItem { limit.expire(processGroup: pid) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeoutSeconds, execute: stopper)
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) == -1 && errno == EINTR {}
        let elapsed = clock.now - started
        let stopped = limit.finish()
        stopper.cancel()
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let errorOutput = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        let memory = (try? String(contentsOfFile: memoryPath, encoding: .utf8)) ?? ""
        for path in [outputPath, errorPath, memoryPath] { unlink(path) }
        let signal = waitStatus & 0x7F
        let status = signal == 0 ? (waitStatus >> 8) & 0xFF : 128 + signal
        if stopped {
            throw .timedOut(command: command, seconds: timeoutSeconds)
        }
        // time reports the peak on its last line (after "Command exited with non-zero status N").
        guard let kilobytes = measuringMemory ? memory.split(separator: "\n").last.flatMap({ Int($0) }) : 0
        else {
            throw .unreadableOutput(command: "\(timeProgram) -f %M \(command)", output: memory + errorOutput)
        }
        return ProgramRun(
            status: status, wallSeconds: Self.seconds(elapsed), peakResidentBytes: kilobytes * 1024,
            output: output, errorOutput: errorOutput)
    }

    /// Runs the program and fails unless it exits with status 0.
    public func runChecked(
        _ executable: String, _ arguments: [String], environment: [String: String], timeoutSeconds: Double,
        measuringMemory: Bool = true, input: String? = nil
    ) throws(ComparisonError) -> ProgramRun {
        let run = try run(
            executable, arguments, environment: environment, timeoutSeconds: timeoutSeconds,
            measuringMemory: measuringMemory, input: input)
        guard run.status == 0 else {
            throw .programFailed(
                command: ([executable] + arguments).joined(separator: " "), status: run.status,
                output: run.output + run.errorOutput)
        }
        return run
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func spawn(
        _ argv: [String], _ envp: [String], input: String, output: String, error: String, command: String
    ) throws(ComparisonError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = argv.map { strdup($0) } + [nil]
        let environment = envp.map { strdup($0) } + [nil]
        defer { for pointer in arguments + environment { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, argv[0], &actions, &attributes, arguments, environment)
        guard result == 0 else {
            throw .programFailed(command: command, status: result, output: String(cString: strerror(result)))
        }
        return pid
    }
}

/// A run's time limit: either the limit expires first and stops the process group, or the run
/// finishes first and the limit no longer stops anything. Tells which happened, so that a program
/// killed by something else (the kernel's out-of-memory killer) is not taken for a timeout.
private final class TimeLimit: Sendable {
    private enum State { case running, finished, expired }
    private let state = Mutex(State.running)

    /// Stops the process group, unless the run has finished.
    func expire(processGroup: pid_t) {
        state.withLock { current in
            guard current == .running else { return }
            current = .expired
            kill(-processGroup, SIGKILL)
        }
    }

    /// Marks the run finished; true when the limit had expired and stopped it.
    func finish() -> Bool {
        state.withLock { current in
            defer { if current == .running { current = .finished } }
            return current == .expired
        }
    }
}
