public import Observation

/// The display logic of an outcome screen: the outcome's lines once it is there, nothing before.
/// Observed: setting the outcome redraws the view.
@Observable
@MainActor
public final class OutcomeViewModel: ReportPresenting {
    /// What the command did; nil until it is done.
    public var outcome: CommandOutcome?

    public init(outcome: CommandOutcome? = nil) {
        self.outcome = outcome
    }

    public var lines: [StyledText] { (outcome?.lines ?? []).map { StyledText($0) } }
}
