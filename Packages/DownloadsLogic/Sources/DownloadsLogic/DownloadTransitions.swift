public import FoundationEssentials

/// The states an entry moves through, as new values: the in-memory queue and a run's own
/// copy of the queue apply the same rules as the SQL in `DownloadsStore`.
extension DownloadEntry {
    /// An attempt started, with `resumedFrom` bytes already in the part file.
    public func started(resumedFrom: Int64, at date: Date) -> DownloadEntry {
        var entry = self
        entry.state = .downloading
        entry.startedAt = date
        entry.resumedFrom = resumedFrom
        entry.bytesReceived = resumedFrom
        entry.failure = nil
        entry.attempts += 1
        return entry
    }

    /// Bytes arrived; the size is kept when the server did not say it.
    public func progressed(received: Int64, total: Int64?) -> DownloadEntry {
        var entry = self
        entry.bytesReceived = received
        entry.totalBytes = total ?? totalBytes
        return entry
    }

    /// The file is complete.
    public func finished(file: URL, bytes: Int64, at date: Date) -> DownloadEntry {
        var entry = self
        entry.state = .done
        entry.file = file
        entry.bytesReceived = bytes
        entry.totalBytes = bytes
        entry.finishedAt = date
        entry.failure = nil
        return entry
    }

    /// The attempt failed; what arrived is kept for the next one.
    public func failed(reason: String, received: Int64, at date: Date) -> DownloadEntry {
        var entry = self
        entry.state = .failed
        entry.failure = reason
        entry.bytesReceived = received
        entry.finishedAt = date
        return entry
    }

    /// Back in the queue after its run ended without finishing it.
    public func requeued() -> DownloadEntry {
        var entry = self
        entry.state = .queued
        return entry
    }
}
