public import NavigationUI
public import Observation
public import TerminalUI

/// The display logic of `share`: the sentence that says what sharing did. Observed: showing the
/// outcome redraws the report.
@Observable
@MainActor
public final class ShareOutcomeViewModel: ReportPresenting {
    /// What was shared, where, and what did it (a program, or the file written); nil until done.
    public private(set) var shared: (share: ShareViewModel, destination: ShareDestination, outcome: String)?

    public init() {}

    /// Takes what sharing did.
    public func show(_ share: ShareViewModel, to destination: ShareDestination, outcome: String) {
        shared = (share, destination, outcome)
    }

    public var lines: [StyledText] {
        shared.map { [StyledText($0.share.sentence(for: $0.destination, outcome: $0.outcome))] } ?? []
    }
}
