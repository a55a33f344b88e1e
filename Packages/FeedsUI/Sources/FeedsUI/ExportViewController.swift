import ArticlesUI
import ExitCodeUI
import Foundation
import NavigationUI
public import SubscriptionLogic
public import TerminalUI

/// Every subscription as OPML 2.0 (`tidings://export`); a one-shot command prints the document.
public final class ExportViewController: ViewController, DocumentPresentable {
    private let subscriptions: any SubscriptionManaging
    private var document: String?
    public let report = TextReport()

    public init(subscriptions: any SubscriptionManaging) {
        self.subscriptions = subscriptions
    }

    override public var title: String { "Export" }

    override public func makeView() -> any View { ReportView(report: report) }

    override public func load() async {
        do {
            let text = String(decoding: try await subscriptions.exportOPML(), as: UTF8.self)
            document = text
            report.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                StyledText(String($0))
            }
        } catch {
            failure = ScreenFailure(error)
        }
    }

    public func documentOutput() -> String? { document }
}
