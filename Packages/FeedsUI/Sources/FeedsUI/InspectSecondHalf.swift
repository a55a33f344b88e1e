import FeedParserService
import MappedFileService

/// What `inspect --tsv` and `inspect --json` write for the items of a large document's second
/// half, read on another thread while the first half is written out
/// (`FeedInspector.inspect(_:each:secondHalf:halvesAtMostBytes:)`): kept here, as the bytes
/// they will be printed as, until the parse returns, then written after the first half's or
/// dropped.
///
/// Unchecked `Sendable`: the parse's other thread alone adds to it, and this one reads it only
/// once the parse has returned, after that thread has ended.
final class InspectSecondHalf: @unchecked Sendable {
    /// How much of the second half's lines `--tsv` holds in memory: past this, they go on into
    /// an unnamed temporary file (`SpoolFile`) and are read back through one small buffer once the
    /// parse has returned, so that a document of any size is read in halves while `--tsv` keeps
    /// printing in bounded memory. The shipped `parser.maxDocumentBytes` (16 MiB) never gets
    /// there; a larger document, read with raised limits, does.
    static let heldAtMostBytes = 8 << 20

    /// The lines' bytes, for `--tsv`, in the chunks the writer drained (each copied once): the
    /// first `heldAtMostBytes` of them.
    private var lineChunks: [[UInt8]] = []
    private var heldBytes = 0
    private var overflowed = false
    /// Where the lines after those go; nil until needed.
    private var spool: SpoolFile?
    /// The lines after a failed spool (no temporary file could be made, or the disk filled up),
    /// held in memory after all rather than lost.
    private var unspooled: [[UInt8]] = []
    private var lines: InspectTSVLines?
    /// The items' JSON, for `--json`.
    private var json: InspectJSONItems?

    /// A second half written as `--tsv` lines, spooled past `heldAtMostBytes` into a temporary
    /// file in `spoolDirectory` (`TMPDIR`, else `/tmp`, when nil).
    /// (`heldAtMostBytes` other than the default is for tests.)
    static func lines(spoolDirectory: String? = nil, heldAtMostBytes: Int = heldAtMostBytes)
        -> InspectSecondHalf
    {
        let half = InspectSecondHalf()
        half.lines = InspectTSVLines { [unowned half] bytes in
            half.keep(bytes, spoolDirectory: spoolDirectory, heldAtMostBytes: heldAtMostBytes)
        }
        return half
    }

    private func keep(_ bytes: UnsafeRawBufferPointer, spoolDirectory: String?, heldAtMostBytes: Int) {
        // Once one chunk has gone past the held bytes, every later one follows it there, even a
        // smaller one that would fit: the lines stay in order.
        if !overflowed && heldBytes + bytes.count <= heldAtMostBytes {
            lineChunks.append(Array(bytes.bindMemory(to: UInt8.self)))
            heldBytes += bytes.count
            return
        }
        overflowed = true
        if unspooled.isEmpty {
            if spool == nil { spool = SpoolFile(directory: spoolDirectory) }
            if let spool, spool.write(bytes) { return }
        }
        unspooled.append(Array(bytes.bindMemory(to: UInt8.self)))
    }

    /// Whether lines went into a temporary file.
    var spooled: Bool { (spool?.count ?? 0) > 0 }

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

    /// Hands the lines written to `write`, in order, once the parse has returned; false when the
    /// temporary file could not be read back (what came before was handed over).
    func writeLines(_ write: (UnsafeRawBufferPointer) -> Void) -> Bool {
        lines?.flush()
        for chunk in lineChunks { chunk.withUnsafeBytes(write) }
        if let spool, !spool.readBack(write) { return false }
        for chunk in unspooled { chunk.withUnsafeBytes(write) }
        return true
    }

    /// The items' JSON chunks, once the parse has returned.
    func jsonChunks() -> [[UInt8]] {
        json?.chunks() ?? []
    }
}
