import ArticlesUI
import ExitCodeUI
import FeedParserService
public import FoundationEssentials
import NavigationUI
public import SubscriptionLogic
import TerminalTextService
public import TerminalUI

/// Shows how Tidings reads a feed, without following it (`tidings://inspect?url=`).
public final class InspectViewController: ViewController, JSONPresentable, StreamPresentable {
    private let url: URL
    /// Whether the items are printed as lines while the feed is read (`--tsv`).
    private let tabSeparated: Bool
    private let inspector: FeedInspector
    private let now: @Sendable () -> Date
    private var feed: ParsedFeed?
    public let viewModel: InspectViewModel

    public init(
        url: URL, tabSeparated: Bool = false, inspector: FeedInspector, now: @escaping @Sendable () -> Date
    ) {
        self.url = url
        self.tabSeparated = tabSeparated
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

    /// The items' lines, when the screen streams them (`--tsv`).
    private var lines: InspectTSVLines?
    /// Where `--tsv`'s lines go (`willStream`): the second half's follow the first half's there.
    private var write: ((UnsafeRawBufferPointer) -> Void)?
    /// The JSON of a large document's second half, when it was read apart and follows the
    /// first half's `jsonItems`.
    private var laterJSONItems: [[UInt8]] = []

    public var streamsOutput: Bool { tabSeparated }

    public func willStream(to write: @escaping (UnsafeRawBufferPointer) -> Void) {
        lines = InspectTSVLines(write: write)
        self.write = write
    }

    /// What the parse stepped over, and where it stopped reading when it did.
    public var streamNotes: [String] {
        guard let feed else { return [] }
        func clean(_ text: String) -> String { TerminalText.sanitize(text, tabs: .expand(width: 1)) }
        var notes = feed.diagnostics.map { "warning: \(clean($0))" }
        if let truncation = feed.truncation {
            notes.append("partly read: \(clean(truncation.description)); only its complete items are listed")
        }
        return notes
    }

    override public func load() async {
        do {
            // A large document is read, and its items written, in two halves at once.
            if let lines, let write {
                let later = InspectSecondHalf.lines()
                let read = try await inspector.inspect(
                    url, each: { lines.add($0) }, secondHalf: { later.add($0) })
                feed = read.feed
                lines.flush()
                if read.secondHalfFollows && !later.writeLines(write) {
                    failure = ScreenFailure(
                        "the lines of the feed's second half could not be read back from the temporary file "
                            + "they were written to; check the temporary folder (TMPDIR) and run again",
                        code: .ioError)
                }
            } else if let jsonItems {
                let later = InspectSecondHalf.json()
                let read = try await inspector.inspect(
                    url, each: { jsonItems.add($0) }, secondHalf: { later.add($0) })
                feed = read.feed
                if read.secondHalfFollows { laterJSONItems = later.jsonChunks() }
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
        if let jsonItems {
            return InspectJSONBytes.written(feed, items: jsonItems.chunks(), later: laterJSONItems).text
        }
        return InspectJSONBytes.written(feed).text
    }

    public func writeJSON(_ write: (UnsafeRawBufferPointer) -> Void) throws {
        guard let feed else {
            var null = "null"
            return null.withUTF8 { write(UnsafeRawBufferPointer($0)) }
        }
        if let jsonItems {
            return InspectJSONBytes.stream(feed, items: jsonItems.chunks(), later: laterJSONItems, to: write)
        }
        InspectJSONBytes.stream(feed, to: write)
    }
}
