public import Foundation
import Synchronization

/// Temporary folders the tests make, removed when the test process exits.
///
/// A run's library folder cannot go when its `TidingsProcess` value does: Swift may release a
/// value after its last use, while the test still reads the folder through a path it copied, and
/// a reader in tmux may still be writing there. At exit nothing uses them any more.
public enum ScratchFolders {
    private static let made = Mutex<[URL]>([])
    private static let removalIsRegistered = Mutex(false)

    /// Makes a new folder under the temporary directory, named `prefix` and a UUID.
    public static func make(prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        made.withLock { $0.append(folder) }
        removalIsRegistered.withLock { registered in
            guard !registered else { return }
            registered = true
            atexit { ScratchFolders.removeAll() }
        }
        return folder
    }

    /// Removes every folder made so far.
    static func removeAll() {
        let folders = made.withLock { folders in
            defer { folders.removeAll() }
            return folders
        }
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
    }
}
