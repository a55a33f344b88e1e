import FullTextLogic
import LibraryModelLogic
public import Observation
public import RefreshLogic
import TerminalTextService
public import TerminalUI

/// The display logic of a refresh: progress while it runs, then the summary with each failure
/// and its reason (a feed's, or an account's that synced with it). Observable, so the progress bar and report redraw as feeds finish.
@Observable
@MainActor
public final class RefreshViewModel {
    /// What the refresh did so far.
    private var tally = RefreshTally()
    public var completed: Int { tally.completed }
    public var total: Int { tally.total }
    public var newArticles: Int { tally.newArticles }
    public var failed: Int { tally.failed }
    /// Full texts kept so far, for the feeds that keep them.
    public var fullTexts: Int { tally.fullTexts }
    /// The feed that finished last.
    public var latest: String? { tally.latest }
    /// Set when the refresh ended.
    public private(set) var outcome: RefreshOutcome?

    public init() {}

    /// Counts one finished feed.
    public func record(_ progress: RefreshProgress) {
        tally.record(progress)
    }

    /// Notes a companion's step (an account's sync).
    public func record(_ step: CompanionStep) {
        tally.record(step)
    }

    public func finish(_ outcome: RefreshOutcome) {
        self.outcome = outcome
    }

    /// From 0 to 1.
    public var fraction: Double { total == 0 ? 0 : Double(completed) / Double(total) }

    /// The progress bar's label: `12/40 feeds · 31 new · 5 full texts · 1 failed · Swift Blog`,
    /// with the step of each account still syncing after it.
    public var progressLabel: String {
        var parts = ["\(completed)/\(total) feeds", "\(newArticles) new"]
        if fullTexts > 0 { parts.append("\(fullTexts) full texts") }
        if failed > 0 { parts.append("\(failed) failed") }
        if let latest { parts.append(latest) }
        return (parts + tally.workingLabels).joined(separator: " · ")
    }

    /// The report once the refresh ended.
    public var reportLines: [StyledText] {
        guard let outcome else { return [StyledText("Refreshing…", style: .secondary)] }
        let summary = outcome.feeds
        var headline = "Checked \(outcome.feedsChecked) feed(s): \(outcome.newArticles) new article(s)"
        if summary.changedArticles > 0 { headline += ", \(summary.changedArticles) updated" }
        if summary.postponed > 0 {
            headline += "; \(summary.postponed) feed(s) still backing off after failures"
        }
        if summary.notDue > 0 {
            headline += "; \(summary.notDue) feed(s) not due yet (refreshMinutes)"
        }
        if summary.paused > 0 { headline += "; \(summary.paused) paused" }
        var lines = [StyledText(headline + ".")]
        if !summary.failures.isEmpty {
            lines.append(
                StyledText(
                    "\(summary.failures.count) feed(s) failed:",
                    style: .failure))
            lines += summary.failures.map { failure in
                StyledText(
                    "  \(Self.clean(failure.feed.displayTitle)) (feed \(failure.feed.id)): \(Self.clean(failure.reason))"
                )
            }
        }
        lines += Self.fullTextLines(summary.fullTexts)
        lines += outcome.companionFailures.map { StyledText($0.message, style: .failure) }
        lines += outcome.notification.map(NotificationText.lines) ?? []
        return lines
    }

    /// What the full-text feeds' pages gave: how many were kept, and each page that failed.
    private static func fullTextLines(_ round: FullTextRound) -> [StyledText] {
        guard !round.isEmpty else { return [] }
        var lines: [StyledText] = []
        if round.kept > 0 {
            var line = "Kept the full text of \(round.kept) article(s)"
            if round.ignored > 0 { line += "; ignore rules then took \(round.ignored) of them away" }
            lines.append(StyledText(line + "."))
        }
        if !round.misses.isEmpty {
            lines.append(
                StyledText(
                    "\(round.misses.count) page(s) could not be had; their feeds' text stays, and a later "
                        + "refresh tries again:", style: .failure))
            lines += round.misses.map { miss in
                StyledText(
                    "  \(clean(miss.title)) (article \(miss.article), \(clean(miss.feed))): \(clean(miss.reason))"
                )
            }
        }
        return lines
    }

    static func clean(_ text: String) -> String {
        TerminalText.sanitize(text, tabs: .expand(width: 1))
    }
}
