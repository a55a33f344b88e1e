import ExitCodeUI
import FoundationEssentials
import LibraryModelLogic
public import NavigationUI
import SubscriptionLogic
public import SyncLogic
import SyncService
import TerminalTextService
public import TerminalUI

/// Does the sync screens' work: asks the logic for accounts and syncs, and turns what comes
/// back into lines to print, JSON, and failures with their exit statuses. Text that came from a
/// server goes through the terminal sanitiser.
@MainActor
public final class SyncUseCase {
    private let dependencies: SyncDependencies

    public init(dependencies: SyncDependencies) {
        self.dependencies = dependencies
    }

    /// Every account.
    public func accounts() async throws(ScreenFailure) -> [Account] {
        do {
            return try await dependencies.sync.accounts()
        } catch {
            throw ScreenFailure(error)
        }
    }

    /// Syncs one account or all, reporting progress; throws only when it could not start.
    public func sync(_ account: String?, progress: @escaping @Sendable (SyncProgress) -> Void)
        async throws(ScreenFailure) -> [AccountSyncOutcome]
    {
        do {
            return try await dependencies.sync.sync(account, progress: progress)
        } catch {
            throw ScreenFailure(error)
        }
    }

    public func addAccount(_ parameters: AccountAddParameters) async throws(ScreenFailure) -> CommandOutcome {
        do {
            let account = try await dependencies.sync.addAccount(
                parameters.kind, url: parameters.url, user: parameters.user,
                secret: try readSecret(parameters.password), name: parameters.name)
            return CommandOutcome(
                lines: [
                    "Added account \(clean(account.name)): \(account.kind.displayName) at \(clean(account.url.absoluteString)) "
                        + "as \(clean(account.user)); the login works. Run `tidings sync` to bring its feeds."
                ],
                json: AccountJSON(account))
        } catch {
            throw ScreenFailure(error)
        }
    }

    public func removeAccount(_ name: String) async throws(ScreenFailure) -> CommandOutcome {
        do {
            let removal = try await dependencies.sync.removeAccount(name)
            var line =
                "Removed account \(clean(removal.account.name)) and its \(plural(removal.feedsRemoved, "feed")) "
                + "(\(plural(removal.articlesRemoved, "article")) removed, \(removal.starredKept) starred kept)."
            if removal.changesDropped > 0 {
                line +=
                    " \(plural(removal.changesDropped, "change")) that had not reached the server were dropped."
            }
            return CommandOutcome(lines: [line], json: AccountRemovalJSON(removal))
        } catch {
            throw ScreenFailure(error)
        }
    }

    public func subscribe(_ parameters: AccountSubscribeParameters) async throws(ScreenFailure)
        -> CommandOutcome
    {
        do {
            let outcome = try await dependencies.sync.subscribe(
                parameters.url, account: parameters.account, category: parameters.category)
            return CommandOutcome(
                lines: [
                    "Subscribed \(clean(outcome.account)) to \(clean(parameters.url.absoluteString)); "
                        + "\(plural(outcome.newArticles, "new article")) so far (the server fetches it on its own schedule)."
                ],
                json: SyncOutcomeJSON(outcome))
        } catch {
            throw ScreenFailure(error)
        }
    }

    public func move(_ parameters: AccountMoveParameters) async throws(ScreenFailure) -> CommandOutcome {
        let feed: Feed
        do {
            feed = try await dependencies.subscriptions.resolve(parameters.feed)
        } catch {
            throw ScreenFailure(error.description, code: .usage)
        }
        let outcome: AccountSyncOutcome?
        do {
            outcome = try await dependencies.sync.move(feed.id, toFolder: parameters.folder)
        } catch {
            throw ScreenFailure(error)
        }
        guard let outcome else {
            throw ScreenFailure(
                "\(clean(feed.displayTitle)) is a local feed, not an account's: it has no server folder",
                code: .usage)
        }
        return CommandOutcome(
            lines: [
                "Moved \(clean(feed.displayTitle)) into \(clean(parameters.folder)) on account \(clean(outcome.account))."
            ],
            json: SyncOutcomeJSON(outcome))
    }

    public func unsubscribe(_ reference: String) async throws(ScreenFailure) -> CommandOutcome {
        let feed: Feed
        do {
            feed = try await dependencies.subscriptions.resolve(reference)
        } catch {
            throw ScreenFailure(error.description, code: .usage)
        }
        let account: String?
        do {
            account = try await dependencies.sync.unsubscribe(feed.id)
        } catch {
            throw ScreenFailure(error)
        }
        guard let account else {
            throw ScreenFailure(
                "\(clean(feed.displayTitle)) is a local feed, not an account's; remove it with `tidings remove`",
                code: .usage)
        }
        return CommandOutcome(
            lines: [
                "Unsubscribed \(clean(account)) from \(clean(feed.displayTitle)); starred articles stay."
            ],
            json: ["account": account, "feed": feed.displayTitle])
    }

    /// The password from standard input or the file, never from the command line; or the
    /// command that prints it.
    private func readSecret(_ source: PasswordSource) throws(SyncError) -> AccountSecret {
        switch source {
        case .standardInput:
            .password(try AccountPasswords.firstLine(of: dependencies.readStandardInput(), source: "-"))
        case .file(let path):
            .password(try AccountPasswords.read(passwordFile: path))
        case .command(let command):
            .command(command)
        }
    }

    func clean(_ text: String) -> String { TerminalText.sanitize(text, tabs: .expand(width: 1)) }
}

/// "1 feed", "3 feeds".
func plural(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
