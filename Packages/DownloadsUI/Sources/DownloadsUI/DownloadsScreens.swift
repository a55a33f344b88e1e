public import DownloadService
public import DownloadsLogic
public import FoundationEssentials
import NavigationUI
public import ShareService
public import TerminalUI

/// What the downloads screens need: the queue, the downloader, the player, and where files and
/// the run's lock go.
public struct DownloadsDependencies: Sendable {
    public var downloads: any DownloadsManaging
    public var downloader: any Downloader
    public var player: any Playing
    /// The download folder (`downloads.directory`).
    public var folder: URL
    /// The file a run locks, so one process at a time works through the queue.
    public var lockFile: URL
    /// Downloads in flight at once (`downloads.concurrency`).
    public var concurrency: Int
    public var now: @Sendable () -> Date

    public init(
        downloads: any DownloadsManaging, downloader: any Downloader, player: any Playing, folder: URL,
        lockFile: URL, concurrency: Int, now: @escaping @Sendable () -> Date
    ) {
        self.downloads = downloads
        self.downloader = downloader
        self.player = player
        self.folder = folder
        self.lockFile = lockFile
        self.concurrency = concurrency
        self.now = now
    }
}

/// The downloads screens' routes: the queue (`tidings://downloads?action=`) and queueing
/// (`tidings://downloads/queue?ids=`).
public enum DownloadsScreens {
    @MainActor
    public static func register(in router: Router, dependencies: DownloadsDependencies) {
        router.register(Routes.downloads) { parameters in
            DownloadsViewController(
                action: parameters.action,
                viewModel: DownloadsViewModel(useCase: DownloadsUseCase(dependencies: dependencies)))
        }
        router.register(Routes.queueDownloads) { parameters in
            DownloadQueueViewController(
                articles: parameters.ids,
                viewModel: DownloadsViewModel(useCase: DownloadsUseCase(dependencies: dependencies)))
        }
    }
}
