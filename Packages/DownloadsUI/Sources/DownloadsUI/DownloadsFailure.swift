public import DownloadService
public import DownloadsLogic
import NavigationUI
public import ShareService

/// Why a downloads action failed: the queue, the download folder or lock, or the player. Each
/// message says what went wrong and what to do; `exitStatus` is what a one-shot command ends with.
public enum DownloadsFailure: Error, Equatable, Sendable, CustomStringConvertible {
    case queue(DownloadsError)
    case download(DownloadError)
    case player(PlayError)
    /// `p` on an entry that is not downloaded yet.
    case notDownloaded(DownloadID)

    public var description: String {
        switch self {
        case .queue(let error): error.description
        case .download(let error): error.description
        case .player(let error): error.description
        case .notDownloaded(let id):
            "download \(id) has not finished; run the queue first (r, or tidings downloads --run)"
        }
    }

    /// 64 for an unknown article or entry, 69 when another run holds the queue or the player is
    /// missing, 74 for storage and file errors.
    public var exitStatus: Int32 {
        switch self {
        case .queue(.unknownArticle), .queue(.unknownEntry), .notDownloaded: ExitStatus.usage
        case .download(.busy), .player: ExitStatus.unavailable
        case .queue, .download: ExitStatus.ioError
        }
    }
}
