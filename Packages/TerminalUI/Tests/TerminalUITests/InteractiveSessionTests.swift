import TerminalUI
import Testing

private let enteredAndLeft = ["enterRawMode", "enterAlternateScreen", "leaveAlternateScreen", "leaveRawMode"]
private let screenSize = Size(width: 24, height: 4)

@MainActor @Suite(.timeLimit(.minutes(1))) struct InteractiveSessions {
    @Test func scriptedKeysPushAndPopScreens() async throws {
        let (navigation, _) = try await makeTestNavigation()
        let terminal = ScriptedTerminal(
            size: screenSize,
            steps: [
                .keys("\r"), .waitForScreen("detail screen"), .keys("\u{1B}[D"),
                .waitForScreen("home screen"),
                .keys("\r"), .waitForScreen("detail screen"),
            ])
        try await InteractiveSession(navigation: navigation, terminal: terminal, style: .colored).run()
        #expect(terminal.missedWaits == [])
        #expect(terminal.problems == [])
        #expect(terminal.calls == enteredAndLeft)
        #expect(terminal.screen == ["detail screen", "", "", "Detail            ? help"])
        #expect(navigation.stack.map(\.title) == ["Home", "Detail"])
        #expect(terminal.isCursorVisible, "the cursor is shown again")
    }

    @Test func quittingAtTheFirstScreenEndsTheSession() async throws {
        let (navigation, _) = try await makeTestNavigation()
        let terminal = ScriptedTerminal(size: screenSize, steps: [.keys("q"), .keys("q")])
        try await InteractiveSession(navigation: navigation, terminal: terminal, style: .colored).run()
        #expect(navigation.isFinished)
        #expect(terminal.calls == enteredAndLeft)
        #expect(terminal.frameCount == 1, "nothing is drawn after the last screen closed")
        #expect(terminal.screen == ["home screen", "count 0", "", "Home              ? help"])
    }

    @Test func aLoneEscapeGoesBackOnceNothingFollows() async throws {
        let (navigation, _) = try await makeTestNavigation()
        let terminal = ScriptedTerminal(
            size: screenSize,
            steps: [
                .keys("\r"), .waitForScreen("detail screen"), .bytes([0x1B]), .waitForScreen("home screen"),
            ])
        let session = InteractiveSession(
            navigation: navigation, terminal: terminal, style: .colored, escapeTimeout: .milliseconds(10))
        try await session.run()
        #expect(terminal.missedWaits == [])
        #expect(navigation.stack.map(\.title) == ["Home"])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() async throws {
        let (navigation, _) = try await makeTestNavigation()
        let terminal = ScriptedTerminal(
            size: screenSize,
            steps: [
                .keys("\r"), .waitForScreen("detail screen"), .bytes([0x1B]), .bytes([0x5B]), .bytes([0x44]),
                .waitForScreen("home screen"),
            ])
        // A long escape timeout: the split sequence must not depend on the bytes arriving in time.
        let session = InteractiveSession(
            navigation: navigation, terminal: terminal, style: .colored, escapeTimeout: .seconds(10))
        try await session.run()
        #expect(terminal.missedWaits == [])
        #expect(navigation.stack.map(\.title) == ["Home"])
        #expect(!navigation.isFinished, "the left arrow went back once, not Escape then `[` then `D`")
    }

    @Test func backgroundWorkRedrawsWhileTheSessionWaitsForKeys() async throws {
        let (navigation, home) = try await makeTestNavigation()
        let terminal = ScriptedTerminal(
            size: screenSize, steps: [.keys("s"), .waitForScreen("count 5"), .keys("q")])
        try await InteractiveSession(navigation: navigation, terminal: terminal, style: .colored).run()
        #expect(terminal.missedWaits == [])
        #expect(home.model.count == 5)
        #expect(navigation.isFinished)
    }

    @Test func manyChangesBeforeTheNextFrameMakeOneFrame() async throws {
        let (navigation, _) = try await makeTestNavigation()
        let terminal = ScriptedTerminal(
            size: screenSize, steps: [.keys("r"), .waitForScreen("count 50"), .keys("q")])
        try await InteractiveSession(navigation: navigation, terminal: terminal, style: .colored).run()
        #expect(terminal.missedWaits == [])
        #expect(terminal.frameCount == 2, "the first frame, then one for fifty changes")
    }

    @Test func aResizeRedrawsEverythingAtTheNewSize() async throws {
        let (navigation, _) = try await makeTestNavigation()
        let terminal = ScriptedTerminal(
            size: screenSize,
            steps: [.resize(Size(width: 30, height: 3)), .waitForScreen("Home                    ? help")])
        try await InteractiveSession(navigation: navigation, terminal: terminal, style: .colored).run()
        #expect(terminal.missedWaits == [])
        #expect(terminal.problems == [])
        #expect(terminal.screen == ["home screen", "count 0", "Home                    ? help"])
        #expect(terminal.occurrences(of: "\u{1B}[2J") == 2, "cleared for each full frame")
    }

    @Test func anErrorFromAScreenRestoresTheTerminalBeforeItPropagates() async throws {
        let (navigation, _) = try await makeTestNavigation()
        let terminal = ScriptedTerminal(
            size: screenSize, steps: [.keys("\r"), .waitForScreen("detail screen"), .keys("x")])
        let failure = ScreenFailure("the detail screen failed", exitStatus: 70)
        let session = InteractiveSession(
            view: navigation.view, terminal: terminal, style: .colored, isFinished: { navigation.isFinished },
            handleKey: { key in
                if key == .character("x") { throw failure }
                await navigation.handle(key)
            })
        do {
            try await session.run()
            Issue.record("the session ended without the screen's error")
        } catch let error as ScreenFailure {
            #expect(error == failure)
            #expect(terminal.calls == enteredAndLeft, "restored by the time the error arrives")
        }
        #expect(terminal.screen.first == "detail screen")
    }

    @Test func aFailedWriteEndsTheSessionRestored() async throws {
        let (navigation, _) = try await makeTestNavigation()
        let terminal = ScriptedTerminal(size: screenSize, steps: [.failWrites, .keys("\r")])
        await #expect(throws: TerminalError.writeFailed("scripted failure")) {
            try await InteractiveSession(navigation: navigation, terminal: terminal, style: .colored).run()
        }
        #expect(terminal.calls == enteredAndLeft)
    }

    @Test func aTerminalWithoutAnAlternateScreenLeavesRawMode() async throws {
        let (navigation, _) = try await makeTestNavigation()
        let terminal = ScriptedTerminal(size: screenSize, steps: [], failsToEnterAlternateScreen: true)
        await #expect(throws: TerminalError.writeFailed("scripted failure")) {
            try await InteractiveSession(navigation: navigation, terminal: terminal, style: .colored).run()
        }
        #expect(terminal.calls == ["enterRawMode", "enterAlternateScreen", "leaveRawMode"])
    }

    @Test func cancellingTheSessionRestoresTheTerminal() async throws {
        let (navigation, _) = try await makeTestNavigation()
        let terminal = ScriptedTerminal(
            size: screenSize, steps: [.waitForScreen("never shown")], waitLimit: .seconds(30))
        let session = InteractiveSession(navigation: navigation, terminal: terminal, style: .colored)
        let running = Task { try await session.run() }
        for _ in 0..<1000 where !terminal.shows("home screen") {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(terminal.shows("home screen"))
        running.cancel()
        await #expect(throws: CancellationError.self) { try await running.value }
        #expect(terminal.calls == enteredAndLeft)
    }

    @Test func aFinishedNavigationDoesNotTakeTheTerminal() async throws {
        let (navigation, _) = try await makeTestNavigation()
        navigation.finish()
        let terminal = ScriptedTerminal(size: screenSize, steps: [])
        try await InteractiveSession(navigation: navigation, terminal: terminal, style: .colored).run()
        #expect(terminal.calls == [])
    }
}
