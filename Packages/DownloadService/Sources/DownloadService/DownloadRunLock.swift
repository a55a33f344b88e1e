public import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Lets one process at a time work through a download queue: an exclusive `flock` on a lock
/// file. The kernel drops the lock when its holder ends, however it ends (`kill -9` included),
/// so a crashed run never leaves the queue locked, and a lock that is free means that no run is
/// going on, which tells an interrupted download from a running one.
public final class DownloadRunLock: Sendable {
    /// The lock file.
    public let file: URL
    private let descriptor: Int32
    private let released = Atomic<Bool>(false)

    private init(file: URL, descriptor: Int32) {
        self.file = file
        self.descriptor = descriptor
    }

    deinit {
        release()
    }

    /// Gives the lock up; later calls do nothing. Dropping the last reference does it too.
    public func release() {
        guard !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Takes the lock, creating the file and its folder when missing. Throws `.busy` when a run
    /// holds it, in this process or another; never waits.
    public static func acquire(_ file: URL) throws(DownloadError) -> DownloadRunLock {
        try DownloadPaths.prepareFolder(file.deletingLastPathComponent())
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .write(path: file.path, reason: String(cString: strerror(errno)))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            close(descriptor)
            if reason == EWOULDBLOCK { throw .busy(lockPath: file.path) }
            throw .write(path: file.path, reason: String(cString: strerror(reason)))
        }
        return DownloadRunLock(file: file, descriptor: descriptor)
    }

    /// Whether a run holds the lock now; false when the file does not exist.
    public static func isHeld(_ file: URL) -> Bool {
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
        flock(descriptor, LOCK_UN)
        return false
    }
}
