import DownloadsLogic
import ExitCodeUI
public import NavigationUI
public import TerminalUI

/// The download queue (`tidings://downloads?action=`). Thin: it forwards loading and keys to
/// its view model, whose beans its view observes. `r` runs the queue in the
/// background, `p` plays the selected file (the player gets the terminal), `x` removes an
/// entry and `c` clears finished ones. The `run` action downloads the queue as the screen
/// opens; `clear-done` clears finished entries.
public final class DownloadsViewController: ViewController, MouseScreen, JSONPresentable {
    /// What the screen does as it opens.
    public let action: DownloadsAction
    public let viewModel: DownloadsViewModel
    private lazy var listView = DownloadsView(viewModel: viewModel, showsSelection: isInteractive)
    private var follower: Task<Void, Never>?

    public init(action: DownloadsAction, viewModel: DownloadsViewModel) {
        self.action = action
        self.viewModel = viewModel
    }

    override public var title: String { "Downloads" }

    /// 1 when a one-shot run left an entry failed.
    override public var exitStatus: Int32 {
        failure?.exitStatus
            ?? (action == .run && viewModel.runFailed ? ExitCode.partialFailure : ExitCode.ok).rawValue
    }

    override public func makeView() -> any View { listView }

    override public var progressView: (any View)? { action == .run ? listView.progressLine : nil }

    override public func load() async {
        switch action {
        case .list:
            failure = await viewModel.load()
        case .run where isInteractive:
            failure = await viewModel.load()
            startRun()
        case .run:
            failure = await viewModel.run()
        case .clearDone:
            await clearFinished()
        }
    }

    override public func viewDidAppear() {
        follower = Task { [viewModel] in await viewModel.followOtherRuns() }
    }

    override public func viewWillDisappear() {
        follower?.cancel()
        follower = nil
    }

    override public func handle(_ key: Key) async -> Bool { await performAction(for: key) }

    override public func handle(_ mouse: MouseEvent) async -> Bool { await performMouse(mouse) }

    public static let wheelActions = (up: DownloadsScreenAction.up, down: DownloadsScreenAction.down)
    /// A download does not open: a press selects it, and `p` plays it.
    public static let openAction: DownloadsScreenAction? = nil
    public var mouseList: (any MouseSelectable)? { listView.table }

    public func perform(_ action: DownloadsScreenAction) async -> Bool {
        switch action {
        case .down: listView.table.moveSelection(by: 1)
        case .up: listView.table.moveSelection(by: -1)
        case .run: startRun()
        case .clearDone: await clearFinished()
        case .remove:
            guard let row = listView.table.selectedItem else { return true }
            if let message = await viewModel.remove(row.id) { navigator?.showMessage(message) }
        case .play:
            guard let row = listView.table.selectedItem else { return true }
            var message: String?
            await navigator?.handOffTerminal { message = await self.viewModel.play(row.id) }
            if let message { navigator?.showMessage(message) }
        }
        return true
    }

    override public var keyHelp: [KeyHelp] { actionHelp }

    public func jsonOutput() throws -> String {
        try viewModel.jsonOutput()
    }

    /// Runs the queue in the background; the screen follows, and the status line says how it went.
    private func startRun() {
        guard !viewModel.useCase.isRunning else {
            navigator?.showMessage("the queue is already downloading")
            return
        }
        navigator?.showMessage("downloading the queue…")
        Task { [weak self, viewModel] in
            let failure = await viewModel.run()
            self?.navigator?.showMessage(failure?.message ?? viewModel.runMessage)
        }
    }

    /// Clears finished entries, saying how many went.
    private func clearFinished() async {
        switch await viewModel.clearFinished() {
        case .success(let message):
            if isInteractive { navigator?.showMessage(message) } else { viewModel.notice = message }
        case .failure(let failure):
            if isInteractive { navigator?.showMessage(failure.message) } else { self.failure = failure }
        }
    }
}
