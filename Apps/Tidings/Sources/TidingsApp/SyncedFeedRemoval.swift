import ExitCodeUI
import FeedsUI
import LibraryModelLogic
import SyncLogic
import SyncUI
import TerminalUI

/// The sync logic as the feed screens' `AccountFeedRemoving`: `tidings remove` of a feed that an
/// account keeps unsubscribes the account on its server.
struct SyncedFeedRemoval: AccountFeedRemoving {
    let sync: any SyncManaging

    func removeThroughAccount(_ feed: FeedID) async throws(ScreenFailure) -> String? {
        do {
            return try await sync.unsubscribe(feed)
        } catch {
            throw ScreenFailure(error)
        }
    }
}
