import HTMLTreeService

/// A page's tree with what the extractor needs to know of each node, worked out in two passes
/// over the flat tree (no recursion): which nodes are left out from the start (scripts, hidden
/// elements, furniture), and how much text, link text and commas each node holds.
struct PageMeasures {
    let tree: HTMLTree
    /// Left out, with everything under it.
    var dropped: [Bool]
    /// Characters of visible text, runs of white space counted as one.
    var textLength: [Int32]
    /// Characters of text inside links.
    var linkLength: [Int32]
    var commas: [Int32]
    /// Descendant `p`, `img`, `li`, form controls and embeds, for the clean-up's rules.
    var counts: [ElementCounts]

    /// Counts of some descendant elements.
    struct ElementCounts {
        var paragraphs: Int32 = 0
        var images: Int32 = 0
        var listItems: Int32 = 0
        var inputs: Int32 = 0
        var embeds: Int32 = 0
        var headings: Int32 = 0

        /// These counts and `other`'s together.
        func adding(_ other: ElementCounts) -> ElementCounts { combined(with: other, sign: 1) }

        /// These counts less `other`'s.
        func subtracting(_ other: ElementCounts) -> ElementCounts { combined(with: other, sign: -1) }

        private func combined(with other: ElementCounts, sign: Int32) -> ElementCounts {
            ElementCounts(
                paragraphs: paragraphs + sign * other.paragraphs, images: images + sign * other.images,
                listItems: listItems + sign * other.listItems, inputs: inputs + sign * other.inputs,
                embeds: embeds + sign * other.embeds, headings: headings + sign * other.headings)
        }
    }

    /// Elements left out with their content wherever they are.
    static let neverContent: Set<String> = [
        "script", "style", "noscript", "template", "svg", "math", "canvas", "iframe", "object", "embed",
        "button", "input", "select", "textarea", "option", "nav", "aside", "footer", "header", "head",
        "link", "meta", "dialog", "menu",
    ]

    /// Builds the measures. With `stripsUnlikely` false, elements are not left out for their
    /// names alone (the second try, when the first found too little).
    init(tree: HTMLTree, stripsUnlikely: Bool = true) {
        self.tree = tree
        let count = tree.nodes.count
        dropped = Array(repeating: false, count: count)
        textLength = Array(repeating: 0, count: count)
        linkLength = Array(repeating: 0, count: count)
        commas = Array(repeating: 0, count: count)
        counts = Array(repeating: ElementCounts(), count: count)
        markDropped(stripsUnlikely: stripsUnlikely)
        measure()
    }

    /// Elements that end a paragraph: a `div` holding none of them reads as one paragraph.
    static let blockNames: Set<String> = [
        "address", "article", "aside", "blockquote", "dl", "div", "figure", "footer", "form", "h1", "h2",
        "h3",
        "h4", "h5", "h6", "header", "hr", "img", "li", "main", "nav", "ol", "p", "pre", "section", "table",
        "ul", "picture", "video",
    ]

    /// Whether element `index` holds a block among its children (those left out aside).
    func hasBlockChild(_ index: Int) -> Bool {
        var child = index + 1
        let end = Int(tree.nodes[index].end)
        while child < end {
            let node = tree.nodes[child]
            if !dropped[child], !node.isText, Self.blockNames.contains(node.name) { return true }
            child = Int(node.end)
        }
        return false
    }

    /// The link density of node `index`: the share of its text inside links.
    func linkDensity(_ index: Int) -> Double {
        let length = textLength[index]
        return length == 0 ? 0 : Double(linkLength[index]) / Double(length)
    }

    func name(_ index: Int) -> String { tree.nodes[index].name }

    func hints(_ index: Int) -> NodeHints {
        NodeHints(className: tree.attribute("class", of: index), id: tree.attribute("id", of: index))
    }

