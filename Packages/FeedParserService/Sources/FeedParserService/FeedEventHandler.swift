import Foundation
import XMLService

/// Receives libxml2's events through XMLService and hands them to a `FeedDocumentBuilder`.
///
/// The builder is a struct behind a pointer the handler owns: its state is then mutated in place,
/// without the run-time exclusivity checks Swift makes on every access to a class's stored
/// properties, which cost a noticeable share of a parse at several events per element.
final class FeedEventHandler: XMLEventHandler {
    private let builder: UnsafeMutablePointer<FeedDocumentBuilder>

    init(documentURL: URL?) {
        builder = .allocate(capacity: 1)
        builder.initialize(to: FeedDocumentBuilder(documentURL: documentURL))
    }

    deinit {
        builder.deinitialize(count: 1)
        builder.deallocate()
    }

    /// The root element's name when it is not a feed's.
    var foreignRoot: String? { builder.pointee.foreignRoot }

    /// How many elements were still open when the events ended.
    var openElements: Int { builder.pointee.depth }

    /// See `FeedDocumentBuilder.finishDocument()`.
    func finishDocument() {
        builder.pointee.finishDocument()
    }

    /// The feed read, or nil when the root element was not a feed's.
    func result(diagnostics: [String]) -> ParsedFeed? {
        builder.pointee.takeResult(diagnostics: diagnostics)
    }

    func startElement(_ name: XMLName, attributes: XMLAttributes) {
        builder.pointee.startElement(name, attributes: attributes)
    }

    func endElement(_ name: XMLName) {
        builder.pointee.endElement(name)
    }

    func characters(_ text: XMLBytes) {
        builder.pointee.characters(text)
    }
}
