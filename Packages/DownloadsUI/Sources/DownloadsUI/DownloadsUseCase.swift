import DownloadService
public import DownloadsLogic
import FoundationEssentials
public import LibraryModelLogic
import ShareService
import TerminalTextService

/// Does the downloads screens' work: asks the queue (DownloadsLogic) for entries, drives
/// DownloadService through a run, plays finished files, and has the builder turn entries into
/// beans, which it hands to `show` (the view model sets it, holding itself weakly). It knows
/// nothing of the screen: a run that outlives its screen shows nothing and keeps nothing alive.
@MainActor
public final class DownloadsUseCase {
    /// Where each screenful of beans goes as it is built; set by the view model.
    public var show: @MainActor (DownloadsViewBean) -> Void = { _ in }
    /// The entries as last loaded or as the run has them now, for `--json` and the keys.
    public internal(set) var entries: [DownloadEntry] = []
    /// Whether this use case is running the queue.
    public internal(set) var isRunning = false
    /// What the current run has done so far, or the last run did.
    public internal(set) var summary = DownloadRunSummary()
    let dependencies: DownloadsDependencies
    let builder = DownloadsBuilder(clean: { TerminalText.sanitize($0, tabs: .expand(width: 1)) })
    /// When the screen was last shown during a run, to show at most ten frames a second.
    var lastShown: ContinuousClock.Instant?

    public init(dependencies: DownloadsDependencies) {
        self.dependencies = dependencies
    }

    /// Whether a run is working through the queue, here or in another process.
    public var runActive: Bool {
        isRunning || DownloadRunLock.isHeld(dependencies.lockFile)
    }

    /// Loads the entries and shows them.
    public func load() async throws(DownloadsFailure) {
        do {
            entries = try await dependencies.downloads.entries()
        } catch {
            throw .queue(error)
        }
        showEntries()
    }

    /// Queues the enclosures of `articles`, then shows the queue.
    public func queue(_ articles: [ArticleID]) async throws(DownloadsFailure) -> QueueOutcome {
        let outcome: QueueOutcome
        do {
            outcome = try await dependencies.downloads.queue(articles)
        } catch {
            throw .queue(error)
        }
        try await load()
        return outcome
    }

    /// Removes an entry (its file stays), then shows what is left.
    public func remove(_ id: DownloadID) async throws(DownloadsFailure) {
        do {
            try await dependencies.downloads.remove(id)
        } catch {
            throw .queue(error)
        }
        try await load()
    }

    /// Removes the finished entries (their files stay); returns how many.
    public func clearFinished() async throws(DownloadsFailure) -> Int {
        let cleared: Int
        do {
            cleared = try await dependencies.downloads.clearFinished()
        } catch {
            throw .queue(error)
        }
        try await load()
        return cleared
    }

    /// Plays a finished download with the configured player.
    public func play(_ id: DownloadID) async throws(DownloadsFailure) {
        guard let entry = entries.first(where: { $0.id == id }), entry.state == .done else {
            throw .notDownloaded(id)
        }
        let file = entry.file ?? DownloadPaths(directory: dependencies.folder, fileName: entry.fileName).file
        do {
            try await dependencies.player.play(file)
        } catch {
            throw .player(error)
        }
    }

    /// While the screen shows, follows a run in another process (or one this process started
    /// from another screen) by reloading the queue every second; ends when cancelled.
    public func followOtherRuns() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(1))
            guard !Task.isCancelled, !isRunning else { continue }
            if entries.contains(where: { $0.state == .downloading }) || runActive {
                try? await load()
            }
        }
    }

    /// Builds the beans of the current entries and shows them.
    func showEntries() {
        lastShown = .now
        show(builder.screen(for: entries, now: dependencies.now(), runActive: runActive))
    }

    /// Shows the current entries unless that was done less than a tenth of a second ago.
    func showThrottled() {
        if let lastShown, ContinuousClock.now - lastShown < .milliseconds(100) { return }
        showEntries()
    }
}
