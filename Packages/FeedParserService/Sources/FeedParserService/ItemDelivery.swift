import FoundationEssentials

/// Where a parse's items go as they are read, across every pass over the document.
///
/// A pass numbers its items from 0 in document order. When a pass gives way to another (the
/// plain fast path declining partway, say), the next one reads the document from the start; the
/// items an earlier pass handed over already are then skipped by their number, so the consumer
/// sees each item once. The items before the point where the fast path declined are the same in
/// both passes (the differential tests and fuzzer compare the streamed feed with the whole one).
final class ItemDelivery {
    private let consume: (ParsedItem) -> Void
    /// Items handed to the consumer so far, over every pass.
    private(set) var delivered = 0

    init(_ consume: @escaping (ParsedItem) -> Void) {
        self.consume = consume
    }

    /// Hands over the item numbered `number` in its pass, unless an earlier pass did.
    func offer(_ item: ParsedItem, number: Int) {
        guard number >= delivered else { return }
        consume(item)
        delivered += 1
    }

    /// Hands over a pass's collected items, skipping those handed over already.
    func offer(_ items: [ParsedItem]) {
        for index in items.indices {
            offer(items[index], number: index)
        }
    }
}
