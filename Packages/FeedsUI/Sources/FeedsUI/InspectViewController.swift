import ArticlesUI
import ExitCodeUI
import FeedParserService
public import FoundationEssentials
import NavigationUI
public import SubscriptionLogic
public import TerminalUI

/// Shows how Tidings reads a feed, without following it (`tidings://inspect?url=`).
public final class InspectViewController: ViewController, JSONPresentable {
    private let url: URL
    private let inspector: FeedInspector
    private let now: @Sendable () -> Date
    private var feed: ParsedFeed?
    public let viewModel: InspectViewModel

    public init(url: URL, inspector: FeedInspector, now: @escaping @Sendable () -> Date) {
        self.url = url
        self.inspector = inspector
        self.now = now
        viewModel = InspectViewModel(url: url, now: now())
    }

    override public var title: String { "Inspect" }

    /// Whether the view exists: a screen shown as JSON only reads its items as JSON as they come.
    private var viewMade = false

    override public func makeView() -> any View {
        viewMade = true
        return ReportView(viewModel: viewModel)
    }

    /// The items as the JSON they will be printed as, when the screen is shown as JSON only:
    /// each item is written as it is read, and the feed kept without them.
    private var jsonItems: InspectJSONItems?

    public func willPresentJSON() {
        if !viewMade { jsonItems = InspectJSONItems() }
    }

    override public func load() async {
        do {
            if let jsonItems {
                feed = try await inspector.inspect(url) { jsonItems.add($0) }
            } else {
                feed = try await inspector.inspect(url)
            }
            viewModel.feed = feed
        } catch {
            failure = ScreenFailure(error)
        }
    }

    public func jsonOutput() throws -> String {
        guard let feed else { return "null" }
        if let jsonItems { return InspectJSONBytes.written(feed, items: jsonItems.chunks()).text }
        return InspectJSONBytes.written(feed).text
    }

    public func writeJSON(_ write: (UnsafeRawBufferPointer) -> Void) throws {
        guard let feed else {
            var null = "null"
            return null.withUTF8 { write(UnsafeRawBufferPointer($0)) }
        }
        if let jsonItems { return InspectJSONBytes.stream(feed, items: jsonItems.chunks(), to: write) }
        InspectJSONBytes.stream(feed, to: write)
    }
}
