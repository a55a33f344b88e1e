import FeedParserService
public import Foundation
import NavigationUI
public import SubscriptionLogic
public import TerminalUI

/// Shows how Tidings reads a feed, without following it (`tidings://inspect?url=`).
public final class InspectViewController: ViewController, JSONPresentable {
    private let url: URL
    private let inspector: FeedInspector
    private let now: @Sendable () -> Date
    private var feed: ParsedFeed?
    public let report = TextReport()

    public init(url: URL, inspector: FeedInspector, now: @escaping @Sendable () -> Date) {
        self.url = url
        self.inspector = inspector
        self.now = now
    }

    override public var title: String { "Inspect" }

    override public func makeView() -> any View { ReportView(report: report) }

    override public func load() async {
        do {
            let parsed = try await inspector.inspect(url)
            feed = parsed
            report.lines = InspectViewModel(feed: parsed, url: url, now: now()).lines
        } catch {
            failure = error.screenFailure
        }
    }

    public func jsonOutput() throws -> String {
        guard let feed else { return "null" }
        return try JSONOutput.encode(InspectJSON(feed))
    }
}
