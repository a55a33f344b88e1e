import FoundationEssentials
import RefreshUI
import SyncLogic
import SyncService

/// An account in `--json` output; never its password.
struct AccountJSON: Encodable, Sendable {
    let name: String
    let kind: String
    let url: String
    let user: String
    let feeds: Int
    let pendingChanges: Int
    let lastSync: Date?
    let lastError: String?
    let state: String
    /// The command run at each sync for the password, when the account has one.
    let passwordCommand: String?

    init(_ account: Account) {
        passwordCommand = account.passwordCommand
        name = account.name
        kind = account.kind.rawValue
        url = account.url.absoluteString
        user = account.user
        feeds = account.feedCount
        pendingChanges = account.pendingChanges
        lastSync = account.lastSync
        lastError = account.lastError
        state = account.state
    }
}

/// What removing an account did, in `--json` output.
struct AccountRemovalJSON: Encodable, Sendable {
    let account: String
    let feedsRemoved: Int
    let articlesRemoved: Int
    let starredKept: Int
    let changesDropped: Int

    init(_ removal: AccountRemoval) {
        account = removal.account.name
        feedsRemoved = removal.feedsRemoved
        articlesRemoved = removal.articlesRemoved
        starredKept = removal.starredKept
        changesDropped = removal.changesDropped
    }
}

/// One account's sync in `--json` output.
struct SyncOutcomeJSON: Encodable, Sendable {
    let account: String
    let ok: Bool
    let pushed: Int
    let feedsAdded: Int
    let feedsRemoved: Int
    let newArticles: Int
    let stateChanges: Int
    let error: String?

    init(_ outcome: AccountSyncOutcome) {
        account = outcome.account
        ok = outcome.failure == nil
        pushed = outcome.pushed
        feedsAdded = outcome.feedsAdded
        feedsRemoved = outcome.feedsRemoved
        newArticles = outcome.newArticles
        stateChanges = outcome.stateChanges
        error = outcome.failure?.description
    }
}

/// A whole sync in `--json` output.
struct SyncRunJSON: Encodable, Sendable {
    let ok: Bool
    let accounts: [SyncOutcomeJSON]
    /// How telling what arrived went; absent when nothing arrived or notifications are off.
    let notification: NotificationJSON?
}
