import FeedParserService

/// What `inspect --tsv` and `inspect --json` write for the items of a large document's second
/// half, read on another thread while the first half is written out
/// (`FeedInspector.inspect(_:each:secondHalf:halvesAtMostBytes:)`): kept here, as the bytes
/// they will be printed as, until the parse returns, then written after the first half's or
/// dropped.
///
/// Unchecked `Sendable`: the parse's other thread alone adds to it, and this one reads it only
/// once the parse has returned, after that thread has ended.
final class InspectSecondHalf: @unchecked Sendable {
    /// The largest document whose second half `--tsv` holds as lines: the shipped
    /// `parser.maxDocumentBytes`, so that its lines (about the size of the text they come from)
    /// stay under half of that. A larger document, read with raised limits, streams in one pass
    /// in the memory of a few items, as `--tsv` promises.
    static let linesAtMostBytes = 16 << 20

    /// The lines' bytes, for `--tsv`, in the chunks the writer drained (each copied once).
    private var lineChunks: [[UInt8]] = []
    private var lines: InspectTSVLines?
    /// The items' JSON, for `--json`.
    private var json: InspectJSONItems?

    /// A second half written as `--tsv` lines.
    static func lines() -> InspectSecondHalf {
        let half = InspectSecondHalf()
        half.lines = InspectTSVLines { [unowned half] bytes in
            half.lineChunks.append(Array(bytes.bindMemory(to: UInt8.self)))
        }
        return half
    }

    /// A second half written as `--json` items.
    static func json() -> InspectSecondHalf {
        let half = InspectSecondHalf()
        half.json = InspectJSONItems()
        return half
    }

    /// Writes one item.
    func add(_ item: borrowing ParsedItem) {
        lines?.add(item)
        json?.add(item)
    }

    /// The lines written, in chunks, once the parse has returned.
    func lineOutput() -> [[UInt8]] {
        lines?.flush()
        return lineChunks
    }

    /// The items' JSON chunks, once the parse has returned.
    func jsonChunks() -> [[UInt8]] {
        json?.chunks() ?? []
    }
}
