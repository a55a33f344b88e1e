public import FoundationEssentials
import LibraryModelLogic
public import Observation
public import SubscriptionLogic
import TerminalTextService
public import TerminalUI

/// The display logic of `add`: the feed now followed, or the feeds a page offers, each with its
/// address, title and type; "Fetching …" while the address is read. Observed: setting the
/// outcome redraws the report.
@Observable
@MainActor
public final class SubscribeViewModel: ReportPresenting {
    /// The address given.
    public let url: URL
    /// What adding found; nil until it is done.
    public var outcome: AddOutcome?
    /// Whether adding failed (the screen then reports the failure, and shows nothing).
    public var failed = false

    public init(url: URL) {
        self.url = url
    }

    public var lines: [StyledText] {
        switch outcome {
        case nil:
            return failed ? [] : [StyledText("Fetching \(url.absoluteString)…", style: .secondary)]
        case .added(let feed):
            var line = "Following \(clean(feed.displayTitle)) (feed \(feed.id))"
            if !feed.tags.isEmpty { line += ", tagged \(feed.tags.joined(separator: ", "))" }
            if feed.keepsFullText { line += ", keeping the full text of each new article" }
            return [
                StyledText(line),
                StyledText("Fetch its articles with `tidings refresh --feed \(feed.id)`.", style: .secondary),
            ]
        case .candidates(let candidates):
            return [
                StyledText(
                    "\(url.absoluteString) offers \(candidates.count) feeds; add one of them by its URL:")
            ]
                + candidates.map { candidate in
                    var line = "  \(candidate.url.absoluteString)"
                    if let title = candidate.title { line += "  \(clean(title))" }
                    if let type = candidate.type { line += "  (\(type))" }
                    return StyledText(line)
                }
        }
    }

    private func clean(_ text: String) -> String {
        TerminalText.sanitize(text, tabs: .expand(width: 1))
    }
}
