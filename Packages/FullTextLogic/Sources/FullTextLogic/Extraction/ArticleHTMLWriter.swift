import FoundationEssentials
import HTMLTreeService
import UnicodeTextService

/// Writes the chosen nodes as the simple HTML our renderer draws (paragraphs, headings, lists,
/// quotes, code, tables, figures, links and images, every address absolute), and the same text
/// plain, a line per paragraph. Everything else is unwrapped: its text stays, its tag goes.
struct ArticleHTMLWriter {
    let measures: PageMeasures
    let removed: Set<Int>
    /// What relative addresses resolve against: the page's `<base href>`, else its URL.
    let base: URL
    /// The HTML and the plain text, as UTF-8 while they are written.
    private var htmlBytes: [UInt8] = []
    private var textBytes: [UInt8] = []
    /// The body as HTML.
    var html: String { String(decoding: htmlBytes, as: UTF8.self) }
    /// The body as plain text, a line per paragraph, each line trimmed.
    var text: String { String(decoding: textBytes, as: UTF8.self) }
    /// Whether the plain text needs a space before the next word.
    private var pendingSpace = false
    /// How many `pre` elements are open: inside them white space is kept.
    private var preformatted = 0

    init(measures: PageMeasures, removed: Set<Int>, base: URL) {
        self.measures = measures
        self.removed = removed
        self.base = base
    }

    /// Tags written as they are, block-level ones first.
    static let blockTags: Set<String> = [
        "p", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt", "dd", "blockquote", "pre", "table",
        "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "figure", "figcaption",
    ]
    static let inlineTags: Set<String> = [
        "code", "em", "strong", "b", "i", "u", "s", "sub", "sup", "small", "mark", "q", "cite", "abbr", "kbd",
        "samp", "var", "del", "ins",
    ]
    /// Containers that read as a paragraph when they hold no block.
    static let paragraphLike: Set<String> = ["div", "section", "article", "main", "center"]

    private enum Step {
        case visit(Int)
        case close(String, block: Bool)
    }

    /// What to do with an element: leave it out, write its children without a tag of its own,
    /// or write it as `tag` around its children.
    private enum Opening {
        case skip
        case transparent
        case tag(String)
    }

    /// Elements that mean nothing outside their parent: a chosen cell or item is written as its
    /// content alone.
    static let partsOfAWhole: Set<String> = ["td", "th", "tr", "tbody", "thead", "tfoot", "li", "dd", "dt"]

    mutating func write(_ roots: [Int]) {
        var steps: [Step] = []
        for root in roots.reversed() {
            if Self.partsOfAWhole.contains(measures.tree.nodes[root].name) {
                steps += measures.tree.children(of: root).reversed().map { .visit($0) }
            } else {
                steps.append(.visit(root))
            }
        }
        while let step = steps.popLast() {
            switch step {
            case .close(let tag, let block):
                if tag == "pre" { preformatted -= 1 }
                html("</\(tag)>")
                if block { endLine() }
            case .visit(let index):
                guard !measures.dropped[index], !removed.contains(index) else { continue }
                let node = measures.tree.nodes[index]
                if node.isText {
                    appendText(node.text)
                    continue
                }
                switch open(index, name: node.name) {
                case .skip:
                    continue
                case .transparent:
                    break
                case .tag(let tag):
                    steps.append(.close(tag, block: Self.blockTags.contains(tag)))
                }
                for child in measures.tree.children(of: index).reversed() { steps.append(.visit(child)) }
            }
        }
        while textBytes.last == 0x0A || textBytes.last == 0x20 { textBytes.removeLast() }
    }

