import DownloadsLogic
import FoundationEssentials
import LibraryModelLogic

/// One queue entry in `--json` output. `state` is `queued`, `downloading`, `interrupted` (left
/// downloading by a run that was killed; the next run resumes it), `done` or `failed`.
struct DownloadsJSON: Encodable {
    let id: Int64
    let article: Int64
    let articleTitle: String
    let feedTitle: String
    let url: URL
    let mimeType: String?
    let fileName: String
    let state: String
    let bytesReceived: Int64
    let totalBytes: Int64?
    let percent: Int?
    let failure: String?
    let file: String?
    let queuedAt: Date
    let finishedAt: Date?
    let attempts: Int

    init(_ entry: DownloadEntry, runActive: Bool) {
        id = entry.id.rawValue
        article = entry.articleID.rawValue
        articleTitle = entry.articleTitle
        feedTitle = entry.feedTitle
        url = entry.url
        mimeType = entry.mimeType
        fileName = entry.fileName
        state = entry.state == .downloading && !runActive ? "interrupted" : entry.state.rawValue
        bytesReceived = entry.bytesReceived
        totalBytes = entry.totalBytes
        percent = entry.fraction.map { Int(($0 * 100).rounded(.down)) }
        failure = entry.failure
        file = entry.file?.path
        queuedAt = entry.queuedAt
        finishedAt = entry.finishedAt
        attempts = entry.attempts
    }
}

/// What `tidings download --json` prints.
struct QueueJSON: Encodable {
    let queued: [DownloadsJSON]
    let alreadyQueued: [DownloadsJSON]
    let withoutEnclosures: [Int64]
}
