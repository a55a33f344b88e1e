public import FoundationEssentials
public import LibraryModelLogic

/// What queueing an article's enclosures did.
public struct QueueOutcome: Equatable, Sendable {
    /// Entries added to the queue.
    public var added: [DownloadEntry] = []
    /// Enclosures that were in the queue already (an enclosure is queued once, by URL).
    public var alreadyQueued: [DownloadEntry] = []
    /// Articles without enclosures.
    public var withoutEnclosures: [ArticleID] = []

    public init(
        added: [DownloadEntry] = [], alreadyQueued: [DownloadEntry] = [], withoutEnclosures: [ArticleID] = []
    ) {
        self.added = added
        self.alreadyQueued = alreadyQueued
        self.withoutEnclosures = withoutEnclosures
    }

    /// Every entry of the articles named, new or not, in queue order.
    public var entries: [DownloadEntry] { (added + alreadyQueued).sorted { $0.id < $1.id } }
}

/// The download queue: what the downloads screens ask of the logic layer, and what a run
/// records as it goes. `StoredDownloads`, its one implementation, keeps it in the library's
/// database, so it outlives the process; tests use the same store over `Database.openInMemory`.
public protocol DownloadsManaging: Sendable {
    /// Every entry, in the order they were queued.
    func entries() async throws(DownloadsError) -> [DownloadEntry]

    /// Queues the enclosures of `articles`; every article must exist, or nothing is queued.
    func queue(_ articles: [ArticleID]) async throws(DownloadsError) -> QueueOutcome

    /// Puts entries left `downloading` by a run that ended without finishing them (it was
    /// killed) back in the queue, keeping what they received; returns how many. Only a run
    /// that holds the queue's lock may call it.
    func requeueInterrupted() async throws(DownloadsError) -> Int

    /// Records that an attempt started, with the bytes a part file already holds.
    func start(_ id: DownloadID, resumedFrom: Int64, at date: Date) async throws(DownloadsError)

    /// Records bytes received so far and the size, when known.
    func progress(_ id: DownloadID, received: Int64, total: Int64?) async throws(DownloadsError)

    /// Records a finished download.
    func finish(_ id: DownloadID, file: URL, bytes: Int64, at date: Date) async throws(DownloadsError)

    /// Records a failed attempt; what arrived stays for the next one.
    func fail(_ id: DownloadID, reason: String, received: Int64, at date: Date) async throws(DownloadsError)

    /// Removes one entry (its file stays).
    func remove(_ id: DownloadID) async throws(DownloadsError)

    /// Removes the finished entries (their files stay); returns how many.
    func clearFinished() async throws(DownloadsError) -> Int
}
