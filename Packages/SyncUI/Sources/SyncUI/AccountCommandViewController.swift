import NavigationUI
public import TerminalUI

/// An account command that draws its outcome once (`account add`, `account remove`, `account
/// subscribe`, `account unsubscribe`): it runs `work`, prints its lines, or fails with the
/// failure's sentence and exit status.
public final class AccountCommandViewController: ViewController, JSONPresentable {
    private let screenTitle: String
    private let work: @MainActor () async throws(ScreenFailure) -> AccountOutcome
    private var outcome: AccountOutcome?
    private let report = TextView()

    public init(title: String, work: @escaping @MainActor () async throws(ScreenFailure) -> AccountOutcome) {
        screenTitle = title
        self.work = work
    }

    override public var title: String { screenTitle }

    override public func makeView() -> any View { report }

    override public func load() async {
        do {
            let outcome = try await work()
            self.outcome = outcome
            report.lines = outcome.lines.map { StyledText($0) }
        } catch {
            failure = error
        }
    }

    public func jsonOutput() throws -> String {
        guard let outcome else { return "null" }
        return try JSONOutput.encode(outcome.json)
    }
}
