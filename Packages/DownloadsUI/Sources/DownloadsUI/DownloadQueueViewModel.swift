public import DownloadsLogic
public import Observation
public import TerminalUI

/// The display logic of `download ID…`: a line per entry queued or already queued, and per
/// article without enclosures, safe to print; on a terminal, the keys that lead on. Observed:
/// setting the outcome redraws the report.
@Observable
@MainActor
public final class DownloadQueueViewModel: ReportPresenting {
    /// What queueing did; nil until it is done.
    public var outcome: QueueOutcome?
    /// Whether the screen is in the reader, where a line names the keys.
    public var showsKeys = false

    public init() {}

    public var lines: [StyledText] {
        guard let outcome else { return [] }
        var lines = Self.lines(for: outcome).map { StyledText($0) }
        if showsKeys { lines.append(StyledText("D: the downloads · q: back", style: .secondary)) }
        return lines
    }

    /// What queueing did, a line per entry or article, safe to print.
    public static func lines(for outcome: QueueOutcome) -> [String] {
        let clean = { (text: String) in ScreenFailure(text, exitStatus: 0).message }
        return outcome.added.map { clean("queued \($0.fileName) (\($0.articleTitle))") }
            + outcome.alreadyQueued.map { clean("already queued: \($0.fileName) (\($0.articleTitle))") }
            + outcome.withoutEnclosures.map { "article \($0) has no enclosures to download" }
    }
}
