import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The way out when the program is killed: a forked child of the test, holding the terminal,
/// gets the signal (the child runs only `kill` and the handler, which is what makes forking a
/// threaded process safe), and `atexit`'s restoration is run directly. In the serialized
/// `SystemTerminals` suite: one terminal is interactive at a time.
extension SystemTerminals {
    private static let terminatingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH]

    private static func handlers() -> [[UInt8]] {
        terminatingSignals.map { signal in
            var action = sigaction()
            sigaction(signal, nil, &action)
            return rawBytes(of: action.__sigaction_handler)
        }
    }

    @Test func handlersAreInstalledOnlyWhileInteractive() throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        defer { pty.close() }
        let before = Self.handlers()
        let terminal = try SystemTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        try terminal.enterRawMode()
        let during = Self.handlers()
        for (index, signal) in Self.terminatingSignals.enumerated() {
            #expect(during[index] != before[index], "signal \(signal) has our handler")
        }
        try terminal.enterAlternateScreen()
        terminal.leaveRawMode()
        #expect(Self.handlers() == during, "kept while the alternate screen is still shown")
        terminal.leaveAlternateScreen()
        #expect(Self.handlers() == before)
    }

    @Test func restoringForExitLeavesTheScreenAndTheModeOnce() async throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        defer { pty.close() }
        let original = pty.modes()
        let terminal = try SystemTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        try terminal.enterRawMode()
        try terminal.enterAlternateScreen()
        #expect(rawBytes(of: pty.modes()) != rawBytes(of: original))

        TerminalRestoration.restoreForExit()  // what SIGTERM's handler and atexit run
        #expect(rawBytes(of: pty.modes()) == rawBytes(of: original))
        terminal.leaveAlternateScreen()
        terminal.leaveRawMode()
        try terminal.write("after")
        #expect(try await pty.waitForOutput(containing: "after"))
        #expect(
            pty.output
                == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049lafter",
            "left once")
        #expect(rawBytes(of: pty.modes()) == rawBytes(of: original))
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aTerminatingSignalRestoresTheTerminalAndEndsTheProcess(signal: Int32) async throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        defer { pty.close() }
        let original = pty.modes()
        let terminal = try SystemTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        try terminal.enterRawMode()
        defer { terminal.leaveRawMode() }
        try terminal.enterAlternateScreen()
        defer { terminal.leaveAlternateScreen() }
        #expect(try await pty.waitForOutput(containing: "\u{1B}[?25l"))

        // Test threads block signals (a real program's main thread does not): unblock in the child.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, signal)
        let child = fork()
        if child == 0 {
            sigprocmask(SIG_UNBLOCK, &signals, nil)
            kill(getpid(), signal)
            _exit(99)  // reached only if the signal did not end the process
        }
        try #require(child > 0)
        var status: Int32 = 0
        #expect(waitpid(child, &status, 0) == child)
        #expect(
            status & 0x7F == signal, "the child ended by the signal itself, so its status is 128 + signal")
        #expect(rawBytes(of: pty.modes()) == rawBytes(of: original), "the terminal's mode is restored")
        #expect(try await pty.waitForOutput(containing: "\u{1B}[?1049l"))
        #expect(
            pty.output
                == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    }
}
