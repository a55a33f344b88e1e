import TerminalUI
import Testing

/// Lending the terminal to another program (a media player) from a key handler.
@MainActor @Suite(.timeLimit(.minutes(1))) struct TerminalLending {
    /// Holds the session for the key handler, which is made before it.
    private final class SessionBox {
        var session: InteractiveSession?
        var callsDuringWork: [String] = []
        var finished = false
    }

    @Test func theSessionLeavesTheTerminalForTheWorkAndDrawsAgainAfter() async throws {
        let terminal = ScriptedTerminal(
            size: Size(width: 20, height: 2), steps: [.keys("p"), .keys("q")])
        let box = SessionBox()
        let label = Label(StyledText("shown"))
        let session = InteractiveSession(
            view: label, terminal: terminal, style: .colored, isFinished: { box.finished },
            handleKey: { key in
                guard key == .character("p") else {
                    box.finished = true
                    return
                }
                try await box.session?.lendTerminal { box.callsDuringWork = terminal.calls }
            })
        box.session = session

        try await session.run()

        #expect(
            box.callsDuringWork == [
                "enterRawMode", "enterAlternateScreen", "leaveAlternateScreen", "leaveRawMode",
            ])
        #expect(
            terminal.calls == [
                "enterRawMode", "enterAlternateScreen", "leaveAlternateScreen", "leaveRawMode",
                "enterRawMode",
                "enterAlternateScreen", "leaveAlternateScreen", "leaveRawMode",
            ])
        #expect(terminal.frameCount >= 2, "the screen is drawn again once the terminal is back")
        #expect(terminal.problems == [])
    }

    @Test func outsideASessionTheWorkJustRuns() async throws {
        let terminal = ScriptedTerminal(size: Size(width: 20, height: 2), steps: [])
        let session = InteractiveSession(
            view: Label(StyledText("x")), terminal: terminal, style: .colored, isFinished: { true },
            handleKey: { _ in })
        var ran = false
        try await session.lendTerminal { ran = true }
        #expect(ran)
        #expect(terminal.calls == [])
    }
}
