import FoundationEssentials
public import HTTPService

#if canImport(Glibc)
    import Glibc
#endif

/// The real `Downloader`, over an `HTTPClient`'s streaming API: the body goes to disk as it
/// arrives and is never held in memory. With a `CannedHTTPClient` it serves as the default
/// for other layers' tests.
public final class HTTPDownloader: Downloader {
    public let settings: DownloadSettings
    private let client: any HTTPClient
    private let limiter: ConcurrencyLimiter

    public init(client: any HTTPClient, settings: DownloadSettings) {
        self.client = client
        self.settings = settings
        limiter = ConcurrencyLimiter(limit: settings.concurrency, perKeyLimit: settings.concurrency)
    }

    public func download(
        _ request: DownloadRequest, progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DownloadError) -> DownloadResult {
        try checkDirectory(request.directory)
        let paths = DownloadPaths(
            directory: request.directory,
            fileName: DownloadFileName.derive(from: request.url, suggested: request.fileName))
        try refuseExisting(paths.file, overwrite: request.overwrite)
        do {
            try await limiter.acquire(Self.limiterKey)
        } catch {
            throw .cancelled
        }
        defer { limiter.release(Self.limiterKey) }
        try refuseExisting(paths.file, overwrite: request.overwrite)

        let resumable = fileSize(paths.partial.path) ?? 0
        var outcome = try await transfer(request.url, to: paths.partial, from: resumable, progress: progress)
        if outcome == nil {
            // 416: the part file does not fit the server's file (it changed, or is complete
            // but was never renamed); start over.
            unlink(paths.partial.path)
            outcome = try await transfer(request.url, to: paths.partial, from: 0, progress: progress)
        }
        guard let (bytes, resumedFrom) = outcome else {
            throw .http(.status(code: 416, url: request.url.absoluteString, retryAfterSeconds: nil))
        }
        try moveIntoPlace(paths, overwrite: request.overwrite)
        return DownloadResult(file: paths.file, bytes: bytes, resumedFrom: resumedFrom)
    }

    /// All downloads of one downloader share its places.
    private static let limiterKey = "downloads"

    /// Streams `url` into `partial` from byte `offset`: the file's size and the resumed bytes,
    /// or nil when the server cannot serve that range (416).
    private func transfer(
        _ url: URL, to partial: URL, from offset: Int,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DownloadError) -> (Int, Int)? {
        let writer = PartFileWriter(
            path: partial.path, offset: offset, maxFileBytes: settings.maxFileBytes, url: url.absoluteString,
            progress: progress)
        let request = HTTPRequest(
            url: url, headers: offset > 0 ? ["Range": "bytes=\(offset)-"] : [:], acceptsCompression: false,
            limits: HTTPTransferLimits(
                maxBodyBytes: settings.maxFileBytes.map { $0 - offset }, totalTimeoutSeconds: nil,
                stallTimeoutSeconds: settings.stallTimeoutSeconds))
        let streamed: Result<HTTPResponseHead, HTTPError>
        do {
            streamed = .success(try await client.stream(request) { writer.receive($0) })
        } catch {
            streamed = .failure(error)
        }
        let written = writer.finish()
        if let failure = written.failure { throw failure }
        switch streamed {
        case .failure(.status(416, _, _)) where offset > 0:
            return nil
        case .failure(.incompleteBody):
            throw .incomplete(
                partialPath: partial.path, received: written.received, expected: written.expectedSize ?? 0)
        case .failure(.connectionLost) where written.expectedSize != nil:
            throw .incomplete(
                partialPath: partial.path, received: written.received, expected: written.expectedSize ?? 0)
        case .failure(.cancelled):
            throw .cancelled
        case .failure(.tooLarge):
            throw .tooLarge(url: url.absoluteString, limit: settings.maxFileBytes ?? 0)
        case .failure(let error):
            throw .http(error)
        case .success:
            break
        }
        let size = written.received
        let expected = written.expectedSize ?? size
        if size != expected || written.bodyLength.map({ $0 != written.written }) == true {
            throw .incomplete(partialPath: partial.path, received: size, expected: expected)
        }
        return (size, written.start)
    }

    private func checkDirectory(_ directory: URL) throws(DownloadError) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            throw .directoryUnavailable(path: directory.path, reason: "it does not exist")
        }
        guard isDirectory else {
            throw .directoryUnavailable(path: directory.path, reason: "it is not a folder")
        }
    }

    private func refuseExisting(_ file: URL, overwrite: Bool) throws(DownloadError) {
        if !overwrite && FileManager.default.fileExists(atPath: file.path) {
            throw .fileExists(path: file.path)
        }
    }

    /// Renames the complete part file to its name in one step: `rename` when overwriting;
    /// otherwise `link` (which fails if the name was taken meanwhile) and `unlink`.
    private func moveIntoPlace(_ paths: DownloadPaths, overwrite: Bool) throws(DownloadError) {
        if overwrite {
            guard rename(paths.partial.path, paths.file.path) == 0 else {
                throw .write(path: paths.file.path, reason: String(cString: strerror(errno)))
            }
            return
        }
        if link(paths.partial.path, paths.file.path) == 0 {
            unlink(paths.partial.path)
            return
        }
        switch errno {
        case EEXIST:
            throw .fileExists(path: paths.file.path)
        case EPERM, EOPNOTSUPP, EXDEV, EMLINK:
            // No hard links on this file system: check, then rename.
            try refuseExisting(paths.file, overwrite: false)
            guard rename(paths.partial.path, paths.file.path) == 0 else {
                throw .write(path: paths.file.path, reason: String(cString: strerror(errno)))
            }
        default:
            throw .write(path: paths.file.path, reason: String(cString: strerror(errno)))
        }
    }

    private func fileSize(_ path: String) -> Int? {
        var information = stat()
        guard stat(path, &information) == 0, (information.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(information.st_size)
    }
}
