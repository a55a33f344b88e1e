import Dispatch
import FoundationEssentials
import MappedFileService
import XMLService

/// The items of a document's second half, read on another thread (see
/// `FeedParser.parse(_:url:charset:each:secondHalf:halvesAtMostBytes:)`), and whether they count.
final class SecondHalf {
    let consume: @Sendable (ParsedItem) -> Void
    /// The smallest document read in halves (the parser's `halvesMinimumBytes`).
    let atLeastBytes: Int
    /// The largest (the caller's `halvesAtMostBytes`).
    let atMostBytes: Int
    /// Whether its items follow the first half's; set by the parse, on the caller's thread.
    var follows = false

    init(_ consume: @escaping @Sendable (ParsedItem) -> Void, atLeastBytes: Int, atMostBytes: Int) {
        self.consume = consume
        self.atLeastBytes = atLeastBytes
        self.atMostBytes = atMostBytes
    }

    /// Whether a document of `count` bytes is read in halves.
    func reads(documentOf count: Int) -> Bool {
        count >= atLeastBytes && count <= atMostBytes
    }
}

/// What the second half's thread hands back; written before it leaves its group, read after the
/// wait for that group.
private final class HalfResult: @unchecked Sendable {
    var watch: HalfWatch?
    var scanned: PlainXMLPartOutcome?
}

extension XMLFeedReader {
    /// A plain UTF-8 document read in two halves at once: this thread reads from the start to the
    /// first item at or after the middle, delivering to `delivery`; another reads the document
    /// without those items (its head, up to its first item, then from that middle item to the end),
    /// delivering to `secondHalf`. The halves are accepted when they fit together as one pass
    /// would have read them:
    ///
    /// - both scans met their boundaries, among the same open elements: the middle item stands
    ///   where the first item does (not inside a comment, a CDATA section or another element), in
    ///   the same namespaces and with the same `xml:base`;
    /// - between the first item and the middle one, nothing but items starts beside the items, so
    ///   the feed's own fields are all in the head or after the middle, where the second half
    ///   reads them;
    /// - the second half's items made no note (its notes would count items from its own start).
    ///
    /// The pass returned is the second half's, holding the first half's notes (or, when the middle
    /// item was no start tag after all, the first half's scan of the whole document). Nil when the
    /// document is not one to read in halves (no item at or after the middle, an iTunes feed
    /// read in any case), or when the halves do not fit: the first half's items stay delivered,
    /// and the caller reads the document in one pass, which skips them.
    func halvesPass(_ data: Data, root: String?, delivery: ItemDelivery, secondHalf: SecondHalf) -> Pass? {
        guard !rssNamesIgnoreCase, let itemName = Self.itemName(root: root),
            let (head, middle) = Self.boundaries(in: data, itemName: itemName)
        else { return nil }
        let (documentURL, limits, consume) = (documentURL, limits, secondHalf.consume)
        let result = HalfResult()
        let second = DispatchGroup()
        DispatchQueue.global().async(group: second) {
            let handler = FeedEventHandler(
                documentURL: documentURL, limits: limits, delivery: ItemDelivery(consume),
                eventsAreValidUTF8: true)
            let watch = HalfWatch(handler, itemName: itemName)
            // Each half gives back the pages of a mapped file it has read past.
            result.scanned = PlainXMLScanner(maxBytes: Int.max).scan(
                data, handler: watch, part: .skipping(from: head, to: middle),
                passed: MappedFile.release(from:before:))
            result.watch = watch
        }
        let firstHandler = FeedEventHandler(
            documentURL: documentURL, limits: limits, delivery: delivery, eventsAreValidUTF8: true)
        let first = HalfWatch(firstHandler, itemName: itemName)
        let firstScan = PlainXMLScanner(maxBytes: Int.max).scan(
            data, handler: first, part: .upTo(end: middle), passed: MappedFile.release(from:before:))
        second.wait()
        // The middle item stood inside other markup: the first half's scan read the whole
        // document, and is the one pass.
        if let firstScan, firstScan.boundary == nil {
            firstHandler.finishDocument()
            return Pass(handler: firstHandler, outcome: firstScan.outcome)
        }
        guard let firstScan, let stop = firstScan.boundary, let secondScan = result.scanned,
            let skip = secondScan.boundary, let watch = result.watch,
            stop.openElements == skip.openElements, first.itemDepth == stop.openElements.count + 1,
            !first.otherBesideItems, watch.handler.noteCount == watch.notesBeforeItems,
            first.notesBeforeItems == watch.notesBeforeItems
        else { return nil }
        watch.handler.adoptNotes(of: firstHandler)
        watch.handler.finishDocument()
        secondHalf.follows = true
        let elements = stop.elementsBefore + secondScan.outcome.elementCount - skip.elementsBefore
        return Pass(handler: watch.handler, outcome: .wellFormed(elementCount: elements))
    }

    /// The local name of the root's items: `item` in RSS and RDF, `entry` in Atom; nil for a
    /// root of one entry.
    static func itemName(root: String?) -> String? {
        switch root {
        case "rss", "RSS", "RDF": "item"
        case "feed": "entry"
        default: nil
        }
    }

    /// Where the first item's start tag is (`<item` followed by white space, `>` or `/`), and
    /// the first such tag at or after the middle of `data`; nil when there is none there.
    static func boundaries(in data: Data, itemName: String) -> (head: Int, middle: Int)? {
        let tag = Array("<\(itemName)".utf8)
        return data.withUnsafeBytes { raw -> (Int, Int)? in
            guard let base = raw.baseAddress else { return nil }
            guard let head = startTag(tag, in: base, count: raw.count, from: 0),
                let middle = startTag(tag, in: base, count: raw.count, from: max(head + 1, raw.count / 2))
            else { return nil }
            return (head, middle)
        }
    }

    /// The first `tag` at or after `from` that a name does not go on after. A plain search: the
    /// first item is near the start, and the middle one near the middle.
    private static func startTag(_ tag: [UInt8], in base: UnsafeRawPointer, count: Int, from: Int) -> Int? {
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        var at = from
        while at + tag.count < count {
            if bytes[at] == tag[0], (1..<tag.count).allSatisfy({ bytes[at + $0] == tag[$0] }) {
                // `>`, `/`, or XML's white space (space, tab, line feed, carriage return).
                let next = bytes[at + tag.count]
                if next == 0x3E || next == 0x2F || next == 0x20 || next == 0x09 || next == 0x0A
                    || next == 0x0D
                {
                    return at
                }
            }
            at += 1
        }
        return nil
    }
}
