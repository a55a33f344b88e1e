import FoundationEssentials
import TerminalTextService
import UnicodeTextService
import XMLService

/// Turns the steps of a document walk into lines of terminal text.
///
/// Every open element pushes one `Action` saying what its closing must undo, so the engine
/// needs no recursion and handles malformed nesting the way libxml2 repaired it.
struct RenderEngine {
    private enum Action {
        case nothing
        case block(Separation)
        case container(Separation)
        case list(Separation)
        case preformatted
        case table
        case nestedTable
        case row
        case cell
        case caption
        case cellSeparator
        case anchor(URL?, visibleAtOpen: Int)
        case quotation
        case code
    }

    private struct ListCounter {
        var ordered: Bool
        var next: Int
    }

    private var layout: BlockLayout
    private var base: URL?
    private var baseFromDocument = false
    private var paragraph = InlineText()
    private var actions: [Action] = []
    private var lists: [ListCounter] = []
    private var preDepth = 0
    private var preText = ""
    private var table: TableCollector?
    private var tableDepth = 0
    private var codeDepth = 0
    /// Counts the pieces of visible content so far, to tell whether a link had any.
    private var visible = 0
    private(set) var links: [URL] = []
    private var linkNumbers: [URL: Int] = [:]
    /// The pictures placed so far, each after the last line of the block that holds it.
    private(set) var images: [RenderedImage] = []
    /// The pictures of the block being written, placed once it is.
    private var pendingImages: [URL] = []

    init(width: Int, baseURL: URL?) {
        layout = BlockLayout(width: width)
        base = baseURL
    }

    /// The lines written, once the walk is over.
    mutating func finish() -> [String] {
        flushParagraph()
        let lines = layout.finished()
        let last = max(lines.count - 1, 0)
        images = images.map { RenderedImage(url: $0.url, line: min($0.line, last)) }
        return lines.map {
            $0.contains("\u{A0}") ? String($0.map { $0 == "\u{A0}" ? " " : $0 }) : $0
        }
    }

    /// Takes one step of the walk; returns false to skip an element's children.
    mutating func take(_ step: TreeStep) -> Bool {
        switch step {
        case .open(let element):
            return open(element)
        case .text(let text):
            addText(TerminalText.sanitize(text, tabs: .keep))
            return true
        case .close:
            close(actions.popLast() ?? .nothing)
            return true
        }
    }

    // MARK: Opening

    private mutating func open(_ element: HTMLElement) -> Bool {
        let name = element.name
        if name == "head" { adoptBase(from: element.children) }
        if name == "base" { adoptBase(from: [.element(element)]) }
        if ElementClasses.dropped.contains(name) || ElementClasses.isHidden(element) {
            actions.append(.nothing)
            return false
        }
        if let label = ElementClasses.media[name] {
            addMedia(element, label: label)
            actions.append(.nothing)
            return false
        }
        actions.append(action(opening: element))
        return true
    }

    /// What opening `element` does, and what its closing will undo.
    private mutating func action(opening element: HTMLElement) -> Action {
        let name = element.name
        switch name {
        case "br":
            lineBreak()
            return .nothing
        case "wbr":
            addInline("\u{200B}", counts: false)
            return .nothing
        case "a":
            let href = element.attribute("href") ?? ""
            let url = URLResolution.resolve(href, against: base).flatMap {
                URLResolution.isFollowable($0, href: href) ? $0 : nil
            }
            return .anchor(url, visibleAtOpen: visible)
        case "q":
            addInline("\u{201C}", counts: false)
            return .quotation
        case _ where ElementClasses.code.contains(name):
            codeDepth += 1
            return .code
        default:
            break
        }
        if tableDepth > 0 { return tableAction(opening: element) }
        if preDepth > 0 {
            if name == "pre" { preDepth += 1 }
            return name == "pre" ? .preformatted : .nothing
        }
        return blockAction(opening: element)
    }

