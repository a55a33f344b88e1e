import FullTextLogic
import LibraryModelLogic
import RefreshLogic
import TerminalTextService

/// What a running refresh has done so far: feeds finished, new articles, failures, the feed that
/// finished last, and the latest step of each companion source still working (an account
/// syncing, in the order they began). The progress bar of `tidings refresh` and the reader's
/// status line both read it.
struct RefreshTally: Equatable {
    private(set) var completed = 0
    private(set) var total = 0
    private(set) var newArticles = 0
    private(set) var failed = 0
    /// Full texts kept for the feeds that keep them.
    private(set) var fullTexts = 0
    /// The title of the feed that finished last, safe to print.
    private(set) var latest: String?
    private(set) var working: [CompanionStep] = []

    /// Counts one finished feed.
    mutating func record(_ progress: RefreshProgress) {
        completed = progress.completed
        total = progress.total
        latest = TerminalText.sanitize(progress.feed.displayTitle, tabs: .expand(width: 1))
        fullTexts += progress.fullTexts.kept
        switch progress.result {
        case .updated(let new, _): newArticles += new
        case .partlyRead(let new, _, _):
            newArticles += new
            failed += 1
        case .failed: failed += 1
        case .unchanged, .postponed, .notDue, .paused: break
        }
    }

    /// Notes a companion's step; a source that is done leaves the list.
    mutating func record(_ step: CompanionStep) {
        let index = working.firstIndex { $0.source == step.source }
        if step.isDone {
            if let index { working.remove(at: index) }
        } else if let index {
            working[index] = step
        } else {
            working.append(step)
        }
    }

    /// The sources still working, each at its step: `home: 600 new articles`, safe to print.
    var workingLabels: [String] {
        working.map { TerminalText.sanitize($0.label, tabs: .expand(width: 1)) }
    }

    /// The reader's status line: `Refreshing 12/40 · 3 new · 1 failed · home: 600 new articles`,
    /// or `Syncing · home: feeds` while only a companion works (no feed to fetch).
    var statusText: String {
        if total == 0, !working.isEmpty { return (["Syncing"] + workingLabels).joined(separator: " · ") }
        var parts = ["Refreshing \(completed)/\(total)", "\(newArticles) new"]
        if fullTexts > 0 { parts.append("\(fullTexts) full texts") }
        if failed > 0 { parts.append("\(failed) failed") }
        return (parts + workingLabels).joined(separator: " · ")
    }
}
