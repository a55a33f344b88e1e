public import HTTPService

/// Why a download failed. Unless the message says otherwise, what arrived stays in the
/// `.part` file and the next attempt resumes from it.
public enum DownloadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists and overwriting was not asked for.
    case fileExists(path: String)
    /// The target folder is missing or not a folder.
    case directoryUnavailable(path: String, reason: String)
    /// The transfer failed.
    case http(HTTPError)
    /// Fewer bytes arrived than the server announced.
    case incomplete(partialPath: String, received: Int, expected: Int)
    /// The server answered a resume with a range other than the one asked for.
    case unexpectedRange(asked: Int, contentRange: String)
    /// The file is larger than the limit; the transfer stopped as soon as that was known.
    case tooLarge(url: String, limit: Int)
    /// Writing or renaming the file failed.
    case write(path: String, reason: String)
    /// The caller's task was cancelled.
    case cancelled
    /// Another run holds the queue's lock (`DownloadRunLock`).
    case busy(lockPath: String)

    public var description: String {
        switch self {
        case .fileExists(let path):
            "\(path) already exists; remove it or move it aside, then download again"
        case .directoryUnavailable(let path, let reason):
            "cannot download into \(path) (\(reason)); create the folder or choose another one"
        case .http(let error):
            "the download failed: \(error)"
        case .incomplete(let path, let received, let expected):
            "the download stopped after \(received) of \(expected) bytes; the part is kept in \(path), "
                + "download again to resume"
        case .unexpectedRange(let asked, let contentRange):
            "the server resumed at '\(contentRange)' instead of byte \(asked); delete the .part file and "
                + "download again"
        case .tooLarge(let url, let limit):
            "\(url) is larger than the limit of \(limit) bytes; raise the limit to download it"
        case .write(let path, let reason):
            "cannot write \(path) (\(reason)); check the free space and the folder's permissions"
        case .cancelled:
            "the download was cancelled; download again to resume"
        case .busy(let lockPath):
            "another process is already downloading this queue (it holds \(lockPath)); let it finish, "
                + "or stop it and try again"
        }
    }
}
