import FoundationEssentials
import MappedFileService

#if canImport(Glibc)
    import Glibc
#endif

/// Serves `file://` URLs through the same streaming interface: status 200, the file's bytes,
/// and the same limits as the network (body size, total time); a large file asked for whole is
/// mapped where it lies (`whole(_:)`) rather than copied. Only regular files are read: a
/// FIFO, a device such as `/dev/zero` or a directory is refused at once, before a byte is read,
/// since reading one can block forever or never end. Conditional validators do not apply to files
/// and are ignored.
struct FileURLReader: Sendable {
    /// Bytes read and handed over at a time.
    static let chunkSize = 64 * 1024

    let limits: ExchangeLimits

    /// The whole file, opened once: mapped where it lies when it is large (a file shortened
    /// meanwhile reads as zeros past its new end; see `MappedFile`), else read as `stream` reads
    /// it and collected (`BodyCollector`: in memory, or in a spool file when it is large and
    /// cannot be mapped).
    func whole(_ url: URL) throws(HTTPError) -> HTTPResponse {
        let started = ContinuousClock.now
        let (descriptor, size) = try openRegularFile(url)
        defer { close(descriptor) }
        let head = Self.head(size: size, url: url)
        if size >= BodyCollector.spoolThreshold,
            let body = MappedFile.data(descriptor: descriptor, size: size, othersMayShorten: true)
        {
            return HTTPResponse(head: head, body: body)
        }
        let collector = BodyCollector()
        collector.reserve(size)
        try readChunks(of: descriptor, url: url, started: started) { chunk in
            collector.append(chunk)
            return .proceed
        }
        return HTTPResponse(head: head, body: try collector.body(from: url))
    }

    func stream(
        _ url: URL, receiver: @Sendable (HTTPStreamEvent) -> HTTPStreamAction
    ) async throws(HTTPError) -> HTTPResponseHead {
        let started = ContinuousClock.now
        let (descriptor, size) = try openRegularFile(url)
        defer { close(descriptor) }
        let head = Self.head(size: size, url: url)
        guard receiver(.head(head)) == .proceed else { throw .abortedByReceiver(url: url.absoluteString) }
        try readChunks(of: descriptor, url: url, started: started) { receiver(.body($0)) }
        return head
    }

    /// Reads the open file to its end, `chunkSize` bytes at a time, handing each chunk to
    /// `receive`, within the body size limit and the total time.
    private func readChunks(
        of descriptor: Int32, url: URL, started: ContinuousClock.Instant,
        receive: (Data) -> HTTPStreamAction
    ) throws(HTTPError) {
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        var total = 0
        while true {
            if Task.isCancelled { throw .cancelled }
            if let seconds = limits.totalTimeoutSeconds, started.duration(to: .now) > .seconds(seconds) {
                throw .timedOut(url: url.absoluteString, limit: .total(seconds: seconds))
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, Self.chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .file(path: url.path, reason: Self.reason(errno: errno))
            }
            if count == 0 { break }
            total += count
            if let maxBodyBytes = limits.maxBodyBytes, total > maxBodyBytes {
                throw .tooLarge(url: url.absoluteString, limit: maxBodyBytes)
            }
            guard receive(Data(buffer[0..<count])) == .proceed else {
                throw .abortedByReceiver(url: url.absoluteString)
            }
        }
    }

    /// Opens `url`'s file for reading when it is a regular file within the size limit: its
    /// descriptor, which the caller closes, and its size.
    private func openRegularFile(_ url: URL) throws(HTTPError) -> (descriptor: Int32, size: Int) {
        let path = url.path
        // O_NONBLOCK: opening a FIFO must not wait for a writer; the type is checked next.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .file(path: path, reason: Self.reason(errno: errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = Self.reason(errno: errno)
            close(descriptor)
            throw .file(path: path, reason: reason)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .file(path: path, reason: "it is \(Self.kind(of: status.st_mode)), not a regular file")
        }
        let size = Int(status.st_size)
        if let maxBodyBytes = limits.maxBodyBytes, size > maxBodyBytes {
            close(descriptor)
            throw .tooLarge(url: url.absoluteString, limit: maxBodyBytes)
        }
        return (descriptor, size)
    }

    /// The head of a file's answer: status 200 and its length.
    private static func head(size: Int, url: URL) -> HTTPResponseHead {
        HTTPResponseHead(status: 200, headers: ["Content-Length": String(size)], url: url)
    }

    /// What a file that is not a regular one is, for the message.
    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "something other than a file"
        }
    }

    private static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "a folder on its path is not a folder"
        case ELOOP: "too many symbolic links"
        default: String(cString: strerror(code))
        }
    }
}
