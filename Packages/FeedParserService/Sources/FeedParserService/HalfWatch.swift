import XMLService

/// Watches one half's events on their way to the feed's handler (`XMLFeedReader.halvesPass`):
/// where the first item starts, how many notes the handler held then, and whether an element
/// other than an item starts beside the items after it, where it could change what the feed
/// itself says (a channel's `<title>` between items). An item is an element of the local name
/// given, in the namespace of the first one.
final class HalfWatch: XMLEventHandler {
    let handler: FeedEventHandler
    private let itemName: [UInt8]
    private var itemNamespace: [UInt8]?
    private var depth = 0
    /// The depth of the first item; nil until it starts.
    private(set) var itemDepth: Int?
    /// How many notes the handler held when the first item started.
    private(set) var notesBeforeItems = 0
    /// Whether another element started at the items' depth after the first item.
    private(set) var otherBesideItems = false

    init(_ handler: FeedEventHandler, itemName: String) {
        self.handler = handler
        self.itemName = Array(itemName.utf8)
    }

    func startElement(_ name: XMLName, attributes: XMLAttributes) {
        depth += 1
        if let itemDepth {
            if depth == itemDepth, !isItem(name) { otherBesideItems = true }
        } else if name.localName.buffer.elementsEqual(itemName) {
            itemDepth = depth
            itemNamespace = name.namespaceURI.map { Array($0.buffer) }
            notesBeforeItems = handler.noteCount
        }
        handler.startElement(name, attributes: attributes)
    }

    func endElement(_ name: XMLName) {
        depth -= 1
        handler.endElement(name)
    }

    func characters(_ text: XMLBytes) {
        handler.characters(text)
    }

    private func isItem(_ name: XMLName) -> Bool {
        guard name.localName.buffer.elementsEqual(itemName) else { return false }
        switch (name.namespaceURI, itemNamespace) {
        case (nil, nil): return true
        case (let namespace?, let expected?): return namespace.buffer.elementsEqual(expected)
        default: return false
        }
    }
}
