import DownloadService
import DownloadsLogic
import FoundationEssentials

/// Running the queue: one run at a time (a lock the kernel frees however the run ends),
/// entries a killed run left behind put back first, then every pending entry downloaded with
/// the configured concurrency, resuming the part files earlier attempts left.
extension DownloadsUseCase {
    /// One progress report of one entry, from a thread of the HTTP client.
    private typealias Report = (id: DownloadID, progress: DownloadProgress)

    /// Downloads every pending entry and returns what happened. Throws `.download(.busy)` at
    /// once when another run holds the queue; an entry's own failure is recorded on the entry
    /// and in the summary, not thrown.
    public func run() async throws(DownloadsFailure) -> DownloadRunSummary {
        let lock: DownloadRunLock
        do throws(DownloadError) {
            guard !isRunning else { throw DownloadError.busy(lockPath: dependencies.lockFile.path) }
            lock = try DownloadRunLock.acquire(dependencies.lockFile)
            try DownloadPaths.prepareFolder(dependencies.folder)
        } catch {
            throw .download(error)
        }
        isRunning = true
        let outcome = await downloadQueue()
        isRunning = false
        lock.release()
        if case .failure(let failure) = outcome { throw failure }
        try await load()
        return summary
    }

    /// Puts back what a killed run left, then downloads every pending entry.
    private func downloadQueue() async -> Result<Void, DownloadsFailure> {
        summary = DownloadRunSummary()
        let pending: [DownloadID]
        do {
            summary.requeued = try await dependencies.downloads.requeueInterrupted()
            entries = try await dependencies.downloads.entries()
            pending = entries.filter(\.isPending).map(\.id)
        } catch {
            return .failure(.queue(error))
        }
        showEntries()
        let (reports, continuation) = AsyncStream.makeStream(of: Report.self)
        let follower = Task { @MainActor in await self.follow(reports) }
        let storageFailure = await download(pending, reports: continuation)
        continuation.finish()
        await follower.value
        if let storageFailure { return .failure(.queue(storageFailure)) }
        return .success(())
    }

    /// Downloads `pending`, at most `concurrency` at once, recording each start and outcome;
    /// returns the queue's error if recording failed (the run stops starting new downloads).
    private func download(
        _ pending: [DownloadID], reports: AsyncStream<Report>.Continuation
    ) async -> DownloadsError? {
        var waiting = pending[...]
        var storageFailure: DownloadsError?
        let downloader = dependencies.downloader
        return await withTaskGroup(of: (DownloadID, Result<DownloadResult, DownloadError>).self) { group in
            var inFlight = 0
            while true {
                while storageFailure == nil, inFlight < max(1, dependencies.concurrency),
                    let id = waiting.popFirst()
                {
                    do throws(DownloadsError) {
                        guard let request = try await begin(id) else { continue }
                        group.addTask {
                            do throws(DownloadError) {
                                let result = try await downloader.download(request) {
                                    reports.yield((id, $0))
                                }
                                return (id, .success(result))
                            } catch {
                                return (id, .failure(error))
                            }
                        }
                        inFlight += 1
                    } catch {
                        storageFailure = error
                    }
                }
                guard let (id, result) = await group.next() else { break }
                inFlight -= 1
                do throws(DownloadsError) {
                    try await record(result, for: id)
                } catch {
                    storageFailure = error
                }
            }
            return storageFailure
        }
    }

    /// Records that `id` starts and returns its request; nil when there is nothing to fetch: the
    /// file is already in the folder at its full size (a killed run finished it but did not
    /// record it, or it was downloaded before and its entry cleared), which is recorded now.
    private func begin(_ id: DownloadID) async throws(DownloadsError)
        -> DownloadRequest?
    {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
        let entry = entries[index]
        let paths = DownloadPaths(directory: dependencies.folder, fileName: entry.fileName)
        let partBytes = Self.size(of: paths.partial)
        if partBytes == nil, let bytes = Self.size(of: paths.file), bytes == entry.totalBytes {
            try await dependencies.downloads.finish(
                id, file: paths.file, bytes: bytes, at: dependencies.now())
            entries[index] = entry.finished(file: paths.file, bytes: bytes, at: dependencies.now())
            summary.downloaded.append(id)
            return nil
        }
        let resumedFrom = partBytes ?? 0
        let now = dependencies.now()
        try await dependencies.downloads.start(id, resumedFrom: resumedFrom, at: now)
        entries[index] = entry.started(resumedFrom: resumedFrom, at: now)
        if resumedFrom > 0 { summary.resumed.append(id) }
        showEntries()
        return DownloadRequest(url: entry.url, directory: dependencies.folder, fileName: entry.fileName)
    }

    /// Records how one download ended.
    private func record(
        _ result: Result<DownloadResult, DownloadError>, for id: DownloadID
    ) async throws(DownloadsError) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        let entry = entries[index]
        let now = dependencies.now()
        switch result {
        case .success(let done):
            let bytes = Int64(done.bytes)
            try await dependencies.downloads.finish(id, file: done.file, bytes: bytes, at: now)
            entries[index] = entry.finished(file: done.file, bytes: bytes, at: now)
            summary.downloaded.append(id)
            summary.bytes += bytes - Int64(done.resumedFrom)
        case .failure(let error):
            let paths = DownloadPaths(directory: dependencies.folder, fileName: entry.fileName)
            let kept = Self.size(of: paths.partial) ?? 0
            try await dependencies.downloads.fail(id, reason: error.description, received: kept, at: now)
            entries[index] = entry.failed(reason: error.description, received: kept, at: now)
            summary.failed[id] = error.description
            summary.bytes += max(0, kept - entry.resumedFrom)
        }
        showEntries()
    }

    /// Applies progress reports to the entries as they arrive: the screen follows at most ten
    /// times a second, and the queue records each entry's bytes at most twice a second, so
    /// another process showing the queue sees the run move.
    private func follow(_ reports: AsyncStream<Report>) async {
        var lastSaved: [DownloadID: ContinuousClock.Instant] = [:]
        for await report in reports {
            guard let index = entries.firstIndex(where: { $0.id == report.id }),
                entries[index].state == .downloading
            else { continue }
            let received = Int64(report.progress.bytesReceived)
            let total = report.progress.totalBytes.map(Int64.init)
            entries[index] = entries[index].progressed(received: received, total: total)
            if lastSaved[report.id].map({ ContinuousClock.now - $0 >= .milliseconds(500) }) ?? true {
                lastSaved[report.id] = .now
                // Best effort: a missed save only makes another process's view lag; the finish
                // or failure is recorded with its own error handling.
                try? await dependencies.downloads.progress(report.id, received: received, total: total)
            }
            showThrottled()
        }
    }

    /// The size of a file, or nil when there is none.
    private static func size(of file: URL) -> Int64? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let size = attributes[.size] as? UInt
        else { return nil }
        return Int64(clamping: size)
    }
}
