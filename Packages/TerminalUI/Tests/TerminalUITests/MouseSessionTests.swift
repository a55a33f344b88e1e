import TerminalUI
import Testing

/// The actions of the test list.
enum PickAction: String, ScreenAction {
    case down, up, open

    static let table = ActionTable<Self>(
        screen: "pick",
        [
            .init(.down, .character("j"), help: "down"), .init(.up, .character("k"), help: "up"),
            .init(.open, .enter, help: "open"),
        ])
}

/// A list of names under a heading, as the feed and article lists are: the mouse picks and
/// opens rows and the wheel moves the selection.
@MainActor final class PickScreen: ViewController, MouseScreen {
    let table = TableView(
        dataSource: ArrayDataSource(items: (1...20).map { "name \($0)" }) { name, _ in StyledText(name) })
    private(set) var opened: [String] = []

    override var title: String { "Pick" }
    override func makeView() -> any View { StackView([(Label("heading"), .fixed(1)), (table, .fill)]) }
    override func handle(_ key: Key) async -> Bool { await performAction(for: key) }
    override func handle(_ mouse: MouseEvent) async -> Bool { await performMouse(mouse) }

    static let wheelActions = (up: PickAction.up, down: PickAction.down)
    static let openAction: PickAction? = .open
    var mouseList: (any MouseSelectable)? { table }

    func perform(_ action: PickAction) async -> Bool {
        switch action {
        case .down: table.moveSelection(by: 1)
        case .up: table.moveSelection(by: -1)
        case .open:
            opened.append(table.selectedItem ?? "")
            try? await navigator?.open("test://detail")
        }
        return true
    }
}

/// An SGR report of a left press (`M`) or release (`m`) at a zero-based row and column.
private func click(row: Int, column: Int = 2, release: Bool = false) -> ScriptedTerminal.Step {
    .keys("\u{1B}[<0;\(column + 1);\(row + 1)\(release ? "m" : "M")")
}

