import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-Z in the full-screen reader. Raw mode turns the terminal's own suspend key off, so the
/// reader reads it as a key and stops itself: with the terminal lent out (`lendTerminal`), it
/// sends SIGTSTP to its process group, as the terminal would have, and the shell's `fg` brings
/// it back to a fully redrawn screen.
enum ProcessSuspension {
    /// Set by the SIGCONT handler.
    private static let continued = Atomic<Bool>(false)

    /// Stops the process group and returns once it has been continued.
    ///
    /// The signal may be taken by another thread, so this thread can return from `kill` a moment
    /// before the process stops; had it gone on to take the terminal back, the shell would then
    /// have reset the terminal's modes under it. So it waits for SIGCONT, or gives up after half
    /// a second without a stop (a process group without a shell to stop it ignores SIGTSTP).
    static func suspend() {
        continued.store(false, ordering: .releasing)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            ProcessSuspension.continued.store(true, ordering: .releasing)
        }
        action.sa_flags = Int32(SA_RESTART)
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(SIGCONT, &action, &previous)
        defer { sigaction(SIGCONT, &previous, nil) }
        kill(0, SIGTSTP)
        for _ in 0..<50 where !continued.load(ordering: .acquiring) {
            usleep(10_000)
        }
    }
}
