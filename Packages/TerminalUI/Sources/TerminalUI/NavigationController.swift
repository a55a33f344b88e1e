public import Observation

/// A stack of screens: it opens screens by URL through the router, pushes and pops them with
/// their lifecycle, and answers the keys every screen shares (`q` back, `?` help). Its state is
/// observable, so the screen redraws when a screen is pushed, popped or a message changes.
@Observable
@MainActor
public final class NavigationController: Navigator {
    public private(set) var stack: [ViewController] = []
    /// The status line's message, cleared by the next key.
    public private(set) var message: String?
    public private(set) var showsHelp = false
    /// Set once the last screen was closed: the program should end.
    public private(set) var isFinished = false
    /// Work going on behind the screens (a refresh), shown on the right of the status line.
    @ObservationIgnored public weak var activity: (any ActivityReporting)?
    /// The session showing these screens, which lends the terminal to programs such as a player.
    @ObservationIgnored public weak var session: InteractiveSession?
    @ObservationIgnored private let router: Router
    /// The user's key bindings, checked at start-up.
    @ObservationIgnored public let keyBindings: KeyBindings
    @ObservationIgnored public private(set) lazy var view = NavigationView(navigation: self)

    public init(router: Router, keyBindings: KeyBindings = .defaults) {
        self.router = router
        self.keyBindings = keyBindings
    }

    /// The screen on top.
    public var top: ViewController? { stack.last }

    /// Loads `controller` and shows it on top.
    public func push(_ controller: ViewController) async {
        controller.navigator = self
        controller.isInteractive = true
        await controller.load()
        top?.viewWillDisappear()
        controller.viewWillAppear()
        stack.append(controller)
        controller.viewDidAppear()
        if let failure = controller.failure { message = failure.message }
    }

    public func open(_ url: String) async throws(RouteError) {
        await push(try router.controller(for: url))
    }

    public func goBack() {
        guard let leaving = stack.last else {
            isFinished = true
            return
        }
        leaving.viewWillDisappear()
        stack.removeLast()
        if let next = stack.last {
            next.viewWillAppear()
            next.viewDidAppear()
        } else {
            isFinished = true
        }
    }

    public func showMessage(_ text: String) {
        message = text
    }

    public func handOffTerminal(during work: @MainActor () async -> Void) async {
        guard let session else {
            await work()
            return
        }
        do {
            try await session.lendTerminal(during: work)
        } catch {
            message = error.description
        }
    }

    /// Ends the program after the current key.
    public func finish() {
        isFinished = true
    }

    /// Gives a key to the help overlay, then the top screen, then the shared bindings.
    public func handle(_ key: Key) async {
        message = nil
        if showsHelp {
            showsHelp = false
            return
        }
        let shared = SharedAction.table.action(for: key, bindings: keyBindings)
        if shared == .help {
            showsHelp = true
            return
        }
        if let top, await top.handle(key) { return }
        switch shared {
        case .back: goBack()
        case .quit: finish()
        case .suspend: await handOffTerminal { ProcessSuspension.suspend() }
        case .help, nil: break
        }
    }

    /// Gives a mouse event to the top screen. While the help overlay is open, a press or a turn
    /// of the wheel closes it, as a key does; a button let go does nothing on its own.
    public func handle(_ mouse: MouseEvent) async {
        if case .release = mouse.action { return }
        message = nil
        if showsHelp {
            showsHelp = false
            return
        }
        _ = await top?.handle(mouse)
    }

    /// The keys of the top screen and the shared ones.
    public var keyHelp: [KeyHelp] {
        (top?.keyHelp ?? []) + SharedAction.table.help(bindings: keyBindings)
    }
}

/// The whole screen: the top screen's view above a status line, with the help overlay over
/// both when it is open.
@MainActor
public final class NavigationView: View {
    private unowned let navigation: NavigationController
    private let statusBar = StatusBar()

    init(navigation: NavigationController) {
        self.navigation = navigation
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        guard frame.height > 0 else { return }
        let body = Rect(row: frame.row, column: frame.column, width: frame.width, height: frame.height - 1)
        navigation.top?.view.draw(in: canvas, frame: body)
        statusBar.left = StyledText(navigation.message ?? navigation.top?.title ?? "")
        if let activity = navigation.activity?.activityText {
            statusBar.right = StyledText(activity)
        } else {
            statusBar.right = StyledText(navigation.message == nil ? "? help" : "")
        }
        statusBar.draw(
            in: canvas,
            frame: Rect(row: frame.bottom - 1, column: frame.column, width: frame.width, height: 1))
        if navigation.showsHelp {
            HelpOverlay(entries: navigation.keyHelp).draw(in: canvas, frame: body)
        }
    }

    public func preferredHeight(forWidth width: Int) -> Int {
        (navigation.top?.view.preferredHeight(forWidth: width) ?? 0) + 1
    }
}

/// Something running in the background that reports a line of status, such as a refresh.
/// Observable implementations make the status line follow it.
@MainActor
public protocol ActivityReporting: AnyObject {
    /// What it is doing, or nil when idle.
    var activityText: String? { get }
}
