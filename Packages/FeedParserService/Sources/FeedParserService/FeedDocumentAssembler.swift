import FoundationEssentials
import XMLService

/// Assembles a feed from the SAX events of an RSS, RDF or Atom document.
///
/// One assembler serves every XML format: the vocabularies barely overlap, and where they do
/// (a `title` in RSS and in Atom) the namespace tells them apart. A stack of scopes says what
/// each open element is; text is captured only inside fields the feed keeps, as bytes, and
/// turned into strings once per field.
struct FeedDocumentAssembler {
    /// What an open element is to the reader.
    enum Scope {
        case document, rssRoot, rdfRoot, channel, item, image, person, media, field, skip
        /// Inside an `itunes:category`, where more of them nest.
        case itunesCategory
    }

    /// Whether characters are being kept, and whether they need escaping (XHTML content).
    enum CaptureMode {
        case none, raw, escaped
    }

    let documentURL: URL?
    let limits: FeedParserLimits
    var format: FeedFormat?
    /// The root element's name when it is not a feed's.
    var foreignRoot: String?
    /// What the handler stepped over, one sentence each.
    var notes: [String] = []
    /// Where finished items go as they are read; nil to keep them in `items` for the result.
    let delivery: ItemDelivery?
    /// The finished items, when they are kept rather than delivered.
    var items: [ParsedItem] = []
    /// How many items this pass has finished, delivered or kept.
    var itemsRead = 0

    var classifier = FeedTagClassifier()
    var feed: FeedDraft
    var homeURLIsHTML = false
    var item: ItemDraft
    var inItem = false
    var alternateLinkIsHTML = false
    var person = PersonDraft(owner: .feed)
    var inPerson = false
    var scopes: [Scope] = [.document]
    var bases: [(depth: Int, url: URL)] = []
    var depth = 0
    /// Whether the root element's end tag came.
    var rootClosed = false
    var field: FieldCapture?
    var captureMode = CaptureMode.none
    var text: [UInt8] = []
    /// Whether every byte captured into `text` was checked to be UTF-8 by the reader that sent
    /// the events (see `FeedEventHandler`): strings are then made without checking it again,
    /// which was a fifth of reading a feed of long articles.
    var textIsValidUTF8 = false

    init(documentURL: URL?, limits: FeedParserLimits, delivery: ItemDelivery?) {
        self.documentURL = documentURL
        self.limits = limits
        self.delivery = delivery
        feed = FeedDraft(listLimit: limits.maxEntriesPerList)
        item = ItemDraft(listLimit: limits.maxEntriesPerList)
        text.reserveCapacity(1024)
        scopes.reserveCapacity(32)
    }

    /// The feed read so far, or nil when the root element was not a feed's.
    /// Hands the kept items over (they move into the result rather than being copied); a pass
    /// that delivered its items returns none.
    mutating func takeResult(diagnostics: [String], truncation: DocumentTruncation?) -> ParsedFeed? {
        guard let format else { return nil }
        var taken: [ParsedItem] = []
        swap(&taken, &items)
        notes.append(contentsOf: feed.lists.notes(owner: "the feed"))
        if TitleBound.isOver(feed.title ?? feed.titleFallback, limit: limits.maxTitleCharacters) {
            notes.append(
                "the feed's title is longer than \(limits.maxTitleCharacters) characters and was cut "
                    + "(parser.maxTitleCharacters)")
        }
        return feed.finished(
            format: format, items: taken, diagnostics: notes.isEmpty ? diagnostics : diagnostics + notes,
            truncation: truncation, maxTitleCharacters: limits.maxTitleCharacters)
    }

    /// Called after the last event: an item whose end tag never came is left out, since the
    /// document may have stopped before its id, body or enclosures; the next complete read brings
    /// it whole.
    mutating func finishDocument() {
        guard inItem else { return }
        notes.append("the document stops inside an item; that item was left out")
        inItem = false
    }

    // MARK: events

    mutating func startElement(_ name: XMLName, attributes: XMLAttributes) {
        depth += 1
        if attributes.count > 0, let base = attributes.value("base", namespace: FeedNamespace.xml),
            let url = resolve(base.string)
        {
            bases.append((depth, url))
        }
        if field != nil {
            startMarkup(name, attributes: attributes)
            return
        }
        let scope = scopes[scopes.count - 1]
        if scope == .skip {
            scopes.append(.skip)
            return
        }
        scopes.append(open(classifier.classify(name), name: name, attributes: attributes, in: scope))
    }

    mutating func endElement(_ name: XMLName) {
        if depth == 1 { rootClosed = true }
        defer {
            if let last = bases.last, last.depth == depth { bases.removeLast() }
            depth -= 1
        }
        if let capture = field {
            if depth > capture.depth {
                endMarkup(name, capture: capture)
                return
            }
            finishField(capture)
            field = nil
            captureMode = .none
        }
        switch scopes.removeLast() {
        case .item: finishItem()
        case .person: finishPerson()
        default: break
        }
    }

    mutating func characters(_ bytes: XMLBytes) {
        switch captureMode {
        case .none: return
        case .raw: text.append(contentsOf: bytes.buffer)
        case .escaped: writeEscaped(bytes.buffer, inAttribute: false)
        }
    }
}
