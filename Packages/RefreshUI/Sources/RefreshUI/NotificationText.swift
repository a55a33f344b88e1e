public import NotificationLogic
import TerminalTextService
public import TerminalUI

/// How a notification of what arrived reads in the refresh and sync reports and the status line.
public enum NotificationText {
    /// Columns a reason is wrapped at under its heading, so that a report printed to a narrow
    /// terminal or a log never loses the end of it.
    static let reasonWidth = 76

    /// The report's lines: a heading, then why, indented; none when there is nothing to say.
    public static func lines(_ report: NotificationReport) -> [StyledText] {
        switch report {
        case .nothingNew:
            return []
        case .quiet:
            return [StyledText("Not notified: within notifications.quietHours.", style: .secondary)]
        case .sent(let notice, let way):
            return [StyledText("Notified through \(way): \(notice.summary).")]
        case .nowhere(_, let reasons):
            return [
                StyledText(
                    "Not notified: no desktop service answered and notifications.command is not set:",
                    style: .failure)
            ] + reasons.flatMap(indented)
        case .failed(let reason):
            return [StyledText("Notification failed:", style: .failure)] + indented(reason)
        }
    }

    /// The status line's few words; nil when there is nothing to say.
    public static func status(_ report: NotificationReport) -> String? {
        switch report {
        case .nothingNew, .quiet, .sent: nil
        case .nowhere: "not notified (no desktop service, no notifications.command)"
        case .failed(let reason): "notification failed: \(reason)"
        }
    }

    /// Why no way showed it, in one sentence (for `--json`).
    public static func nowhere(_ reasons: [String]) -> String {
        let said = reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))"
        return "no desktop notification service answered, and notifications.command is not set\(said)"
    }

    private static func indented(_ reason: String) -> [StyledText] {
        TerminalText.wrap(reason, toWidth: reasonWidth).map { StyledText("  " + $0) }
    }
}
