import ArticleLogic
import LibraryModelLogic

/// Records the feeds a refresh fetched a group at a time (group commit): while one group is
/// being written, the feeds parsed meanwhile wait, and the next write takes them all in one
/// transaction. A feed waits only while the writer is busy, so a slow network still writes each
/// feed as it comes; when the writer is the bottleneck, the pages every feed's write touches
/// (indexes, counts) are written once per group instead of once per feed.
actor GroupCommit {
    /// Feeds written in one transaction at most, which bounds how much one failed commit undoes.
    static let largestGroup = 16

    private struct Waiting {
        let fetched: FetchedFeed
        let continuation: CheckedContinuation<Result<MergeOutcome, RefreshError>, Never>
    }

    private let recording: any RefreshRecording
    private let retention: RetentionPolicy
    private var waiting: [Waiting] = []
    private var isWriting = false

    init(recording: any RefreshRecording, retention: RetentionPolicy) {
        self.recording = recording
        self.retention = retention
    }

    /// Records `fetched` with the next group and returns how it went.
    func record(_ fetched: FetchedFeed) async -> Result<MergeOutcome, RefreshError> {
        await withCheckedContinuation { continuation in
            waiting.append(Waiting(fetched: fetched, continuation: continuation))
            guard !isWriting else { return }
            isWriting = true
            Task { await self.writeWaitingGroups() }
        }
    }

    /// Writes groups until none waits.
    private func writeWaitingGroups() async {
        while !waiting.isEmpty {
            let group = Array(waiting.prefix(Self.largestGroup))
            waiting.removeFirst(group.count)
            let results = await recording.recordFetched(group.map(\.fetched), retention: retention)
            for (entry, result) in zip(group, results) { entry.continuation.resume(returning: result) }
        }
        isWriting = false
    }
}
