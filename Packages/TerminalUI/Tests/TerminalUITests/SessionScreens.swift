import Observation
import TerminalUI

/// A view model that background work changes while the session waits for keys.
@Observable @MainActor final class TickerModel {
    var count = 0
}

@MainActor final class TickerView: View {
    let model: TickerModel

    init(model: TickerModel) {
        self.model = model
    }

    func draw(in canvas: Canvas, frame: Rect) {
        canvas.write("home screen", row: frame.row, column: frame.column, style: .bold, clip: frame)
        canvas.write("count \(model.count)", row: frame.row + 1, column: frame.column, clip: frame)
    }

    func preferredHeight(forWidth width: Int) -> Int { 2 }
}

/// The first test screen: Enter opens the detail; `s` starts slow background work and `r` a
/// burst of changes, both in a `Task`, as a refresh would.
@MainActor final class HomeScreen: ViewController {
    let model = TickerModel()
    private(set) var work: Task<Void, Never>?

    override var title: String { "Home" }
    override func makeView() -> any View { TickerView(model: model) }

    override func handle(_ key: Key) async -> Bool {
        switch key {
        case .enter:
            try? await navigator?.open("test://detail")
        case .character("s"):
            work = Task { [model] in
                for step in 1...5 {
                    model.count = step
                    await Task.yield()
                }
            }
        case .character("r"):
            work = Task { [model] in
                for step in 1...50 { model.count = step }
            }
        default:
            return false
        }
        return true
    }
}

/// The second test screen: a label and nothing else.
@MainActor final class DetailScreen: ViewController {
    override var title: String { "Detail" }
    override func makeView() -> any View { Label("detail screen") }
}

/// A navigation controller on the two screens, with the home screen open.
@MainActor func makeTestNavigation() async throws -> (NavigationController, HomeScreen) {
    let home = HomeScreen()
    let router = Router()
    router.register(RoutePattern("test://home")) { _ throws(RouteError) in home }
    router.register(RoutePattern("test://detail")) { _ throws(RouteError) in DetailScreen() }
    let navigation = NavigationController(router: router)
    try await navigation.open("test://home")
    return (navigation, home)
}
