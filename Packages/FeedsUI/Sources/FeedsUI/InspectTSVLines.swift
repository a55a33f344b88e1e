import FeedParserService
import FoundationEssentials
import TerminalUI

/// The items of `inspect --tsv`, written as the feed is read, a line an item in sfeed(5)'s
/// format (see `TabSeparatedWriter`), and handed on a chunk at a time: no item is kept, so a
/// feed of any size prints in the memory of a few items (and, for a document read in halves, of
/// its second half's lines; see `InspectSecondHalf`).
///
/// The fields: the time published (else updated) as seconds since 1970 UTC, the title, the
/// link, the content (else the summary), `html` or `plain` when there is one, the id as the
/// feed gives it (empty when Tidings derived it), the first author's name (else e-mail), the
/// first enclosure's URL, and the categories separated by `|`.
final class InspectTSVLines {
    /// Reached only from the one thread that parses, one call at a time: the run-time
    /// exclusivity check on each access is left out (it was a fifth of writing a line).
    @exclusivity(unchecked) private var lines: TabSeparatedWriter

    init(write: @escaping (UnsafeRawBufferPointer) -> Void) {
        lines = TabSeparatedWriter(drain: write)
    }

    /// Writes one item's line.
    func add(_ item: borrowing ParsedItem) {
        let time = item.published ?? item.updated
        // Whole seconds; a date no 64-bit count of seconds holds is left out rather than trapping.
        lines.field(time.flatMap { Int64(exactly: $0.timeIntervalSince1970.rounded(.down)) })
        lines.field(item.title)
        lines.field(item.linkAddress)
        let body = item.content ?? item.summary
        lines.multilineField(body?.text)
        lines.field(body.map { $0.isHTML ? "html" : "plain" })
        lines.field(item.idIsDerived ? nil : item.id)
        lines.field(item.authors.first.flatMap { $0.name ?? $0.email })
        lines.field(item.enclosures.first?.url.absoluteString)
        lines.field(item.categories, separator: "|")
        lines.endLine()
    }

    /// Hands over what is still gathered.
    func flush() {
        lines.flush()
    }
}
