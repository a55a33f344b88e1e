import TerminalUI
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The handler installed for `signal` now, as bytes, to see that it was put back.
private func handlerBytes(_ signal: Int32) -> [UInt8] {
    var action = sigaction()
    sigaction(signal, nil, &action)
    return rawBytes(of: action.__sigaction_handler)
}

/// On a real pseudo-terminal. Serialized: a process has one interactive terminal at a time.
@MainActor @Suite(.serialized, .timeLimit(.minutes(1))) struct SystemTerminals {
    @Test func sizeComesFromTheTerminalAndFallsBackOffOne() throws {
        let pty = try PseudoTerminal(size: Size(width: 100, height: 30))
        defer { pty.close() }
        let terminal = try SystemTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        #expect(terminal.size == Size(width: 100, height: 30))
        pty.resize(to: Size(width: 52, height: 11))
        #expect(terminal.size == Size(width: 52, height: 11))
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        defer {
            for descriptor in descriptors { _ = close(descriptor) }
        }
        let notATerminal = try SystemTerminal(
            inputDescriptor: descriptors[0], outputDescriptor: descriptors[1])
        #expect(notATerminal.size == SystemTerminal.fallbackSize)
        #expect(throws: TerminalError.notATerminal(descriptor: descriptors[0])) {
            try notATerminal.enterRawMode()
        }
        #expect(throws: TerminalError.notATerminal(descriptor: descriptors[1])) {
            try notATerminal.enterAlternateScreen()
        }
    }

    @Test func rawModeTurnsOffEchoLinesAndSignalKeysAndIsRestored() throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        defer { pty.close() }
        let original = pty.modes()
        let terminal = try SystemTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        try terminal.enterRawMode()
        let raw = pty.modes()
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
        #expect(raw.c_oflag == original.c_oflag, "output processing is kept")
        #expect(original.c_lflag & tcflag_t(ECHO | ICANON) != 0)
        terminal.leaveRawMode()
        #expect(rawBytes(of: pty.modes()) == rawBytes(of: original))
        terminal.leaveRawMode()
        #expect(rawBytes(of: pty.modes()) == rawBytes(of: original), "leaving twice changes nothing")
    }

    @Test func theAlternateScreenIsEnteredAndLeftOnce() async throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        defer { pty.close() }
        let terminal = try SystemTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        try terminal.enterAlternateScreen()
        #expect(try await pty.waitForOutput(containing: "\u{1B}[?1049h\u{1B}[?25l"))
        terminal.leaveAlternateScreen()
        terminal.leaveAlternateScreen()
        try terminal.write("end")
        #expect(try await pty.waitForOutput(containing: "end"))
        #expect(
            pty.output
                == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049lend")
    }

    @Test func keysArriveAsTypedAndResizesThroughTheSignal() throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        defer { pty.close() }
        let handlerBefore = handlerBytes(SIGWINCH)
        let terminal = try SystemTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        try terminal.enterRawMode()
        pty.type("q\r\u{1B}[A\u{03}")
        #expect(try terminal.waitForInput(timeout: .seconds(5)) == .bytes(Array("q\r\u{1B}[A\u{03}".utf8)))
        #expect(try terminal.waitForInput(timeout: .milliseconds(10)) == .timedOut)
        kill(getpid(), SIGWINCH)
        #expect(try terminal.waitForInput(timeout: .seconds(5)) == .resized)
        #expect(
            try terminal.waitForInput(timeout: .milliseconds(10)) == .timedOut, "one resize, reported once")
        let other = try SystemTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        #expect(throws: TerminalError.alreadyInteractive) { try other.enterRawMode() }
        terminal.leaveRawMode()
        #expect(handlerBytes(SIGWINCH) == handlerBefore, "the previous handler is back")
        try other.enterRawMode()
        other.leaveRawMode()
    }

    @Test func inputEndsWhenTheTerminalCloses() throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        defer { pty.close() }
        let terminal = try SystemTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        pty.hangUp()
        #expect(try terminal.waitForInput(timeout: .seconds(5)) == .endOfInput)
    }

    @Test func aSessionRunsOnARealTerminalAndGivesItBack() async throws {
        let pty = try PseudoTerminal(size: Size(width: 30, height: 5))
        defer { pty.close() }
        let original = pty.modes()
        let (navigation, _) = try await makeTestNavigation()
        let terminal = try SystemTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        let session = InteractiveSession(navigation: navigation, terminal: terminal, style: .colored)
        let typing = Task {
            // Typed once the first frame is out: raw mode is on by then, so nothing is lost.
            guard try await pty.waitForOutput(containing: "home screen") else { return }
            pty.type("\r")
            guard try await pty.waitForOutput(containing: "detail screen") else { return }
            pty.type("\u{1B}[D")
            guard try await pty.waitForOutput(containing: "home screen", times: 2) else { return }
            pty.type("q")
        }
        try await session.run()
        try await typing.value
        #expect(navigation.isFinished)
        #expect(try await pty.waitForOutput(containing: "\u{1B}[?1049l"), "the output is read to its end")
        let screen = TerminalEmulator(size: Size(width: 30, height: 5))
        screen.feed(pty.output)
        #expect(screen.problems == [])
        #expect(!screen.isAlternateScreen)
        #expect(screen.isCursorVisible)
        #expect(
            screen.lastAlternateLines == ["home screen", "count 0", "", "", "Home                    ? help"])
        #expect(rawBytes(of: pty.modes()) == rawBytes(of: original))
    }
}
