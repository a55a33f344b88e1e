public import FoundationEssentials
import TerminalTextService
import XMLService

/// HTML laid out as plain terminal text, with its links listed beside it.
public struct RenderedText: Equatable, Sendable {
    /// The lines, each at most the requested width (preformatted text and tables too wide to
    /// fold excepted). No line holds a control character or an escape sequence.
    public let lines: [String]
    /// The links, numbered from 1 in the order their `[n]` markers appear in the text.
    public let links: [URL]
    /// The pictures (`<img>` with an http or https address), in the order of their
    /// `[image…]` markers, each placed after the last line of the block that holds it.
    public let images: [RenderedImage]

    public init(lines: [String], links: [URL], images: [RenderedImage] = []) {
        self.lines = lines
        self.links = links
        self.images = images
    }

    /// The lines joined with newlines.
    public var text: String { lines.joined(separator: "\n") }
}

/// A picture of rendered text: its address, and the line after which it is drawn.
public struct RenderedImage: Equatable, Sendable {
    public let url: URL
    /// The index in `RenderedText.lines` of the line the picture follows.
    public let line: Int

    public init(url: URL, line: Int) {
        self.url = url
        self.line = line
    }
}

/// HTML turned into text for a terminal.
///
/// The rendering is plain text, no styling: paragraphs with blank lines between them;
/// headings prefixed with `#` per level (`## Section`); lists with `- ` or `1. ` markers,
/// nested ones indented under their item; quotations prefixed with `> ` per level; `pre`
/// kept verbatim (tabs expanded, never reflowed); tables as aligned columns; images as
/// `[image: alt]`; links as `[n]` after their text, numbered in `RenderedText.links`.
/// `script`, `style`, `head`, `template`, `noscript`, `svg`, form controls and hidden
/// elements are dropped. All text passes through `TerminalText.sanitize`.
public enum HTMLText {
    /// Renders `html` (a fragment or a page) at `width` cells. Relative links resolve against
    /// `baseURL`, or against the document's own `<base href>` when it has one.
    ///
    /// The markup is sanitised before parsing (so a raw escape sequence goes as a whole, where
    /// libxml2 would drop only its ESC) and each text after decoding (for `&#x9b;` and friends).
    public static func render(_ html: String, width: Int, baseURL: URL? = nil) -> RenderedText {
        let root = DocumentParsing.parse(TerminalText.sanitize(html, tabs: .keep))
        var engine = RenderEngine(width: width, baseURL: baseURL)
        TreeWalk.walk(root) { engine.take($0) }
        let lines = engine.finish()
        return RenderedText(lines: lines, links: engine.links, images: engine.images)
    }

    /// The text of `html` on one line: tags stripped, entities decoded, whitespace collapsed,
    /// sanitised; for titles and list previews. Dropped elements (`script`, `style` …) leave
    /// nothing, images leave nothing, blocks and line breaks leave a space.
    public static func plainText(fromHTML html: String) -> String {
        // Byte by byte: `contains` on the String itself walks its characters, which made this
        // check 4 % of a first sync's instructions (5,000 titles, each read twice). A "<" that
        // starts a character with combining marks is found here too, and the HTML path then
        // reads it as the text it is.
        let utf8 = html.utf8
        guard utf8.contains(UInt8(ascii: "<")) || utf8.contains(UInt8(ascii: "&")) else {
            return plainText(fromText: html)
        }
        var inline = InlineText()
        TreeWalk.walk(DocumentParsing.parse(TerminalText.sanitize(html, tabs: .keep))) { step in
            switch step {
            case .open(let element):
                if ElementClasses.dropped.contains(element.name) || ElementClasses.isHidden(element) {
                    return false
                }
                if ElementClasses.lineBlocks.contains(element.name)
                    || ElementClasses.spacedBlocks.contains(element.name)
                    || element.name == "br"
                {
                    inline.append(" ")
                }
            case .text(let text):
                inline.append(TerminalText.sanitize(text, tabs: .keep))
            case .close(let name):
                if ElementClasses.lineBlocks.contains(name) || ElementClasses.spacedBlocks.contains(name) {
                    inline.append(" ")
                }
            }
            return true
        }
        return inline.take()
    }

    /// `text` (not HTML) on one line: whitespace collapsed, sanitised.
    public static func plainText(fromText text: String) -> String {
        var inline = InlineText()
        inline.append(TerminalText.sanitize(text, tabs: .keep))
        return inline.take()
    }
}
