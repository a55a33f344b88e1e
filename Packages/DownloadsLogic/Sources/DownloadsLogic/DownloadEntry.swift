public import FoundationEssentials
public import LibraryModelLogic

/// A download's number in the queue.
public typealias DownloadID = Identifier<DownloadEntry>

/// Where a download stands.
public enum DownloadState: String, Sendable, Codable, CaseIterable {
    /// Waiting for the next run.
    case queued
    /// Being downloaded, or interrupted while it was (see `DownloadEntry.isInterrupted`).
    case downloading
    /// In the download folder.
    case done
    /// The last attempt failed; the next run tries again, resuming what arrived.
    case failed
}

/// One enclosure of an article in the download queue: the model the logic returns and the
/// downloads screen shows. A "fat" model: it knows its fraction, whether a run would take it,
/// and how fast its current attempt goes, but nothing of how a screen shows them.
public struct DownloadEntry: Identifiable, Equatable, Sendable {
    public let id: DownloadID
    /// The article the enclosure belongs to (which may since have been removed).
    public var articleID: ArticleID
    /// The article's and its feed's titles when it was queued.
    public var articleTitle: String
    public var feedTitle: String
    public var url: URL
    public var mimeType: String?
    /// The file's name in the download folder, unique in the queue.
    public var fileName: String
    public var state: DownloadState
    /// Bytes in the file so far.
    public var bytesReceived: Int64
    /// The file's size: what the server said, else the length the feed announced.
    public var totalBytes: Int64?
    /// Why the last attempt failed.
    public var failure: String?
    /// The finished file.
    public var file: URL?
    public var queuedAt: Date
    /// When the current (or last) attempt started.
    public var startedAt: Date?
    public var finishedAt: Date?
    /// Bytes already there when the current attempt started (a resumed part).
    public var resumedFrom: Int64
    /// Attempts so far.
    public var attempts: Int

    public init(
        id: DownloadID, articleID: ArticleID, articleTitle: String, feedTitle: String, url: URL,
        mimeType: String?, fileName: String, state: DownloadState = .queued, bytesReceived: Int64 = 0,
        totalBytes: Int64?, failure: String? = nil, file: URL? = nil, queuedAt: Date, startedAt: Date? = nil,
        finishedAt: Date? = nil, resumedFrom: Int64 = 0, attempts: Int = 0
    ) {
        self.id = id
        self.articleID = articleID
        self.articleTitle = articleTitle
        self.feedTitle = feedTitle
        self.url = url
        self.mimeType = mimeType
        self.fileName = fileName
        self.state = state
        self.bytesReceived = bytesReceived
        self.totalBytes = totalBytes
        self.failure = failure
        self.file = file
        self.queuedAt = queuedAt
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.resumedFrom = resumedFrom
        self.attempts = attempts
    }

    /// From 0 to 1, when the size is known.
    public var fraction: Double? {
        guard let totalBytes, totalBytes > 0 else { return state == .done ? 1 : nil }
        return min(1, Double(bytesReceived) / Double(totalBytes))
    }

    /// Whether a run downloads it: queued, failed, or interrupted while downloading.
    public var isPending: Bool { state != .done }

    /// Bytes per second of the current attempt, from its start; nil before a second has passed
    /// or when nothing arrived.
    public func rate(now: Date) -> Double? {
        guard state == .downloading, let startedAt else { return nil }
        let seconds = now.timeIntervalSince(startedAt)
        let arrived = bytesReceived - resumedFrom
        guard seconds >= 1, arrived > 0 else { return nil }
        return Double(arrived) / seconds
    }

    /// Seconds until the download ends at the current rate; nil when the size or rate is unknown.
    public func secondsRemaining(now: Date) -> Double? {
        guard let totalBytes, let rate = rate(now: now) else { return nil }
        return Double(max(0, totalBytes - bytesReceived)) / rate
    }
}
