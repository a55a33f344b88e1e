/// A command that draws its outcome once (`account add`, `query remove`, …): it runs `work`,
/// prints its lines, or fails with the failure's sentence and exit status; `--json` prints the
/// outcome's object.
public final class OutcomeViewController: ViewController, JSONPresentable {
    private let screenTitle: String
    private let work: @MainActor () async throws(ScreenFailure) -> CommandOutcome
    private var outcome: CommandOutcome?
    private let report = TextView()

    public init(title: String, work: @escaping @MainActor () async throws(ScreenFailure) -> CommandOutcome) {
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
