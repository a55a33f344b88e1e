import ArticlesUI
import ExitCodeUI
public import LibraryModelLogic
import NavigationUI
public import SubscriptionLogic
import TerminalTextService
public import TerminalUI

/// Removes a feed that a sync account keeps, through the account: its server stops following
/// it, then it goes here. The app supplies it from the sync logic.
public protocol AccountFeedRemoving: Sendable {
    /// Unsubscribes the account that keeps `feed` on its server and removes the feed here (its
    /// starred articles stay); returns the account's name, or nil when no account keeps the
    /// feed. Throws the sentence and exit status to report.
    func removeThroughAccount(_ feed: FeedID) async throws(ScreenFailure) -> String?
}

/// Stops following a feed named by id, URL or title (`tidings://unsubscribe?feed=`). A feed
/// that a sync account keeps is removed through the account, so that the next sync does not
/// bring it back.
public final class UnsubscribeViewController: ViewController {
    private let reference: String
    private let subscriptions: any SubscriptionManaging
    private let accounts: (any AccountFeedRemoving)?
    public let viewModel = UnsubscribeViewModel()

    public init(
        reference: String, subscriptions: any SubscriptionManaging, accounts: (any AccountFeedRemoving)? = nil
    ) {
        self.reference = reference
        self.subscriptions = subscriptions
        self.accounts = accounts
    }

    override public var title: String { "Remove a feed" }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        let feed: Feed
        do {
            feed = try await subscriptions.resolve(reference)
        } catch {
            failure = ScreenFailure(error)
            return
        }
        do throws(ScreenFailure) {
            if let account = try await accounts?.removeThroughAccount(feed.id) {
                viewModel.removal = .throughAccount(feed, account: account)
                return
            }
        } catch {
            failure = error
            return
        }
        do {
            viewModel.removal = .here(try await subscriptions.remove(feed.id))
        } catch {
            failure = ScreenFailure(error)
        }
    }
}
