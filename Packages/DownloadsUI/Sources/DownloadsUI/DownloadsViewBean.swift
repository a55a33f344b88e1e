/// The downloads screen as it shows: a heading, the rows, and the run's overall progress.
public struct DownloadsViewBean: Equatable, Sendable {
    /// `Downloads · 2 queued · 1 downloading · 3 done · 1 failed`.
    public let heading: String
    public let rows: [DownloadRowViewBean]
    /// The run's progress from 0 to 1, or nil when no run is going on.
    public let fraction: Double?
    /// `2 of 5 files · 12 MB of 58 MB · 2.3 MB/s`, or what the queue holds when no run goes on.
    public let progressLabel: String
    /// What the screen says when the queue is empty.
    public let emptyText: String

    public init(
        heading: String, rows: [DownloadRowViewBean], fraction: Double?, progressLabel: String,
        emptyText: String
    ) {
        self.heading = heading
        self.rows = rows
        self.fraction = fraction
        self.progressLabel = progressLabel
        self.emptyText = emptyText
    }
}
