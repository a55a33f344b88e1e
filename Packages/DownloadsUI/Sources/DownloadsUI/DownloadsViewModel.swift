public import DownloadsLogic
import ExitCodeUI
public import LibraryModelLogic
import NavigationUI
public import Observation
public import TerminalUI

/// The downloads screens' state and actions, for their controllers to call. It owns the use
/// case that does the work and keeps what it builds (observed: the view redraws when it
/// changes), and turns outcomes and failures into what the screen reports.
@Observable
@MainActor
public final class DownloadsViewModel {
    /// What to show; nil until the first load.
    public private(set) var bean: DownloadsViewBean?
    /// A line above the heading, such as what clearing finished entries did.
    public var notice: String?
    @ObservationIgnored public let useCase: DownloadsUseCase

    public init(useCase: DownloadsUseCase) {
        self.useCase = useCase
        useCase.show = { [weak self] bean in self?.bean = bean }
    }

    /// Loads the queue; the failure to report, if any.
    public func load() async -> ScreenFailure? {
        await failure { () throws(DownloadsFailure) in try await useCase.load() }
    }

    /// Runs the queue; the failure to report (another run, storage), if any.
    public func run() async -> ScreenFailure? {
        await failure { () throws(DownloadsFailure) in _ = try await useCase.run() }
    }

    /// Whether the last run left an entry failed: a one-shot `--run` then exits 1.
    public var runFailed: Bool { !useCase.summary.succeeded }

    /// The status line after a run: `downloaded 2 files (12 MB, 1 resumed) · 1 failed: …`.
    public var runMessage: String {
        let summary = useCase.summary
        let count = summary.downloaded.count
        var parts = ["downloaded \(count) file\(count == 1 ? "" : "s")"]
        var details = [DownloadsBuilder.size(summary.bytes)]
        if !summary.resumed.isEmpty { details.append("\(summary.resumed.count) resumed") }
        parts[0] += " (" + details.joined(separator: ", ") + ")"
        if let reason = summary.failed.values.first {
            parts.append("\(summary.failed.count) failed: \(reason)")
        }
        return ScreenFailure(parts.joined(separator: " · "), exitStatus: 0).message
    }

    /// Removes the finished entries; the message to show.
    public func clearFinished() async -> Result<String, ScreenFailure> {
        do {
            let cleared = try await useCase.clearFinished()
            return .success(
                "removed \(cleared) finished entr\(cleared == 1 ? "y" : "ies") from the queue; the files stay"
            )
        } catch {
            return .failure(ScreenFailure(error))
        }
    }

    /// Queues the enclosures of `articles`; what happened, as lines for a report or a message.
    public func queue(_ articles: [ArticleID]) async -> Result<QueueOutcome, ScreenFailure> {
        do {
            return .success(try await useCase.queue(articles))
        } catch {
            return .failure(ScreenFailure(error))
        }
    }

    /// Removes an entry; the message to show when that failed.
    public func remove(_ id: DownloadID) async -> String? {
        await failure { () throws(DownloadsFailure) in try await useCase.remove(id) }?.message
    }

    /// Plays a finished entry; the message to show when that failed.
    public func play(_ id: DownloadID) async -> String? {
        await failure { () throws(DownloadsFailure) in try await useCase.play(id) }?.message
    }

    /// Follows runs of other processes while the screen shows; ends when cancelled.
    public func followOtherRuns() async {
        await useCase.followOtherRuns()
    }

    /// The queue as JSON: one object per entry.
    public func jsonOutput() throws -> String {
        let runActive = useCase.runActive
        return try JSONOutput.encode(useCase.entries.map { DownloadsJSON($0, runActive: runActive) })
    }

    /// What queueing did, as JSON.
    public func jsonOutput(_ outcome: QueueOutcome) throws -> String {
        let runActive = useCase.runActive
        return try JSONOutput.encode(
            QueueJSON(
                queued: outcome.added.map { DownloadsJSON($0, runActive: runActive) },
                alreadyQueued: outcome.alreadyQueued.map { DownloadsJSON($0, runActive: runActive) },
                withoutEnclosures: outcome.withoutEnclosures.map(\.rawValue)))
    }

    /// Runs `work`, turning its failure into what the screen reports.
    private func failure(_ work: () async throws(DownloadsFailure) -> Void) async -> ScreenFailure? {
        do {
            try await work()
            return nil
        } catch {
            return ScreenFailure(error)
        }
    }
}
