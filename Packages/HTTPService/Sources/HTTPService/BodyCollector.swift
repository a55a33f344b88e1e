import FoundationEssentials
import MappedFileService
import Synchronization

/// Accumulates body chunks handed over from another thread.
///
/// A body of `spoolThreshold` bytes or more (announced by `Content-Length` or a local file's
/// size, or grown that far) goes into a `SpoolFile` rather than memory, and is handed over mapped
/// from it: a reader that goes through it once and gives back the pages behind it (the feed
/// parser does) then needs memory for a few pages of it at a time, whatever its size. Where no
/// spool file can be made or written, the body goes on in memory.
final class BodyCollector: Sendable {
    /// From this size on a body is spooled to a file.
    static let spoolThreshold = 2 * 1024 * 1024

    private struct State {
        var data = Data()
        var spool: SpoolFile?
        /// Whether spooling was tried and failed: the body stays in memory from then on.
        var spoolFailed = false
        /// Whether bytes were written to a spool file that could not be read back.
        var lost = false
    }

    private let state = Mutex(State())

    /// Prepares for `length` bytes, when the server announced them.
    @inline(never)
    func reserve(_ length: Int) {
        state.withLock { state in
            guard state.data.isEmpty, state.spool == nil, length > 0 else { return }
            if length >= Self.spoolThreshold {
                state.spool = SpoolFile()
                state.spoolFailed = state.spool == nil
            } else {
                state.data.reserveCapacity(length)
            }
        }
    }

    @inline(never)
    func append(_ chunk: Data) {
        state.withLock { state in
            if state.spool == nil, !state.spoolFailed, state.data.count + chunk.count >= Self.spoolThreshold {
                let spool = SpoolFile()
                if let spool, spool.write(state.data) {
                    state.spool = spool
                    state.data = Data()
                } else {
                    state.spoolFailed = true
                }
            }
            if let spool = state.spool {
                if spool.write(chunk) { return }
                // The file system refused it (full): what the file holds goes on in memory.
                let written = spool.count == 0 ? Data() : spool.mapped()
                state.data = written ?? Data()
                state.lost = written == nil
                state.spool = nil
                state.spoolFailed = true
            }
            state.data.append(chunk)
        }
    }

    /// The body of the answer from `url`, as `data` holds it; a body part of which was lost is
    /// `HTTPError.incompleteBody`.
    func body(from url: URL) throws(HTTPError) -> Data {
        guard let data else {
            throw .incompleteBody(
                url: url.absoluteString,
                reason: "its bytes could be kept neither in a temporary file nor in memory")
        }
        return data
    }

    /// The body, mapped from its spool file when it has one; nil when part of it was lost (a
    /// spool file the kernel would not map).
    var data: Data? {
        state.withLock { state in
            guard !state.lost else { return nil }
            guard let spool = state.spool else { return state.data }
            state.spool = nil
            return spool.count == 0 ? Data() : spool.mapped()
        }
    }
}
