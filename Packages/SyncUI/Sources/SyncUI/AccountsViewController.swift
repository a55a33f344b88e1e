public import FoundationEssentials
import NavigationUI
public import Observation
public import SyncLogic
import SyncService
public import TerminalUI

/// The account list (`tidings://accounts`, `tidings account list`): one row per account with
/// its server, user, feeds, last sync and state ("offline, 2 changes waiting").
public final class AccountsViewController: ViewController, JSONPresentable {
    private let useCase: SyncUseCase
    public let viewModel: AccountsViewModel

    public init(useCase: SyncUseCase) {
        self.useCase = useCase
        viewModel = AccountsViewModel(clean: useCase.clean)
    }

    override public var title: String { "Accounts" }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        do {
            viewModel.show(try await useCase.accounts(), now: Date())
        } catch {
            failure = error
        }
    }

    public func jsonOutput() throws -> String {
        try JSONOutput.encode((viewModel.accounts ?? []).map(AccountJSON.init))
    }
}

/// The display logic of the account list: a heading, then one line per account. Observed:
/// showing the accounts redraws the list.
@Observable
@MainActor
public final class AccountsViewModel: ReportPresenting {
    /// The accounts; nil until they are loaded.
    public private(set) var accounts: [Account]?
    private var now = Date()
    @ObservationIgnored private let clean: (String) -> String

    init(clean: @escaping (String) -> String) {
        self.clean = clean
    }

    /// Shows `accounts` as of `now`.
    public func show(_ accounts: [Account], now: Date) {
        self.accounts = accounts
        self.now = now
    }

    public var lines: [StyledText] {
        accounts.map { AccountRows.lines(for: $0, clean: clean, now: now) } ?? []
    }
}

/// The account list's lines: a heading, then one line per account.
enum AccountRows {
    static func lines(for accounts: [Account], clean: (String) -> String, now: Date) -> [StyledText] {
        guard !accounts.isEmpty else {
            return [
                StyledText(
                    "No accounts. Add one with `tidings account add "
                        + SyncServerKind.allCases.map(\.rawValue).joined(separator: "|")
                        + " URL --user NAME --password-stdin`.",
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
                    + (account.passwordCommand.map { "  password from `\(clean($0))`" } ?? "")
                return StyledText(text, style: account.isOffline ? .dim : .plain)
            }
    }
}
