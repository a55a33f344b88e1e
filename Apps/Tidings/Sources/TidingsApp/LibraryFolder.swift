import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Why the library's folder cannot be used; each message names the folder and what to do.
enum LibraryFolderError: Error, Equatable, CustomStringConvertible {
    /// Something other than a folder is at the path (a file, `/dev/null`).
    case notAFolder(path: String)
    /// The folder is missing and could not be made.
    case cannotCreate(path: String, reason: String)

    var description: String {
        switch self {
        case .notAFolder(let path):
            "\(path) is not a folder; point --data-dir or TIDINGS_HOME at a folder (it is made when missing)"
        case .cannotCreate(let path, let reason):
            "the folder \(path) cannot be made (\(reason)); choose another with --data-dir or TIDINGS_HOME"
        }
    }
}

/// Makes sure the library's folder exists and is a folder.
enum LibraryFolder {
    static func prepare(_ folder: URL) throws(LibraryFolderError) {
        var isFolder = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder else { throw .notAFolder(path: folder.path) }
            return
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            let code = ((error as? CocoaError)?.underlying as? POSIXError)?.code.rawValue ?? 0
            let reason =
                switch code {
                case EACCES, EPERM: "permission denied"
                case ENOTDIR: "a part of the path is a file, not a folder"
                case EROFS: "the file system is read-only"
                case ENOSPC: "the disk is full"
                case 0: "the system refused"
                default: String(cString: strerror(code))
                }
            throw .cannotCreate(path: folder.path, reason: reason)
        }
    }
}
