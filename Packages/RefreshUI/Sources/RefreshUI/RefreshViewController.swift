import ExitCodeUI
import LibraryModelLogic
import NavigationUI
import RefreshLogic
public import SubscriptionLogic
public import TerminalUI

/// Refreshes all feeds, one feed or one tag (`tidings://refresh?feed=&tag=`), and syncs the
/// accounts that keep feeds in that scope, showing progress as each feed finishes and a summary
/// at the end. Exits 1 when a feed or an account failed, 77 when a server refused the login.
public final class RefreshViewController: ViewController, JSONPresentable {
    private let feedReference: String?
    private let tag: String?
    private let subscriptions: any SubscriptionManaging
    private let refresh: LibraryRefresh
    public let viewModel = RefreshViewModel()
    private lazy var refreshView = RefreshView(viewModel: viewModel)

    public init(
        feedReference: String?, tag: String?, subscriptions: any SubscriptionManaging, refresh: LibraryRefresh
    ) {
        self.feedReference = feedReference
        self.tag = tag
        self.subscriptions = subscriptions
        self.refresh = refresh
    }

    override public var title: String { "Refresh" }

    override public var exitStatus: Int32 {
        if let failure { return failure.exitStatus }
        return viewModel.outcome?.exitStatus ?? ExitCode.ok.rawValue
    }

    override public func makeView() -> any View { refreshView }

    override public var progressView: (any View)? { refreshView.progressLine }

    override public func load() async {
        let scope: FeedScope
        do {
            scope = try await subscriptions.scope(feed: feedReference, tag: tag)
        } catch {
            failure = ScreenFailure(error)
            return
        }
        // Progress arrives from the refresh's tasks; a stream hands it to the view model on the
        // main actor in the order it happened.
        let (updates, continuation) = AsyncStream.makeStream(of: RefreshUpdate.self)
        let viewModel = viewModel
        let consumer = Task { @MainActor in
            for await update in updates { update.apply(to: viewModel) }
        }
        do {
            let outcome = try await refresh.run(
                scope, feed: { continuation.yield(.feed($0)) }, step: { continuation.yield(.step($0)) })
            continuation.finish()
            await consumer.value
            viewModel.finish(outcome)
        } catch {
            continuation.finish()
            failure = error
        }
    }

    public func jsonOutput() throws -> String {
        guard let outcome = viewModel.outcome else { return "null" }
        return try JSONOutput.encode(RefreshJSON(outcome))
    }
}

/// One piece of a refresh's progress, in the order it happened.
enum RefreshUpdate: Sendable {
    case feed(RefreshProgress)
    case step(CompanionStep)

    @MainActor
    func apply(to viewModel: RefreshViewModel) {
        switch self {
        case .feed(let progress): viewModel.record(progress)
        case .step(let step): viewModel.record(step)
        }
    }
}