    /// Opening an element inside a table: rows and cells of the outermost table build the grid,
    /// everything block-like elsewhere in it only separates words.
    private mutating func tableAction(opening element: HTMLElement) -> Action {
        let name = element.name
        if name == "table" {
            tableDepth += 1
            table?.append(" ")
            return .nestedTable
        }
        if tableDepth == 1 {
            switch name {
            case "tr":
                table?.startRow()
                return .row
            case "td", "th":
                let span = element.attribute("colspan").flatMap {
                    Int(WhiteSpace.trimmingSpaces($0))
                }
                table?.startCell(isHeader: name == "th", span: span ?? 1)
                return .cell
            case "caption":
                table?.startCaption()
                return .caption
            default:
                break
            }
        }
        if ElementClasses.spacedBlocks.contains(name) || ElementClasses.lineBlocks.contains(name) {
            table?.append(" ")
            return .cellSeparator
        }
        return .nothing
    }

    private mutating func blockAction(opening element: HTMLElement) -> Action {
        let name = element.name
        if let level = ElementClasses.headingLevel(name) {
            let marker = String(repeating: "#", count: level) + " "
            return openContainer(BlockContainer(firstPrefix: marker, prefix: spaces(marker)), .blank)
        }
        switch name {
        case "p", "dl", "figure", "address", "fieldset":
            return openBlock(.blank)
        case "pre":
            flushParagraph()
            layout.request(.blank)
            preDepth = 1
            preText = ""
            return .preformatted
        case "table":
            flushParagraph()
            layout.request(.blank)
            table = TableCollector()
            tableDepth = 1
            return .table
        case "hr":
            flushParagraph()
            layout.request(.blank)
            layout.writeVerbatim([String(repeating: "-", count: layout.contentWidth)])
            layout.request(.blank)
            return .nothing
        case "ul", "ol", "menu":
            flushParagraph()
            let separation: Separation = layout.isInListItem ? .line : .blank
            layout.request(separation)
            let start = element.attribute("start").flatMap { Int(WhiteSpace.trimmingSpaces($0)) }
            lists.append(ListCounter(ordered: name == "ol", next: start ?? 1))
            return .list(separation)
        case "li":
            return openContainer(listItem(element), .line)
        case "blockquote":
            return openContainer(BlockContainer(firstPrefix: "> ", prefix: "> "), .blank)
        case "dd":
            return openContainer(BlockContainer(firstPrefix: "    ", prefix: "    "), .line)
        default:
            return ElementClasses.lineBlocks.contains(name) ? openBlock(.line) : .nothing
        }
    }

    /// A list item's container: its marker (`- `, or its number in an ordered list) first.
    private mutating func listItem(_ element: HTMLElement) -> BlockContainer {
        var marker = "- "
        if let list = lists.last, list.ordered {
            let number =
                element.attribute("value").flatMap { Int(WhiteSpace.trimmingSpaces($0)) }
                ?? list.next
            lists[lists.count - 1].next = number + 1
            marker = "\(number). "
        }
        return BlockContainer(firstPrefix: marker, prefix: spaces(marker), isListItem: true)
    }

    private mutating func openBlock(_ separation: Separation) -> Action {
        flushParagraph()
        layout.request(separation)
        return .block(separation)
    }

    private mutating func openContainer(_ container: BlockContainer, _ separation: Separation) -> Action {
        flushParagraph()
        layout.request(separation)
        layout.push(container)
        return .container(separation)
    }

    // MARK: Closing

    private mutating func close(_ action: Action) {
        switch action {
        case .nothing:
            break
        case .block(let separation):
            flushParagraph()
            layout.request(separation)
        case .container(let separation):
            flushParagraph()
            layout.pop()
            layout.request(separation)
        case .list(let separation):
            flushParagraph()
            lists.removeLast()
            layout.request(separation)
        case .preformatted:
            preDepth -= 1
            if preDepth == 0 { writePreformatted() }
        case .table:
            writeTable()
        case .nestedTable, .cellSeparator:
            if case .nestedTable = action { tableDepth -= 1 }
            table?.append(" ")
        case .row:
            table?.endRow()
        case .cell:
            table?.endCell()
        case .caption:
            table?.endCaption()
        case .anchor(let url, let visibleAtOpen):
            if let url, visible > visibleAtOpen { attach("[\(number(for: url))]") }
        case .quotation:
            attach("\u{201D}")
        case .code:
            codeDepth -= 1
        }
    }

    // MARK: Content

    private mutating func addText(_ text: String) {
        if tableDepth > 0 {
            table?.append(text, preservingSpaces: codeDepth > 0)
        } else if preDepth > 0 {
            preText += text
        } else if codeDepth > 0 {
            paragraph.appendPreservingSpaces(text)
        } else {
            paragraph.append(text)
        }
        if text.contains(where: { !$0.isWhitespace }) { visible += 1 }
    }

