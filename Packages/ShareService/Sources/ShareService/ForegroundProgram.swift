import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program in the foreground, the way a shell runs a command: in our process group, on
/// our terminal and standard streams, and waits for it. Like `system(3)` (but with an argument
/// array, never a shell), we ignore SIGINT and SIGQUIT while it runs, so Ctrl-C stops the
/// program and not us; the program starts with the default handlers and an empty signal mask,
/// and inherits only our standard streams: every other descriptor of ours is close-on-exec.
struct ForegroundProgram: Sendable {
    /// How the program ended.
    enum Outcome: Equatable {
        case exited(Int32)
        case signalled(Int32)
        case cannotStart(String)
    }

    let environment: [String: String]

    func run(executable: URL, arguments: [String]) async -> Outcome {
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        let spawned = spawn(executable: executable, arguments: arguments)
        guard case .success(let pid) = spawned else {
            if case .failure(let reason) = spawned { return .cannotStart(reason.message) }
            return .cannotStart("unknown")
        }
        return await Self.wait(for: pid)
    }

    /// A reason a program could not start.
    private struct SpawnFailure: Error {
        let message: String
    }

    private func spawn(executable: URL, arguments: [String]) -> Result<pid_t, SpawnFailure> {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        sigaddset(&defaults, SIGPIPE)
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid = pid_t()
        var status = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        // ETXTBSY: a process forked elsewhere in this program at the moment the program file
        // was written still holds it open for writing until it execs; it passes in moments.
        var retries = 0
        while status == ETXTBSY, retries < 20 {
            usleep(10_000)
            retries += 1
            status = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        }
        guard status == 0 else { return .failure(SpawnFailure(message: String(cString: strerror(status)))) }
        return .success(pid)
    }

    /// Waits for `pid` on a thread of its own, so the main actor stays free.
    private static func wait(for pid: pid_t) async -> Outcome {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                var status: Int32 = 0
                var result: pid_t
                repeat {
                    result = waitpid(pid, &status, 0)
                } while result == -1 && errno == EINTR
                guard result == pid else {
                    continuation.resume(returning: .cannotStart(String(cString: strerror(errno))))
                    return
                }
                let signal = status & 0x7f
                continuation.resume(
                    returning: signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal))
            }
            thread.name = "ShareService player wait"
            thread.start()
        }
    }
}
