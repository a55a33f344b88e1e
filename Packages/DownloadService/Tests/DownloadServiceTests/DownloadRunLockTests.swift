import DownloadService
import Foundation
import Testing

/// The queue's run lock: one holder at a time, free however the holder ends.
@Suite struct RunLocks {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tidings-lock-\(UUID().uuidString)/queue/downloads.lock")

    @Test func oneRunAtATimeAndFreeOnceReleased() throws {
        #expect(!DownloadRunLock.isHeld(file))
        var lock: DownloadRunLock? = try DownloadRunLock.acquire(file)
        #expect(lock != nil)
        #expect(DownloadRunLock.isHeld(file))
        #expect(throws: DownloadError.busy(lockPath: file.path)) { try DownloadRunLock.acquire(file) }
        lock = nil
        #expect(!DownloadRunLock.isHeld(file))
        _ = try DownloadRunLock.acquire(file)
    }

    @Test func releasingFreesTheLockOnce() throws {
        let lock = try DownloadRunLock.acquire(file)
        lock.release()
        #expect(!DownloadRunLock.isHeld(file))
        let next = try DownloadRunLock.acquire(file)
        lock.release()
        #expect(DownloadRunLock.isHeld(file), "a second release does not free another holder's lock")
        next.release()
    }

    @Test func aLockHeldByAnotherProcessIsSeenAndFreedWhenItIsKilled() throws {
        try DownloadPaths.prepareFolder(file.deletingLastPathComponent())
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["--exclusive", "--no-fork", file.path, "sleep", "30"]
        try holder.run()
        defer {
            if holder.isRunning { kill(holder.processIdentifier, SIGKILL) }
            holder.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(10)
        while !DownloadRunLock.isHeld(file) && Date() < deadline { usleep(10_000) }
        #expect(DownloadRunLock.isHeld(file))
        #expect(throws: DownloadError.busy(lockPath: file.path)) { try DownloadRunLock.acquire(file) }
        kill(holder.processIdentifier, SIGKILL)
        while holder.isRunning { usleep(1_000) }
        #expect(!DownloadRunLock.isHeld(file))
        _ = try DownloadRunLock.acquire(file)
    }
}