    /// Adds generated inline text such as `[image: …]`; `counts` says whether it is content.
    private mutating func addInline(_ text: String, counts: Bool = true) {
        if tableDepth > 0 {
            table?.append(text)
        } else if preDepth > 0 {
            preText += text
        } else {
            paragraph.append(text)
        }
        if counts { visible += 1 }
    }

    private mutating func attach(_ text: String) {
        if tableDepth > 0 {
            table?.attach(text)
        } else if preDepth > 0 {
            preText += text
        } else {
            paragraph.attach(text)
        }
    }

    private mutating func lineBreak() {
        if tableDepth > 0 {
            table?.lineBreak()
        } else if preDepth > 0 {
            preText += "\n"
        } else {
            paragraph.lineBreak()
        }
    }

    /// `[image: alt]`, `[video]` …, followed by the number of the media's address when the
    /// media is not an image (an image inside a link gets the link's number instead).
    private mutating func addMedia(_ element: HTMLElement, label: String) {
        let alt = InlineTextCollapse.collapsed(
            TerminalText.sanitize(element.attribute("alt") ?? element.attribute("title") ?? "", tabs: .keep))
        // A space before the label keeps `<img> <img>` apart even where libxml2 dropped the
        // space between them; the colon is glued to the text so the label does not wrap there.
        addInline(" ", counts: false)
        addInline(alt.isEmpty ? "[\(label)]" : "[\(label):\u{A0}\(alt)]")
        guard element.name != "img" else {
            if let source = element.attribute("src"), let url = URLResolution.resolve(source, against: base),
                ["http", "https"].contains(url.scheme?.lowercased())
            {
                pendingImages.append(url)
            }
            return
        }
        let source =
            element.attribute("src")
            ?? element.children.lazy.compactMap { node -> String? in
                guard case .element(let child) = node, child.name == "source" else { return nil }
                return child.attribute("src")
            }.first
        if let source, let url = URLResolution.resolve(source, against: base),
            URLResolution.isFollowable(url, href: source)
        {
            attach("[\(number(for: url))]")
        }
    }

    private mutating func adoptBase(from nodes: [HTMLNode]) {
        guard !baseFromDocument else { return }
        for node in nodes {
            guard case .element(let element) = node, element.name == "base",
                let href = element.attribute("href"),
                let url = URLResolution.resolve(href, against: base)
            else { continue }
            base = url
            baseFromDocument = true
            return
        }
    }

    private mutating func number(for url: URL) -> Int {
        if let number = linkNumbers[url] { return number }
        links.append(url)
        linkNumbers[url] = links.count
        return links.count
    }

    // MARK: Writing blocks

    private mutating func flushParagraph() {
        let text = paragraph.take()
        if !text.isEmpty { layout.writeParagraph(text) }
        placeImages()
    }

    /// Places the pictures of the block just written after its last line.
    private mutating func placeImages() {
        guard !pendingImages.isEmpty, preDepth == 0, tableDepth == 0 else { return }
        let line = max(layout.lines.count - 1, 0)
        images += pendingImages.map { RenderedImage(url: $0, line: line) }
        pendingImages = []
    }

    private mutating func writePreformatted() {
        var text = preText
        preText = ""
        if text.first == "\n" { text.removeFirst() }
        while let last = text.last, last == "\n" || last == " " { text.removeLast() }
        guard !text.isEmpty else { return }
        layout.writeVerbatim(
            TerminalText.expandTabs(text).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init))
        placeImages()
        layout.request(.blank)
    }

    private mutating func writeTable() {
        tableDepth = 0
        guard var collector = table else { return }
        table = nil
        collector.finish()
        if !collector.caption.isEmpty { layout.writeParagraph(collector.caption) }
        layout.writeVerbatim(TableLayout.lines(for: collector.rows, width: layout.contentWidth))
        placeImages()
        layout.request(.blank)
    }

    private func spaces(_ marker: String) -> String {
        String(repeating: " ", count: TerminalText.width(of: marker))
    }
}

/// Whitespace collapsing for attribute text such as `alt`.
enum InlineTextCollapse {
    static func collapsed(_ text: String) -> String {
        var inline = InlineText()
        inline.append(text)
        return inline.take()
    }
}
