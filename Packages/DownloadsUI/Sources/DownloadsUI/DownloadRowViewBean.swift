public import DownloadsLogic

/// One queue entry as the downloads screen shows it: every value already in display form, so
/// the view only lays it out.
public struct DownloadRowViewBean: Equatable, Sendable {
    /// How the row is coloured.
    public enum Tone: Equatable, Sendable {
        case waiting
        case active
        case done
        case problem
    }

    /// The entry this row stands for.
    public let id: DownloadID
    /// `Episode 12 — The Show`, safe to print on a terminal.
    public let title: String
    /// The file's name in the download folder, safe to print.
    public let fileName: String
    /// `42%`, or `—` when the size is unknown.
    public let percent: String
    /// What is happening: `queued · 29 MB`, `12 MB of 29 MB · 1.1 MB/s · 0:14 left`,
    /// `done · 29 MB`, `failed: …`, `interrupted at 42% · resumes on the next run`.
    public let stateText: String
    public let tone: Tone
    /// Whether `p` can play it: it is done.
    public let isPlayable: Bool

    public init(
        id: DownloadID, title: String, fileName: String, percent: String, stateText: String, tone: Tone,
        isPlayable: Bool
    ) {
        self.id = id
        self.title = title
        self.fileName = fileName
        self.percent = percent
        self.stateText = stateText
        self.tone = tone
        self.isPlayable = isPlayable
    }
}
