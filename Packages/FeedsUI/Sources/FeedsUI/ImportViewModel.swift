import FoundationEssentials
import LibraryModelLogic
public import Observation
public import SubscriptionLogic
import TerminalTextService
public import TerminalUI

/// The display logic of `import`: what was added, skipped and why some outlines failed, a line
/// each. Observed: setting the report redraws the screen.
@Observable
@MainActor
public final class ImportViewModel: ReportPresenting {
    /// What the import did; nil until it is done.
    public var report: ImportReport?

    public init() {}

    public var lines: [StyledText] {
        guard let outcome = report else { return [] }
        func clean(_ text: String) -> String { TerminalText.sanitize(text, tabs: .expand(width: 1)) }
        var lines = [
            StyledText(
                "Imported \(outcome.added.count) feed(s); skipped \(outcome.skipped.count); failed \(outcome.failed.count)."
            )
        ]
        lines += outcome.added.map {
            StyledText("  added    \(clean($0.displayTitle))  \($0.address)")
        }
        lines += outcome.skipped.map {
            StyledText("  skipped  \(clean($0.title))  \(clean($0.url)): \($0.reason)", style: .secondary)
        }
        lines += outcome.failed.map {
            StyledText("  failed   \(clean($0.title))  \(clean($0.url)): \($0.reason)", style: .failure)
        }
        if !outcome.added.isEmpty {
            lines.append(StyledText("Fetch their articles with `tidings refresh`.", style: .secondary))
        }
        return lines
    }
}
