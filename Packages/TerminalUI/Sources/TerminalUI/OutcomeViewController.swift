/// A command that draws its outcome once (`account add`, `query remove`, …): it asks its use case
/// for the outcome (`work`, the use case's method for this command), hands it to its view model,
/// or fails with the failure's sentence and exit status; `--json` prints the outcome's object.
public final class OutcomeViewController: ViewController, JSONPresentable {
    private let screenTitle: String
    private let work: @MainActor () async throws(ScreenFailure) -> CommandOutcome
    public let viewModel = OutcomeViewModel()

    public init(title: String, work: @escaping @MainActor () async throws(ScreenFailure) -> CommandOutcome) {
        screenTitle = title
        self.work = work
    }

    override public var title: String { screenTitle }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        do {
            viewModel.outcome = try await work()
        } catch {
            failure = error
        }
    }

    public func jsonOutput() throws -> String {
        guard let outcome = viewModel.outcome else { return "null" }
        guard let written = outcome.writtenJSON else { return try JSONOutput.encode(outcome.json) }
        return written().text
    }

    public func writeJSON(_ write: (UnsafeRawBufferPointer) -> Void) throws {
        guard let written = viewModel.outcome?.writtenJSON else { return try writeJSONOutput(write) }
        written().withBytes(write)
    }
}
