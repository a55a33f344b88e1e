#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-Z in the full-screen reader. Raw mode turns the terminal's own suspend key off, so the
/// reader reads it as a key and stops itself: with the terminal lent out (`lendTerminal`), it
/// sends SIGTSTP to its process group, as the terminal would have, and the shell's `fg` brings
/// it back to a fully redrawn screen.
enum ProcessSuspension {
    static func suspend() {
        kill(0, SIGTSTP)
    }
}
