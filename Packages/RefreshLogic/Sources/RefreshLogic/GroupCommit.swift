import ArticleLogic
import DatabaseService
import LibraryModelLogic

/// Records the feeds a refresh fetched a group at a time (group commit): while one group is
/// being written, the feeds parsed meanwhile wait, and the next write takes them all in one
/// transaction. A feed waits only while the writer is busy, so a slow network still writes each
/// feed as it comes; when the writer is the bottleneck, the pages every feed's write touches
/// (indexes, counts) are written once per group instead of once per feed.
///
/// Each group is written by the task of its first feed, inside its own `record` call: that task
/// hands the other feeds their results, and the turn to write to the first feed still waiting.
actor GroupCommit {
    /// Feeds written in one transaction at most, which bounds how much one failed commit undoes.
    static let largestGroup = 16

    /// What a waiting feed is woken with: its result, written with another's group, or the turn
    /// to write a group that starts with it.
    private enum Wake {
        case written(Result<MergeOutcome, RefreshError>)
        case yourTurn
    }

    private struct Waiting {
        let fetched: FetchedFeed
        let continuation: CheckedContinuation<Wake, Never>
    }

    private let recording: any RefreshRecording
    private let retention: RetentionPolicy
    private var waiting: [Waiting] = []
    private var isWriting = false

    /// How many feeds wait for the group being written to finish.
    var waitingCount: Int { waiting.count }

    init(recording: any RefreshRecording, retention: RetentionPolicy) {
        self.recording = recording
        self.retention = retention
    }

    /// Records `fetched` with the next group and returns how it went.
    func record(_ fetched: FetchedFeed) async -> Result<MergeOutcome, RefreshError> {
        if isWriting {
            let wake = await withCheckedContinuation { continuation in
                waiting.append(Waiting(fetched: fetched, continuation: continuation))
            }
            if case .written(let result) = wake { return result }
        }
        isWriting = true
        let others = Array(waiting.prefix(Self.largestGroup - 1))
        waiting.removeFirst(others.count)
        var results = await recording.recordFetched(
            [fetched] + others.map(\.fetched), retention: retention)[...]
        // `recordFetched` answers one result per feed; a feed it left out is failed, not kept
        // waiting for ever.
        let missing = RefreshError.storage(
            .misuse(message: "the group's write returned no result for this feed"))
        let own = results.popFirst() ?? .failure(missing)
        for entry in others {
            entry.continuation.resume(returning: .written(results.popFirst() ?? .failure(missing)))
        }
        if waiting.isEmpty {
            isWriting = false
        } else {
            waiting.removeFirst().continuation.resume(returning: .yourTurn)
        }
        return own
    }
}
