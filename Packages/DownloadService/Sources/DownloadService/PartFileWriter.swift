import FoundationEssentials
import HTTPService
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Receives a streamed answer into the `.part` file: appends to what is there after a 206,
/// starts over after a 200, and counts what it wrote. Called on the HTTP client's thread.
final class PartFileWriter: Sendable {
    let path: String
    let offset: Int
    let maxFileBytes: Int?
    let url: String
    let progress: @Sendable (DownloadProgress) -> Void
    private let state = Mutex(WriterState())

    struct WriterState {
        var descriptor: Int32 = -1
        /// Bytes in the file before this transfer's body (the resumed part, or 0).
        var start = 0
        var written = 0
        /// The length of this transfer's body, from `Content-Length`.
        var bodyLength: Int?
        /// The whole file's length, from `Content-Range` or `Content-Length`.
        var total: Int?
        var failure: DownloadError?

        /// Bytes in the file now.
        var received: Int { start + written }
        /// The size the file should reach: the announced total, else the resumed bytes plus
        /// the announced body.
        var expectedSize: Int? { total ?? bodyLength.map { start + $0 } }
    }

    init(
        path: String, offset: Int, maxFileBytes: Int?, url: String,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) {
        self.path = path
        self.offset = offset
        self.maxFileBytes = maxFileBytes
        self.url = url
        self.progress = progress
    }

    /// The streaming receiver.
    func receive(_ event: HTTPStreamEvent) -> HTTPStreamAction {
        switch event {
        case .head(let head): begin(head)
        case .body(let chunk): append(chunk)
        }
    }

    /// What the writer knows once the transfer is over; closes the file.
    func finish() -> WriterState {
        state.withLock { state in
            if state.descriptor >= 0 {
                if fsync(state.descriptor) != 0 && state.failure == nil {
                    state.failure = .write(path: path, reason: String(cString: strerror(errno)))
                }
                close(state.descriptor)
                state.descriptor = -1
            }
            return state
        }
    }

    private func begin(_ head: HTTPResponseHead) -> HTTPStreamAction {
        let report: DownloadProgress? = state.withLock { state in
            state.bodyLength = head.headers["Content-Length"].flatMap { Int($0) }
            switch head.status {
            case 206:
                let contentRange = head.headers["Content-Range"] ?? ""
                guard let range = ContentRange(contentRange), range.first == offset else {
                    state.failure = .unexpectedRange(asked: offset, contentRange: contentRange)
                    return nil
                }
                state.start = offset
                state.total = range.total
            default:
                state.start = 0
                state.total = state.bodyLength
            }
            if let limit = maxFileBytes, let total = state.total, total > limit {
                state.failure = .tooLarge(url: url, limit: limit)
                return nil
            }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0, ftruncate(descriptor, off_t(state.start)) == 0,
                lseek(descriptor, off_t(state.start), SEEK_SET) >= 0
            else {
                state.failure = .write(path: path, reason: String(cString: strerror(errno)))
                if descriptor >= 0 { close(descriptor) }
                return nil
            }
            state.descriptor = descriptor
            return DownloadProgress(bytesReceived: state.start, totalBytes: state.total)
        }
        guard let report else { return .abort }
        progress(report)
        return .proceed
    }

    private func append(_ chunk: Data) -> HTTPStreamAction {
        let report: DownloadProgress? = state.withLock { state in
            let complete = chunk.withUnsafeBytes { bytes -> Bool in
                var done = 0
                while done < bytes.count, let base = bytes.baseAddress {
                    let count = write(state.descriptor, base + done, bytes.count - done)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { return false }
                    done += count
                }
                return true
            }
            guard complete else {
                state.failure = .write(path: path, reason: String(cString: strerror(errno)))
                return nil
            }
            state.written += chunk.count
            return DownloadProgress(bytesReceived: state.start + state.written, totalBytes: state.total)
        }
        guard let report else { return .abort }
        progress(report)
        return .proceed
    }
}

/// `Content-Range: bytes first-last/total` (total may be `*`).
struct ContentRange: Equatable {
    let first: Int
    let last: Int
    let total: Int?

    init?(_ value: String) {
        guard value.hasPrefix("bytes ") else { return nil }
        let parts = value.dropFirst("bytes ".count).split(separator: "/")
        let bounds = parts.first?.split(separator: "-") ?? []
        guard parts.count == 2, bounds.count == 2, let first = Int(bounds[0]), let last = Int(bounds[1])
        else {
            return nil
        }
        self.first = first
        self.last = last
        total = Int(parts[1])
    }
}
