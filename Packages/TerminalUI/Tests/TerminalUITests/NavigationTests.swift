import Foundation
import Observation
import Synchronization
import TerminalUI
import Testing

/// A screen that records its lifecycle, for driving the navigation controller with keys.
@MainActor final class RecordingScreen: ViewController {
    let name: String
    let log: ScreenLog

    init(_ name: String, log: ScreenLog) {
        self.name = name
        self.log = log
    }

    override var title: String { name }
    override func makeView() -> any View { Label(StyledText(name)) }
    override func load() async { log.events.append("\(name) load") }
    override func viewWillAppear() { log.events.append("\(name) willAppear") }
    override func viewDidAppear() { log.events.append("\(name) didAppear") }
    override func viewWillDisappear() { log.events.append("\(name) willDisappear") }

    override func handle(_ key: Key) async -> Bool {
        guard key == .enter else { return false }
        try? await navigator?.open("test://detail/7")
        return true
    }

    override var keyHelp: [KeyHelp] { [KeyHelp("enter", "open the detail")] }
}

/// A URL from a literal the test knows to be valid.
func link(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
}

@MainActor final class ScreenLog {
    var events: [String] = []
}

@MainActor @Suite struct Routing {
    @Test func patternsMatchPathParametersAndQueries() throws {
        let pattern = RoutePattern("tidings://articles/{id}")
        let match = try #require(pattern.match(link("tidings://articles/42?from=search")))
        #expect(match.parameters == ["id": "42", "from": "search"])
        #expect(pattern.match(link("tidings://articles")) == nil)
        #expect(pattern.match(link("tidings://feeds/42")) == nil)
        let list = RoutePattern("tidings://articles", query: ["filter", "feed", "tag"])
        #expect(list.match(link("tidings://articles?filter=unread&tag=a%20b"))?.value("tag") == "a b")
        #expect(list.description == "tidings://articles?filter=&feed=&tag=")
    }

    @Test func patternsBuildTheirURLs() {
        #expect(
            RoutePattern("tidings://articles/{id}").url(["id": "42"]).absoluteString
                == "tidings://articles/42")
        let list = RoutePattern("tidings://articles", query: ["filter", "feed", "tag"])
        #expect(
            list.url(["tag": "a b", "filter": "unread"]).absoluteString
                == "tidings://articles?filter=unread&tag=a%20b")
        #expect(RoutePattern("tidings://feeds").url().absoluteString == "tidings://feeds")
    }

    @Test func unknownURLListsTheKnownPatterns() {
        let router = Router()
        let log = ScreenLog()
        router.register(RoutePattern("test://home")) { _ throws(RouteError) in
            RecordingScreen("home", log: log)
        }
        router.register(RoutePattern("test://detail/{id}")) { _ throws(RouteError) in
            RecordingScreen("detail", log: log)
        }
        #expect(throws: RouteError.unknown("test://nowhere", known: ["test://home", "test://detail/{id}"])) {
            try router.controller(for: "test://nowhere")
        }
        #expect((try? router.controller(for: "test://detail/3"))?.title == "detail")
    }

    @Test func aScreenWithKeysBringsItsActionsAsItRegisters() {
        let router = Router()
        let log = ScreenLog()
        router.register(RoutePattern("test://home")) { _ throws(RouteError) in
            RecordingScreen("home", log: log)
        }
        #expect(router.actionTables.isEmpty)
        router.register(RoutePattern("test://list")) { _ throws(RouteError) in KeyedScreen() }
        router.register(RoutePattern("test://list/{id}")) { _ throws(RouteError) in KeyedScreen() }
        #expect(router.actionTables.map(\.screen) == ["keyed"])
        #expect(router.actionTables.first?.actions.map(\.name) == ["next", "mark"])
    }
}

/// The actions of ``KeyedScreen``.
enum KeyedAction: String, ScreenAction {
    case next, mark

    static let table = ActionTable<Self>(
        screen: "keyed",
        [.init(.next, .character("n"), help: "next"), .init(.mark, .character("m"), help: "mark")])
}

/// A screen whose keys are actions, registered by its type alone.
@MainActor final class KeyedScreen: ViewController, ActionScreen {
    typealias Action = KeyedAction
    func perform(_ action: KeyedAction) async -> Bool { true }
}

@MainActor @Suite struct Navigating {
    func makeNavigation(log: ScreenLog) -> NavigationController {
        let router = Router()
        router.register(RoutePattern("test://home")) { _ throws(RouteError) in
            RecordingScreen("home", log: log)
        }
        router.register(RoutePattern("test://detail/{id}")) { match throws(RouteError) in
            RecordingScreen("detail \(match.value("id") ?? "")", log: log)
        }
        return NavigationController(router: router)
    }

    @Test func scriptedKeysPushPopAndQuitWithTheLifecycle() async throws {
        let log = ScreenLog()
        let navigation = makeNavigation(log: log)
        try await navigation.open("test://home")
        #expect(navigation.view.render(width: 20, height: 2) == ["home", "home          ? help"])
        await navigation.handle(.enter)
        #expect(navigation.stack.map(\.title) == ["home", "detail 7"])
        await navigation.handle(.character("q"))
        #expect(navigation.stack.map(\.title) == ["home"])
        #expect(!navigation.isFinished)
        await navigation.handle(.character("q"))
        #expect(navigation.isFinished)
        #expect(
            log.events == [
                "home load", "home willAppear", "home didAppear", "detail 7 load", "home willDisappear",
                "detail 7 willAppear", "detail 7 didAppear", "detail 7 willDisappear", "home willAppear",
                "home didAppear", "home willDisappear",
            ])
    }

    @Test func questionMarkTogglesTheHelpOverlay() async throws {
        let navigation = makeNavigation(log: ScreenLog())
        try await navigation.open("test://home")
        await navigation.handle(.character("?"))
        let screen = navigation.view.render(width: 60, height: 9).joined(separator: "\n")
        #expect(screen.contains("enter         open the detail"))
        #expect(screen.contains("?             this help"))
        #expect(screen.contains("q, esc, left  back (quit at the first screen)"))
        await navigation.handle(.character("x"))
        #expect(!navigation.view.render(width: 40, height: 6).joined().contains("this help"))
        #expect(navigation.stack.count == 1)
    }
}

/// A view model a test changes, to see the screen asked to redraw.
@Observable @MainActor final class CounterModel {
    var count = 0
}

@MainActor final class CounterView: View {
    let model: CounterModel

    init(model: CounterModel) {
        self.model = model
    }

    func draw(in canvas: Canvas, frame: Rect) {
        canvas.write("count \(model.count)", row: frame.row, column: frame.column, clip: frame)
    }

    func preferredHeight(forWidth width: Int) -> Int { 1 }
}

@MainActor @Suite struct Binding {
    @Test func changingAViewModelTheViewReadSchedulesARedraw() {
        let model = CounterModel()
        let view = CounterView(model: model)
        let redraws = Mutex(0)
        let canvas = Canvas(size: Size(width: 10, height: 1))
        ObservedDrawing.draw(view, in: canvas) { redraws.withLock { $0 += 1 } }
        #expect(canvas.lines == ["count 0"])
        #expect(redraws.withLock { $0 } == 0)
        model.count = 1
        #expect(redraws.withLock { $0 } == 1)
        model.count = 2
        #expect(redraws.withLock { $0 } == 1, "tracking fires once; the next draw tracks again")
        let again = Canvas(size: Size(width: 10, height: 1))
        ObservedDrawing.draw(view, in: again) { redraws.withLock { $0 += 1 } }
        #expect(again.lines == ["count 2"])
    }
}
