import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The signal mask the test harnesses' children start with.
///
/// Swift Testing and `async` code run on libdispatch's worker threads, which block nearly every
/// signal (SIGHUP, SIGINT, SIGTERM, SIGWINCH…), and a child process inherits the mask of the
/// thread that spawns it. A `tidings` started from such a thread would ignore SIGTERM, and a tmux
/// server would survive `kill-server` (its panes never see SIGHUP). Spawning with an empty mask
/// gives children the signals a shell would.
public enum SignalMask {
    /// Held while a child is spawned; recursive, since a body may itself spawn through here
    /// (a reliability case starts a tmux session inside `unblocked`).
    private static let spawning = NSRecursiveLock()

    /// Runs `body` (which spawns processes, synchronously) with no signal blocked on this
    /// thread, then puts the thread's mask back. One spawn at a time over the whole process:
    /// Foundation's `Process.run()` on Linux once crashed (a bad pointer in its copy of the
    /// launch arguments) while a fault proxy's thread launched curl and a test's thread launched
    /// `tidings` at the same moment.
    public static func unblocked<T>(_ body: () throws -> T) rethrows -> T {
        spawning.lock()
        defer { spawning.unlock() }
        var empty = sigset_t()
        var previous = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}