    private mutating func markDropped(stripsUnlikely: Bool) {
        let nodes = tree.nodes
        let holdsArticle = stripsUnlikely ? Self.holdsArticle(tree) : []
        var index = 1
        while index < nodes.count {
            let node = nodes[index]
            if !node.isText, isDropped(index, node.name, unlikely: stripsUnlikely && !holdsArticle[index]) {
                for inner in index..<Int(node.end) { dropped[inner] = true }
                index = Int(node.end)
            } else {
                index += 1
            }
        }
    }

    /// Whether each node holds an `article` or `main` element: a container of the article is not
    /// furniture, whatever its names say ("page-ad-margins", "container penci_sidebar").
    private static func holdsArticle(_ tree: HTMLTree) -> [Bool] {
        var holds = Array(repeating: false, count: tree.nodes.count)
        for index in stride(from: tree.nodes.count - 1, to: 0, by: -1) {
            let node = tree.nodes[index]
            if holds[index] || node.name == "article" || node.name == "main" {
                holds[Int(node.parent)] = true
            }
        }
        return holds
    }

    private func isDropped(_ index: Int, _ name: String, unlikely: Bool) -> Bool {
        if Self.neverContent.contains(name) { return true }
        let attributes = tree.attributes(of: index)
        if attributes.isEmpty { return false }
        var className: String?
        var id: String?
        for attribute in attributes {
            switch attribute.name {
            case "hidden": return true
            case "aria-hidden" where attribute.value == "true": return true
            case "style" where Self.hides(attribute.value): return true
            case "role" where NodeHints.furnitureRoles.contains(attribute.value): return true
            case "class": className = attribute.value
            case "id": id = attribute.value
            default: break
            }
        }
        guard unlikely, className != nil || id != nil, !Self.neverUnlikely.contains(name) else {
            return false
        }
        return NodeHints(className: className, id: id).isUnlikely
    }

    /// Elements whose names never make them furniture: the page itself, and the article's own.
    private static let neverUnlikely: Set<String> = [
        "html", "body", "a", "article", "main", "table", "code", "pre",
    ]

    /// Whether an inline style hides the element.
    private static func hides(_ style: String) -> Bool {
        let compact = style.utf8.filter { $0 != 0x20 }
        return NodeHints.contains(compact, Array("display:none".utf8))
            || NodeHints.contains(compact, Array("visibility:hidden".utf8))
    }

    /// Sums each node's measures into its parent, children before parents (reverse order).
    private mutating func measure() {
        let nodes = tree.nodes
        var index = nodes.count - 1
        while index > 0 {
            defer { index -= 1 }
            if dropped[index] { continue }
            let node = nodes[index]
            if node.isText {
                let (length, commaCount) = Self.visibleLength(node.text)
                textLength[index] = length
                commas[index] = commaCount
            } else {
                switch node.name {
                case "a": linkLength[index] = textLength[index]
                case "p": counts[index].paragraphs += 1
                case "img", "picture": counts[index].images += 1
                case "li": counts[index].listItems += 1
                case "input", "select", "textarea", "button": counts[index].inputs += 1
                case "embed", "object", "iframe", "video", "audio": counts[index].embeds += 1
                case "h1", "h2", "h3", "h4", "h5", "h6": counts[index].headings += 1
                default: break
                }
            }
            let parent = Int(node.parent)
            textLength[parent] += textLength[index]
            linkLength[parent] += linkLength[index]
            commas[parent] += commas[index]
            counts[parent] = counts[parent].adding(counts[index])
        }
    }

    /// The number of characters `text` shows (a run of white space counts once) and its commas
    /// (Latin, Arabic and CJK ones).
    static func visibleLength(_ text: String) -> (Int32, Int32) {
        var length: Int32 = 0
        var commaCount: Int32 = 0
        var inSpace = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C, 0xA0:
                if !inSpace { length += 1 }
                inSpace = true
                continue
            case 0x2C, 0x060C, 0xFE50, 0xFE10, 0xFE11, 0x2E41, 0x2E34, 0x2E32, 0xFF0C, 0x3001:
                commaCount += 1
            default: break
            }
            inSpace = false
            length += 1
        }
        return (length, commaCount)
    }
}
