import LibraryModelLogic
import RefreshLogic
import TerminalTextService

/// What a running refresh has done so far, event by event: feeds finished, new articles,
/// failures, the feed that finished last, and the latest step of each account still syncing
/// (in the order the accounts began). The progress bar of `tidings refresh` and the reader's
/// status line both read it.
struct RefreshTally: Equatable {
    private(set) var completed = 0
    private(set) var total = 0
    private(set) var newArticles = 0
    private(set) var failed = 0
    /// The title of the feed that finished last, safe to print.
    private(set) var latest: String?
    private(set) var syncing: [SyncProgress] = []

    mutating func record(_ progress: RefreshProgress) {
        completed = progress.completed
        total = progress.total
        switch progress.event {
        case .feed(let feed, let result):
            latest = TerminalText.sanitize(feed.displayTitle, tabs: .expand(width: 1))
            switch result {
            case .updated(let new, _): newArticles += new
            case .partlyRead(let new, _, _):
                newArticles += new
                failed += 1
            case .failed: failed += 1
            case .unchanged, .postponed: break
            }
        case .account(let step):
            let index = syncing.firstIndex { $0.account == step.account }
            if step.step == .done {
                if let index { syncing.remove(at: index) }
            } else if let index {
                syncing[index] = step
            } else {
                syncing.append(step)
            }
        }
    }

    /// The accounts still syncing, each at its step: `home: 600 new articles`, safe to print.
    var syncingLabels: [String] {
        syncing.map { TerminalText.sanitize(SyncStepText.label($0), tabs: .expand(width: 1)) }
    }

    /// The reader's status line: `Refreshing 12/40 · 3 new · 1 failed · home: 600 new articles`.
    var statusText: String {
        var parts = ["Refreshing \(completed)/\(total)", "\(newArticles) new"]
        if failed > 0 { parts.append("\(failed) failed") }
        return (parts + syncingLabels).joined(separator: " · ")
    }
}
