import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The process-wide record of what must be undone to give the terminal back, so that a signal
/// handler and `atexit` can undo it when the program does not get to leave normally.
///
/// While a `SystemTerminal` is interactive, SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the
/// terminal's saved mode and leave the alternate screen, then the signal is raised again with
/// its default action, so the process ends as the signal asked (status 128 + signal in a shell).
/// SIGWINCH writes a byte to the terminal's resize pipe. An `atexit` handler restores too, for
/// a program that calls `exit` with the screen still taken. The previous handlers come back
/// when the terminal is left.
///
/// The handlers make only async-signal-safe calls (`write`, `tcsetattr`, `raise`) and read
/// only atomics and the saved mode, which is written before the atomic that arms it.
enum TerminalRestoration {
    private struct Claim {
        var owner: ObjectIdentifier
        var previousActions: [Int32: sigaction]
    }

    private static let claim = Mutex<Claim?>(nil)
    private static let rawModeArmed = Atomic<Bool>(false)
    private static let screenArmed = Atomic<Bool>(false)
    private static let inputDescriptor = Atomic<Int32>(-1)
    private static let outputDescriptor = Atomic<Int32>(-1)
    private static let resizeDescriptor = Atomic<Int32>(-1)
    private static let exitHandlerRegistered = Atomic<Bool>(false)
    /// The mode to restore. Written only while `rawModeArmed` is false; read by a handler only
    /// after it has seen `rawModeArmed` true (release/acquire).
    nonisolated(unsafe) private static var savedMode = termios()

    private static let terminatingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Takes the process-wide record for `owner`, installing the signal handlers; a second
    /// call by the same owner does nothing.
    static func claim(_ owner: ObjectIdentifier, input: Int32, output: Int32, resize: Int32)
        throws(TerminalError)
    {
        try claim.withLock { claim throws(TerminalError) in
            if let claim {
                guard claim.owner == owner else { throw .alreadyInteractive }
                return
            }
            inputDescriptor.store(input, ordering: .releasing)
            outputDescriptor.store(output, ordering: .releasing)
            resizeDescriptor.store(resize, ordering: .releasing)
            let previous = installHandlers()
            if !exitHandlerRegistered.exchange(true, ordering: .acquiringAndReleasing) {
                atexit { TerminalRestoration.restoreForExit() }
            }
            claim = Claim(owner: owner, previousActions: previous)
        }
    }

    /// Gives the record back when neither raw mode nor the alternate screen is armed any more,
    /// putting back the signal handlers that were there before.
    static func release(_ owner: ObjectIdentifier) {
        claim.withLock { claim in
            guard let current = claim, current.owner == owner,
                !rawModeArmed.load(ordering: .acquiring), !screenArmed.load(ordering: .acquiring)
            else { return }
            for (signal, action) in current.previousActions {
                var previous = action
                sigaction(signal, &previous, nil)
            }
            resizeDescriptor.store(-1, ordering: .releasing)
            claim = nil
        }
    }

    /// Records the mode to restore and arms its restoration; false when it was armed already.
    /// Call after `claim`.
    static func armRawMode(restoring mode: termios) -> Bool {
        guard !rawModeArmed.load(ordering: .acquiring) else { return false }
        savedMode = mode
        rawModeArmed.store(true, ordering: .releasing)
        return true
    }

    /// Restores the saved mode if `owner` holds the record and the mode is armed, once.
    static func leaveRawMode(_ owner: ObjectIdentifier) {
        claim.withLock { claim in
            guard claim?.owner == owner else { return }
            restoreSavedMode()
        }
    }

    /// Marks the alternate screen as shown, so an abnormal exit leaves it. Call after `claim`.
    static func armAlternateScreen() {
        screenArmed.store(true, ordering: .releasing)
    }

    /// Whether `owner` holds the record and the alternate screen was armed; disarms it, so the
    /// caller leaves the screen exactly once.
    static func disarmAlternateScreen(_ owner: ObjectIdentifier) -> Bool {
        claim.withLock { claim in
            guard claim?.owner == owner else { return false }
            return screenArmed.exchange(false, ordering: .acquiringAndReleasing)
        }
    }

    /// Leaves the alternate screen and restores the mode, whichever is armed. Async-signal-safe.
    static func restoreForExit() {
        let savedError = errno
        if screenArmed.exchange(false, ordering: .acquiringAndReleasing) {
            let sequence = ControlSequence.leaveInteractiveScreen
            _ = write(
                outputDescriptor.load(ordering: .acquiring), sequence.utf8Start, sequence.utf8CodeUnitCount)
        }
        restoreSavedMode()
        errno = savedError
    }

    /// Puts the saved mode back if it is armed, once. Async-signal-safe.
    private static func restoreSavedMode() {
        guard rawModeArmed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        var mode = savedMode
        _ = tcsetattr(inputDescriptor.load(ordering: .acquiring), TCSANOW, &mode)
    }

    /// Wakes the input loop through the resize pipe. Async-signal-safe.
    private static func notifyResize() {
        let savedError = errno
        let descriptor = resizeDescriptor.load(ordering: .acquiring)
        if descriptor >= 0 {
            var byte: UInt8 = 1
            _ = write(descriptor, &byte, 1)
        }
        errno = savedError
    }

    /// Installs the handlers, returning the actions they replace.
    private static func installHandlers() -> [Int32: sigaction] {
        var previous: [Int32: sigaction] = [:]
        for signal in terminatingSignals {
            // Restores, then raises the signal again: SA_RESETHAND made its action the default.
            previous[signal] = install(signal, flags: Int32(bitPattern: UInt32(SA_RESETHAND))) { signal in
                TerminalRestoration.restoreForExit()
                raise(signal)
            }
        }
        previous[SIGWINCH] = install(SIGWINCH, flags: Int32(SA_RESTART)) { _ in
            TerminalRestoration.notifyResize()
        }
        return previous
    }

    /// Installs `handler` for `signal`, returning the action it replaces.
    private static func install(
        _ signal: Int32, flags: Int32, handler: @escaping @convention(c) (Int32) -> Void
    ) -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return previous
    }
}