    /// Writes the opening of element `index`, and says what to do with its children.
    private mutating func open(_ index: Int, name: String) -> Opening {
        let tree = measures.tree
        switch name {
        case "br":
            html("<br>")
            endLine()
            return .skip
        case "hr":
            html("<hr>")
            endLine()
            return .skip
        case "img":
            writeImage(index)
            return .skip
        case "h1":
            return openBlock("h2")
        case "p" where measures.textLength[index] == 0 && measures.counts[index].images == 0:
            return .skip
        case "a":
            guard let href = tree.attribute("href", of: index), let url = resolve(href),
                Self.isFollowable(url, href: href)
            else { return .transparent }
            writePendingSpace()
            html("<a href=\"\(MarkupEscaping.attribute(url.absoluteString))\">")
            return .tag("a")
        case "pre":
            preformatted += 1
            return openBlock("pre")
        case _ where Self.blockTags.contains(name):
            return openBlock(name)
        case _ where Self.inlineTags.contains(name):
            writePendingSpace()
            html("<\(name)>")
            return .tag(name)
        case _
        where Self.paragraphLike.contains(name) && measures.textLength[index] > 0
            && !measures.hasBlockChild(index):
            return openBlock("p")
        default:
            return .transparent
        }
    }

    private mutating func openBlock(_ tag: String) -> Opening {
        endLine()
        html("<\(tag)>")
        return .tag(tag)
    }

    private mutating func writeImage(_ index: Int) {
        let tree = measures.tree
        let candidates = ["data-src", "data-lazy-src", "data-original", "src"].compactMap {
            tree.attribute($0, of: index)
        }
        let fromSet = tree.attribute("srcset", of: index).flatMap {
            $0.split(separator: ",").first?.split(separator: " ").first.map(String.init)
        }
        guard
            let source = (candidates + [fromSet].compactMap { $0 }).first(where: {
                !$0.hasPrefix("data:") && !$0.isEmpty
            }),
            let url = resolve(source)
        else { return }
        let alt = tree.attribute("alt", of: index) ?? ""
        html(
            "<img src=\"\(MarkupEscaping.attribute(url.absoluteString))\" alt=\"\(MarkupEscaping.attribute(alt))\">"
        )
    }

    private mutating func html(_ markup: String) {
        htmlBytes += markup.utf8
    }

    /// Writes the space a run of text left pending, before an inline element opens, so that it
    /// falls outside the element as the page had it.
    private mutating func writePendingSpace() {
        guard pendingSpace else { return }
        htmlBytes.append(0x20)
        if let last = textBytes.last, last != 0x0A { textBytes.append(0x20) }
        pendingSpace = false
    }

    /// Appends a run of text: escaped in the HTML, and with runs of white space as one space in
    /// both (outside `pre`), none at the start of a line of the plain text.
    private mutating func appendText(_ content: String) {
        for byte in content.utf8 {
            if preformatted == 0, byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
            {
                pendingSpace = true
                continue
            }
            writePendingSpace()
            textBytes.append(byte)
            switch byte {
            case 0x26: htmlBytes += "&amp;".utf8
            case 0x3C: htmlBytes += "&lt;".utf8
            case 0x3E: htmlBytes += "&gt;".utf8
            default: htmlBytes.append(byte)
            }
        }
    }

    /// Ends the plain text's line, unless it is already at the start of one.
    private mutating func endLine() {
        while textBytes.last == 0x20 { textBytes.removeLast() }
        if let last = textBytes.last, last != 0x0A { textBytes.append(0x0A) }
        pendingSpace = false
    }

    private func resolve(_ reference: String) -> URL? {
        let cleaned = reference.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
        let trimmed = cleaned.drop { $0 == " " }
        guard !trimmed.isEmpty, let url = URL(string: String(trimmed), relativeTo: base) else { return nil }
        return url.absoluteURL
    }

    /// Whether a link leads somewhere a reader can open: http, https or mail, and not only a
    /// jump inside the page.
    static func isFollowable(_ url: URL, href: String) -> Bool {
        guard let scheme = url.scheme?.lowercased(), ["http", "https", "mailto"].contains(scheme) else {
            return false
        }
        return !href.drop { $0 == " " }.hasPrefix("#")
    }
}
