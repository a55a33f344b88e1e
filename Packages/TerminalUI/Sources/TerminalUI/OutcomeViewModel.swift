public import Observation

/// The display logic of an outcome screen: the outcome's lines once it is there, nothing before.
/// Observed: setting the outcome redraws the view.
@Observable
@MainActor
public final class OutcomeViewModel: ReportPresenting {
    /// What the command did; nil until it is done.
    public var outcome: CommandOutcome? {
        didSet { laidOut = nil }
    }
    /// The outcome's lines, laid out the first time they are drawn.
    @ObservationIgnored private var laidOut: [StyledText]?

    public init(outcome: CommandOutcome? = nil) {
        self.outcome = outcome
    }

    public var lines: [StyledText] {
        guard let outcome else { return [] }
        if let laidOut { return laidOut }
        let lines = outcome.lines.map { StyledText($0) }
        laidOut = lines
        return lines
    }
}
