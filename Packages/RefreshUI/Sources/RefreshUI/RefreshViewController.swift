import LibraryModelLogic
import NavigationUI
public import RefreshLogic
public import SubscriptionLogic
public import TerminalUI

/// Refreshes all feeds, one feed or one tag (`tidings://refresh?feed=&tag=`), showing progress
/// as each feed finishes and a summary at the end; exits 1 when any feed failed.
public final class RefreshViewController: ViewController, JSONPresentable {
    private let feedReference: String?
    private let tag: String?
    private let subscriptions: any SubscriptionManaging
    private let refresher: any FeedRefreshing
    public let viewModel = RefreshViewModel()
    private lazy var refreshView = RefreshView(viewModel: viewModel)

    public init(
        feedReference: String?, tag: String?, subscriptions: any SubscriptionManaging,
        refresher: any FeedRefreshing
    ) {
        self.feedReference = feedReference
        self.tag = tag
        self.subscriptions = subscriptions
        self.refresher = refresher
    }

    override public var title: String { "Refresh" }

    override public var exitStatus: Int32 {
        if let failure { return failure.exitStatus }
        return viewModel.summary?.succeeded == false ? ExitStatus.partialFailure : ExitStatus.ok
    }

    override public func makeView() -> any View { refreshView }

    override public var progressView: (any View)? { refreshView.progressLine }

    override public func load() async {
        let scope: RefreshScope
        do {
            scope = RefreshScope(try await subscriptions.scope(feed: feedReference, tag: tag))
        } catch {
            let status: Int32 = if case .storage = error { ExitStatus.ioError } else { ExitStatus.usage }
            failure = ScreenFailure(error.description, exitStatus: status)
            return
        }
        // Progress arrives from the refresh's tasks; a stream hands it to the view model on the
        // main actor in the order feeds finished.
        let (updates, continuation) = AsyncStream.makeStream(of: RefreshProgress.self)
        let viewModel = viewModel
        let consumer = Task { @MainActor in
            for await progress in updates { viewModel.record(progress) }
        }
        do {
            let summary = try await refresher.refresh(scope) { continuation.yield($0) }
            continuation.finish()
            await consumer.value
            viewModel.finish(summary)
        } catch {
            continuation.finish()
            switch error {
            case .unknownFeed, .unknownTag:
                failure = ScreenFailure(error.description, exitStatus: ExitStatus.usage)
            case .storage: failure = ScreenFailure(error.description, exitStatus: ExitStatus.ioError)
            }
        }
    }

    public func jsonOutput() throws -> String {
        guard let summary = viewModel.summary else { return "null" }
        return try JSONOutput.encode(RefreshJSON(summary))
    }
}
