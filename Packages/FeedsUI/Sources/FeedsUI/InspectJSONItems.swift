import FeedParserService
import TerminalUI

/// The items of `inspect --json`, written as the feed is read: each item's JSON as it arrives,
/// and no `ParsedItem` kept. The feed's own members sort around the items and are known only
/// when the document has ended, so the items wait here, as the bytes they will be printed as,
/// to be spliced between them (`InspectJSONBytes.stream(_:items:to:)`).
///
/// The bytes are kept in chunks of `chunkSize`, each copied once out of the writer's buffer,
/// which stays in the cache: one buffer doubling to the size of the output copied and faulted
/// in its pages about twice over (a tenth of the command for a feed of 20,000 items).
final class InspectJSONItems {
    static let chunkSize = 256 * 1024

    /// The chunks drained so far, in order.
    private final class Chunks {
        var list: [[UInt8]] = []
    }

    private let drained: Chunks
    /// The items' elements, laid out two containers deep: inside the output's object and its
    /// `items` array. Reached from the one thread that parses, one call at a time: the run-time
    /// exclusivity check on each access is left out.
    @exclusivity(unchecked) private var elements: JSONWriter

    init() {
        let drained = Chunks()
        self.drained = drained
        elements = JSONWriter(elementsAtDepth: 2, chunkSize: Self.chunkSize) { bytes in
            drained.list.append(Array(bytes.bindMemory(to: UInt8.self)))
        }
    }

    /// Writes one item.
    func add(_ item: borrowing ParsedItem) {
        elements.inspectItem(item)
    }

    /// Every item's bytes so far, in order.
    func chunks() -> [[UInt8]] {
        elements.flush()
        return drained.list
    }
}
