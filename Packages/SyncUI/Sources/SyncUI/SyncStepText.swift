import SyncLogic

/// The words for where an account's sync is: `home: 120 new articles`. Shared by `tidings
/// sync`'s progress bar and, through `AccountsRefresh`, a refresh's progress and the reader's
/// status line.
enum SyncStepText {
    static func label(_ progress: SyncProgress) -> String {
        switch progress.step {
        case .pushing: "\(progress.account): sending \(count(progress.count, "change"))"
        case .subscriptions: "\(progress.account): feeds"
        case .articles: "\(progress.account): \(count(progress.count, "new article"))"
        case .states: "\(progress.account): read and starred"
        case .done: "\(progress.account): done"
        }
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
