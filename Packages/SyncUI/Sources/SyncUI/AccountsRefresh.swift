import ExitCodeUI
public import LibraryModelLogic
public import RefreshUI
public import SyncLogic
public import TerminalUI

/// The sync accounts as a refresh's companion: a refresh leaves the accounts' feeds to their
/// servers and syncs the accounts that keep feeds in its scope (every account for a refresh of
/// everything, also one that keeps no feed yet). Each account's failure keeps its cause until
/// here, where it gets its documented exit status (ExitCodeUI's one mapping: 77 for a refused
/// login).
public struct AccountsRefresh: RefreshCompanion {
    private let sync: any SyncManaging

    public init(sync: any SyncManaging) {
        self.sync = sync
    }

    public func keptFeeds() async throws(ScreenFailure) -> Set<FeedID> {
        do {
            return Set(try await sync.accountFeeds().keys)
        } catch {
            throw ScreenFailure(error)
        }
    }

    public func refresh(_ feeds: [FeedID]?, progress: @escaping @Sendable (CompanionStep) -> Void) async
        -> [CompanionReport]
    {
        let owners: [FeedID: String]
        let accounts: [String]
        do {
            owners = try await sync.accountFeeds()
            if let feeds {
                accounts = Set(feeds.compactMap { owners[$0] }).sorted()
            } else {
                accounts = try await sync.accounts().map(\.name)
            }
        } catch {
            return [
                CompanionReport(
                    source: "accounts", feedsChecked: 0, feedsUpdated: 0, newArticles: 0,
                    failure: ScreenFailure(error))
            ]
        }
        let inScope = feeds.map(Set.init)
        var reports: [CompanionReport] = []
        for account in accounts {
            let outcome: AccountSyncOutcome
            do {
                outcome =
                    try await sync.sync(account) { step in
                        progress(
                            CompanionStep(
                                source: step.account, label: SyncStepText.label(step),
                                isDone: step.step == .done))
                    }.first ?? AccountSyncOutcome(account: account)
            } catch {
                outcome = AccountSyncOutcome(account: account, failure: error)
            }
            progress(CompanionStep(source: account, label: "\(account): done", isDone: true))
            let kept = owners.filter { $0.value == account && (inScope?.contains($0.key) ?? true) }.map(\.key)
            reports.append(
                CompanionReport(
                    source: account, feedsChecked: kept.count,
                    feedsUpdated: outcome.changedFeeds.filter { inScope?.contains($0) ?? true }.count,
                    newArticles: outcome.newArticles, failure: outcome.failure.map { ScreenFailure($0) }))
        }
        return reports
    }
}
