import ArticlesUI
import ExitCodeUI
public import Foundation
import LibraryModelLogic
import NavigationUI
public import SubscriptionLogic
import TerminalTextService
public import TerminalUI

/// Imports subscriptions from an OPML file (`tidings://import?file=`) and reports, outline by
/// outline, what was added, skipped and why some failed. Exits 1 when any outline failed.
public final class ImportViewController: ViewController {
    private let file: URL
    private let subscriptions: any SubscriptionManaging
    public let report = TextReport()
    private var failedCount = 0

    public init(file: URL, subscriptions: any SubscriptionManaging) {
        self.file = file
        self.subscriptions = subscriptions
    }

    override public var title: String { "Import" }

    override public var exitStatus: Int32 {
        failure?.exitStatus ?? (failedCount > 0 ? ExitCode.partialFailure.rawValue : ExitCode.ok.rawValue)
    }

    override public func makeView() -> any View { ReportView(report: report) }

    override public func load() async {
        do {
            let outcome = try await subscriptions.importOPML(file: file)
            failedCount = outcome.failed.count
            func clean(_ text: String) -> String { TerminalText.sanitize(text, tabs: .expand(width: 1)) }
            var lines = [
                StyledText(
                    "Imported \(outcome.added.count) feed(s); skipped \(outcome.skipped.count); failed \(outcome.failed.count)."
                )
            ]
            lines += outcome.added.map {
                StyledText("  added    \(clean($0.displayTitle))  \($0.url.absoluteString)")
            }
            lines += outcome.skipped.map {
                StyledText("  skipped  \(clean($0.title))  \(clean($0.url)): \($0.reason)", style: .secondary)
            }
            lines += outcome.failed.map {
                StyledText(
                    "  failed   \(clean($0.title))  \(clean($0.url)): \($0.reason)",
                    style: .failure)
            }
            if !outcome.added.isEmpty {
                lines.append(StyledText("Fetch their articles with `tidings refresh`.", style: .secondary))
            }
            report.lines = lines
        } catch {
            failure = ScreenFailure(error)
        }
    }
}
