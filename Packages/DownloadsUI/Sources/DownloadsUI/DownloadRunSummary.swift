public import DownloadsLogic

/// What a run of the queue did.
public struct DownloadRunSummary: Equatable, Sendable {
    /// Entries that finished in this run.
    public var downloaded: [DownloadID] = []
    /// Entries whose attempt failed, with the reason.
    public var failed: [DownloadID: String] = [:]
    /// Entries that went on from a part an earlier run left.
    public var resumed: [DownloadID] = []
    /// Bytes that arrived in this run.
    public var bytes: Int64 = 0
    /// Entries left `downloading` by a run that was killed, put back in the queue at the start.
    public var requeued = 0

    public init() {}

    /// Whether every entry the run took finished.
    public var succeeded: Bool { failed.isEmpty }
}
