import FoundationEssentials
import XMLService

/// Receives libxml2's events through XMLService and hands them to a `FeedDocumentAssembler`.
///
/// The assembler is a struct behind a pointer the handler owns: its state is then mutated in place,
/// without the run-time exclusivity checks Swift makes on every access to a class's stored
/// properties, which cost a noticeable share of a parse at several events per element.
final class FeedEventHandler: XMLEventHandler {
    private let assembler: UnsafeMutablePointer<FeedDocumentAssembler>

    /// `delivery` receives each item as it ends; without one, the items are kept for `result`.
    /// `rssNamesIgnoreCase` reads RSS element names in any case (see `FeedTagClassifier`).
    /// `eventsAreValidUTF8`: the events come from a reader that checked every byte it hands over
    /// to be UTF-8 (`PlainXMLScanner`), so captured text becomes strings without a second check.
    init(
        documentURL: URL?, limits: FeedParserLimits, delivery: ItemDelivery? = nil,
        rssNamesIgnoreCase: Bool = false, eventsAreValidUTF8: Bool = false
    ) {
        assembler = .allocate(capacity: 1)
        var document = FeedDocumentAssembler(documentURL: documentURL, limits: limits, delivery: delivery)
        document.classifier.rssNamesIgnoreCase = rssNamesIgnoreCase
        document.textIsValidUTF8 = eventsAreValidUTF8
        assembler.initialize(to: document)
    }

    deinit {
        assembler.deinitialize(count: 1)
        assembler.deallocate()
    }

    /// The root element's name when it is not a feed's.
    var foreignRoot: String? { assembler.pointee.foreignRoot }

    /// How many elements were still open when the events ended.
    var openElements: Int { assembler.pointee.depth }

    /// Whether the root element's end tag came.
    var rootClosed: Bool { assembler.pointee.rootClosed }

    /// How many notes the assembler holds so far.
    var noteCount: Int { assembler.pointee.notes.count }

    /// Takes `other`'s notes in place of its own: for the second half of a document read in
    /// halves, whose notes before its items are the first half's too (see
    /// `XMLFeedReader.halvesPass`).
    func adoptNotes(of other: FeedEventHandler) {
        assembler.pointee.notes = other.assembler.pointee.notes
    }

    /// See `FeedDocumentAssembler.finishDocument()`.
    func finishDocument() {
        assembler.pointee.finishDocument()
    }

    /// The feed read, or nil when the root element was not a feed's.
    func result(diagnostics: [String], truncation: DocumentTruncation?) -> ParsedFeed? {
        assembler.pointee.takeResult(diagnostics: diagnostics, truncation: truncation)
    }

    func startElement(_ name: XMLName, attributes: XMLAttributes) {
        assembler.pointee.startElement(name, attributes: attributes)
    }

    func endElement(_ name: XMLName) {
        assembler.pointee.endElement(name)
    }

    func characters(_ text: XMLBytes) {
        assembler.pointee.characters(text)
    }
}
