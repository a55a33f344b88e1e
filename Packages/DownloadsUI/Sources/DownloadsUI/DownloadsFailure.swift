public import DownloadService
public import DownloadsLogic
public import ExitCodeUI
import NavigationUI
public import ShareService

/// Why a downloads action failed: the queue, the download folder or lock, or the player. Each
/// message says what went wrong and what to do; its exit code comes from the one mapping (ExitCodeUI).
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

}

extension DownloadsFailure: DocumentedFailure {
    /// The status of what failed, by the one mapping (ExitCodeUI); an entry not downloaded yet
    /// is a usage error.
    public var exitCode: ExitCode {
        switch self {
        case .queue(let cause): cause.exitCode
        case .download(let cause): cause.exitCode
        case .player(let cause): cause.exitCode
        case .notDownloaded: .usage
        }
    }
}
