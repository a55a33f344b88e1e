public import FoundationEssentials
public import HTMLTreeService
import TerminalTextService

/// Finds the article in a web page: parses it as browsers do (`HTMLTreeParsing`), leaves out
/// what is never content, picks the block that holds the text (`MainBlockFinder`), cleans it
/// (`ArticleCleanup`), writes it as the simple HTML our renderer draws and reads the page's
/// metadata.
public struct ArticleExtractor: Sendable {
    let parser: any HTMLTreeParsing

    public init(parser: any HTMLTreeParsing) {
        self.parser = parser
    }

    /// The article of `page`, fetched from `url` (relative links resolve against it, or
    /// against the page's `<base href>`). `charset` is the HTTP header's, if any.
    public func extract(_ page: Data, url: URL, charset: String? = nil) throws(ExtractionError)
        -> ExtractedArticle
    {
        let tree: HTMLTree
        do {
            tree = try parser.parse(page, charset: charset)
        } catch {
            throw .unreadable(error)
        }
        let metadata = PageMetadata(tree: tree)
        let base = metadata.base.flatMap { URL(string: $0, relativeTo: url)?.absoluteURL } ?? url
        // As Readability does: when leaving out furniture by its names leaves too little, the
        // names were wrong (a page wrapped in "page-ad-margins"); try again without them.
        var writer = body(of: tree, metadata: metadata, base: base, stripsUnlikely: true)
        if writer.map({ $0.text.utf8.count < Self.shortArticle }) ?? true,
            let second = body(of: tree, metadata: metadata, base: base, stripsUnlikely: false),
            second.text.utf8.count > writer?.text.utf8.count ?? 0
        {
            writer = second
        }
        guard let writer else { throw .noArticle }
        let text = TerminalText.sanitize(writer.text, tabs: .keep)
        guard !text.isEmpty else { throw .noArticle }
        return ExtractedArticle(
            url: url, title: metadata.title.map { TerminalText.sanitize($0) },
            byline: metadata.byline.map { TerminalText.sanitize($0) },
            published: metadata.published, language: metadata.language,
            image: metadata.image.flatMap { URL(string: $0, relativeTo: base)?.absoluteURL },
            html: TerminalText.sanitize(writer.html, tabs: .keep), text: text)
    }
}

extension ArticleExtractor {
    /// Bytes of text under which a first try is taken for a miss.
    static let shortArticle = 500

    /// The article's body written out, or nil when no paragraph scored.
    private func body(of tree: HTMLTree, metadata: PageMetadata, base: URL, stripsUnlikely: Bool)
        -> ArticleHTMLWriter?
    {
        let measures = PageMeasures(tree: tree, stripsUnlikely: stripsUnlikely)
        var finder = MainBlockFinder(measures: measures)
        guard let roots = finder.find() else { return nil }
        var cleanup = ArticleCleanup(measures: measures, scores: finder.scores)
        cleanup.clean(roots, title: metadata.title)
        var writer = ArticleHTMLWriter(measures: measures, removed: cleanup.removed, base: base)
        writer.write(roots)
        return writer
    }
}

/// Why no article came out of a page.
public enum ExtractionError: Error, Equatable, CustomStringConvertible {
    /// The page could not be parsed (too large, or the parser is missing).
    case unreadable(HTMLTreeError)
    /// The page holds no text that reads as an article (a list of links, a form, an image).
    case noArticle

    public var description: String {
        switch self {
        case .unreadable(let cause): "the page could not be read: \(cause)"
        case .noArticle: "no article was found in the page: it holds no paragraphs of text"
        }
    }
}