private func wheel(down: Bool, row: Int = 3) -> ScriptedTerminal.Step {
    .keys("\u{1B}[<\(down ? 65 : 64);3;\(row + 1)M")
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct MouseSessions {
    /// Holds the session for the key handler, which is made before it.
    private final class SessionBox {
        var session: InteractiveSession?
        var reportedMouseDuringWork: Bool?
        var finished = false
    }

    private func makeNavigation() async throws -> (NavigationController, PickScreen) {
        let pick = PickScreen()
        let router = Router()
        router.register(RoutePattern("test://pick")) { _ throws(RouteError) in pick }
        router.register(RoutePattern("test://detail")) { _ throws(RouteError) in DetailScreen() }
        let navigation = NavigationController(router: router)
        try await navigation.open("test://pick")
        return (navigation, pick)
    }

    @Test func aClickSelectsARowAndASecondClickOpensIt() async throws {
        let (navigation, pick) = try await makeNavigation()
        // Row 0 is the heading; the list starts on row 1, so row 3 is "name 3".
        let terminal = ScriptedTerminal(
            size: Size(width: 20, height: 6),
            steps: [
                click(row: 3), click(row: 3, release: true), .waitForScreen("name 3"),
                click(row: 3), click(row: 3, release: true), .waitForScreen("detail screen"),
            ])
        try await InteractiveSession(
            navigation: navigation, terminal: terminal, style: .colored, reportsMouse: true
        )
        .run()
        #expect(terminal.missedWaits == [])
        #expect(pick.opened == ["name 3"])
        #expect(pick.table.selectedIndex == 2)
        #expect(navigation.stack.map(\.title) == ["Pick", "Detail"])
        #expect(terminal.output.contains("\u{1B}[?1000h\u{1B}[?1006h"), "mouse reports were asked for")
        #expect(!terminal.reportsMouse, "and turned off on the way out")
        #expect(terminal.problems == [])
    }

    @Test func clicksOutsideTheRowsChangeNothing() async throws {
        let (navigation, pick) = try await makeNavigation()
        let terminal = ScriptedTerminal(
            size: Size(width: 20, height: 6),
            steps: [click(row: 0), click(row: 5), .keys("\u{1B}[<2;3;3M"), .keys("\u{1B}[<1;3;3M")])
        try await InteractiveSession(
            navigation: navigation, terminal: terminal, style: .colored, reportsMouse: true
        )
        .run()
        #expect(
            pick.table.selectedIndex == 0, "the heading, the status line and other buttons select nothing")
        #expect(pick.opened == [])
    }

    @Test func aClickOnTheSelectedRowOpensItAtOnce() async throws {
        let (navigation, pick) = try await makeNavigation()
        let terminal = ScriptedTerminal(
            size: Size(width: 20, height: 6), steps: [click(row: 1), .waitForScreen("detail screen")])
        try await InteractiveSession(
            navigation: navigation, terminal: terminal, style: .colored, reportsMouse: true
        )
        .run()
        #expect(pick.opened == ["name 1"])
    }

    @Test func theWheelMovesThreeRowsANotch() async throws {
        let (navigation, pick) = try await makeNavigation()
        let terminal = ScriptedTerminal(
            size: Size(width: 20, height: 6),
            steps: [wheel(down: true), wheel(down: true), wheel(down: true), wheel(down: false)])
        try await InteractiveSession(
            navigation: navigation, terminal: terminal, style: .colored, reportsMouse: true
        )
        .run()
        #expect(pick.table.selectedIndex == 6)
        #expect(pick.table.scrollOffset > 0, "the list scrolled to keep the selection in view")
    }

    @Test func aClickOnAScrolledListPicksTheRowShown() async throws {
        let (navigation, pick) = try await makeNavigation()
        let terminal = ScriptedTerminal(
            size: Size(width: 20, height: 6),
            steps: [.keys("G"), .keys("jjjjjjjjjjjjjjjjjjjj"), .waitForScreen("name 20"), click(row: 1)])
        try await InteractiveSession(
            navigation: navigation, terminal: terminal, style: .colored, reportsMouse: true
        )
        .run()
        // Four rows show (1…4), ending at "name 20": row 1 is "name 17".
        #expect(pick.table.selectedItem == "name 17")
    }

    @Test func aClickClosesTheHelpAndDoesNothingElse() async throws {
        let (navigation, pick) = try await makeNavigation()
        let terminal = ScriptedTerminal(
            size: Size(width: 30, height: 8), steps: [.keys("?"), .waitForScreen("this help"), click(row: 3)])
        try await InteractiveSession(
            navigation: navigation, terminal: terminal, style: .colored, reportsMouse: true
        )
        .run()
        #expect(!navigation.showsHelp)
        #expect(pick.table.selectedIndex == 0)
    }

    @Test func withoutMouseReportsTheTerminalIsNotAsked() async throws {
        let (navigation, _) = try await makeNavigation()
        let terminal = ScriptedTerminal(size: Size(width: 20, height: 6), steps: [.keys("j")])
        try await InteractiveSession(navigation: navigation, terminal: terminal, style: .colored).run()
        #expect(!terminal.output.contains("\u{1B}[?1000h"))
    }

    @Test func mouseReportsAreAskedForAgainAfterTheTerminalWasLent() async throws {
        let terminal = ScriptedTerminal(size: Size(width: 20, height: 2), steps: [.keys("p"), .keys("q")])
        let box = SessionBox()
        let session = InteractiveSession(
            view: Label("shown"), terminal: terminal, style: .colored, reportsMouse: true,
            isFinished: { box.finished },
            handleKey: { key in
                guard key == .character("p") else {
                    box.finished = true
                    return
                }
                try await box.session?.lendTerminal { box.reportedMouseDuringWork = terminal.reportsMouse }
            })
        box.session = session
        try await session.run()
        #expect(
            box.reportedMouseDuringWork == false,
            "the program the terminal was lent to gets it without reports")
        #expect(terminal.occurrences(of: "\u{1B}[?1000h\u{1B}[?1006h") == 2, "asked for again once back")
        #expect(!terminal.reportsMouse)
    }

    @Test func whichTerminalsReportTheMouse() {
        #expect(SystemTerminal.reportsMouse(term: "xterm-256color"))
        #expect(SystemTerminal.reportsMouse(term: "tmux-256color"))
        #expect(SystemTerminal.reportsMouse(term: "screen"))
        #expect(!SystemTerminal.reportsMouse(term: "dumb"))
        #expect(!SystemTerminal.reportsMouse(term: "linux"))
        #expect(!SystemTerminal.reportsMouse(term: nil))
        #expect(!SystemTerminal.reportsMouse(term: ""))
    }
}

/// The terminal's answer to the question what it is, as a session asks it.
@MainActor @Suite(.timeLimit(.minutes(1))) struct DeviceAttributeSessions {
    @Test func theSessionAsksAndHandsTheAnswerOnWithoutTypingIt() async throws {
        let pick = PickScreen()
        let router = Router()
        router.register(RoutePattern("test://pick")) { _ throws(RouteError) in pick }
        let navigation = NavigationController(router: router)
        try await navigation.open("test://pick")
        let terminal = ScriptedTerminal(
            size: Size(width: 20, height: 6),
            steps: [.keys("\u{1B}[?62;4;22c"), .keys("j"), .waitForScreen("name 2")])
        var reports: [TerminalReport] = []
        try await InteractiveSession(
            navigation: navigation, terminal: terminal, style: .colored,
            handleReport: { reports.append($0) }
        )
        .run()
        #expect(terminal.output.contains("\u{1B}[c"), "the session asked")
        #expect(reports == [.deviceAttributes([62, 4, 22])])
        #expect(pick.table.selectedIndex == 1, "only the j moved the selection")
        #expect(terminal.missedWaits == [])
    }
}
