import Foundation
import NavigationUI
import SyncLogic
import SyncService
public import TerminalUI

/// The account list (`tidings://accounts`, `tidings account list`): one row per account with
/// its server, user, feeds, last sync and state ("offline, 2 changes waiting").
public final class AccountsViewController: ViewController, JSONPresentable {
    private let useCase: SyncUseCase
    private var accounts: [Account] = []
    private let table = TextView()

    public init(useCase: SyncUseCase) {
        self.useCase = useCase
    }

    override public var title: String { "Accounts" }

    override public func makeView() -> any View { table }

    override public func load() async {
        do {
            accounts = try await useCase.accounts()
            table.lines = AccountRows.lines(for: accounts, clean: useCase.clean, now: Date())
        } catch {
            failure = error
        }
    }

    public func jsonOutput() throws -> String {
        try JSONOutput.encode(accounts.map(AccountJSON.init))
    }
}

/// The account list's lines: a heading, then one line per account.
enum AccountRows {
    static func lines(for accounts: [Account], clean: (String) -> String, now: Date) -> [StyledText] {
        guard !accounts.isEmpty else {
            return [
                StyledText(
                    "No accounts. Add one with `tidings account add ttrss|fever URL --user NAME --password-stdin`.",
                    style: .dim)
            ]
        }
        return [StyledText("Accounts (\(accounts.count))", style: .bold)]
            + accounts.map { account in
                let synced =
                    account.lastSync.map { "synced \(RelativeTime.short($0, now: now)) ago" }
                    ?? "never synced"
                let text =
                    "\(clean(account.name))  \(account.kind.displayName)  \(clean(account.user))@"
                    + "\(clean(account.url.absoluteString))  \(plural(account.feedCount, "feed"))  \(synced)  "
                    + account.state
                return StyledText(text, style: account.isOffline ? .dim : .plain)
            }
    }
}
