import FoundationEssentials
import XMLService

/// Parses HTML with XMLService, always as a whole document: libxml2's fragment mode nests
/// sibling top-level elements and drops the spaces between them.
enum DocumentParsing {
    /// The tree of `html`, which is already text (so no size limit applies: its size was
    /// checked when the document that carried it was read).
    static func parse(_ html: String) -> HTMLElement {
        (try? HTMLDocument.parse(Data(html.utf8), encoding: "UTF-8", maxBytes: Int.max).root)
            ?? HTMLElement(name: "#document")
    }

    /// The tree of a page's bytes; `charset` (from HTTP) overrides the page's own declaration.
    static func parse(_ data: Data, charset: String?, maxBytes: Int) throws(HTMLServiceError) -> HTMLElement {
        do {
            return try HTMLDocument.parse(data, encoding: charset, maxBytes: maxBytes).root
        } catch .tooLarge(let size, let limit) {
            throw .pageTooLarge(size: size, limit: limit)
        } catch {
            throw .unreadable(reason: error.description)
        }
    }
}
