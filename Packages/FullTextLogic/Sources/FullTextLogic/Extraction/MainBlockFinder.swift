import HTMLTreeService

/// Finds the block of a page that holds the article, the way Readability does: every paragraph
/// of some length scores its parent and, half as much, its grandparent (more for commas and
/// length); a container starts from what its tag and names suggest, and keeps the share of its
/// score that is not link text. The best container wins, with those of its siblings that score
/// close to it or read as paragraphs of the same text.
struct MainBlockFinder {
    let measures: PageMeasures
    /// Each scored container's score, by node index.
    private(set) var scores: [Int: Double] = [:]

    init(measures: PageMeasures) {
        self.measures = measures
    }

    /// The shortest paragraph that scores.
    static let shortestParagraph: Int32 = 25

    /// The nodes that make up the article, in document order: the best container and the
    /// siblings that go with it; nil when no paragraph scored.
    mutating func find() -> [Int]? {
        scoreParagraphs()
        for (index, score) in scores { scores[index] = score * (1 - measures.linkDensity(index)) }
        // Best first; among equals, the first in the page.
        let ranked = scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        guard let best = ranked.first else { return nil }
        let top = commonContainer(of: best)
        return withSiblings(of: top, score: scores[top] ?? best.value)
    }

    /// The container of the article when its text is split into chunks (a page that puts an
    /// advertisement or a grid between every few paragraphs): the nearest of the best
    /// container's ancestors, up to three levels, that holds another scored element with the
    /// same class as the best one and a fifth of its score.
    private func commonContainer(of best: (key: Int, value: Double)) -> Int {
        let tree = measures.tree
        guard let className = tree.attribute("class", of: best.key), !className.isEmpty else {
            return best.key
        }
        var ancestor = Int(tree.nodes[best.key].parent)
        for _ in 0..<3 {
            guard ancestor > 0, tree.nodes[ancestor].name != "body" else { break }
            let end = Int(tree.nodes[ancestor].end)
            let chunks = scores.filter { chunk, score in
                chunk != best.key && chunk > ancestor && chunk < end && score >= best.value * 0.2
                    && tree.attribute("class", of: chunk) == className
            }
            if !chunks.isEmpty { return ancestor }
            ancestor = Int(tree.nodes[ancestor].parent)
        }
        return best.key
    }

    private mutating func scoreParagraphs() {
        let tree = measures.tree
        for index in 1..<tree.nodes.count where !measures.dropped[index] {
            let node = tree.nodes[index]
            if node.isText { continue }
            let length: Int32
            let commas: Int32
            let parent: Int
            switch node.name {
            case "p", "pre":
                (length, commas, parent) = (
                    measures.textLength[index], measures.commas[index], Int(node.parent)
                )
            case "td":
                // A cell of paragraphs is a container (a table layout's content column), not one.
                guard !measures.hasBlockChild(index) else { continue }
                (length, commas, parent) = (
                    measures.textLength[index], measures.commas[index], Int(node.parent)
                )
            case "span":
                guard !measures.hasBlockChild(index), isBlockLevelSpan(index) else { continue }
                (length, commas, parent) = (
                    measures.textLength[index], measures.commas[index], Int(node.parent)
                )
            case "div", "section", "article":
                if measures.hasBlockChild(index) {
                    // Text directly in a container of blocks reads as a paragraph of its own.
                    (length, commas) = directText(of: index)
                    parent = index
                } else {
                    (length, commas, parent) = (
                        measures.textLength[index], measures.commas[index], Int(node.parent)
                    )
                }
            default:
                continue
            }
            guard length >= Self.shortestParagraph, parent > 0 else { continue }
            let score = 1 + Double(commas) + Double(min(length / 100, 3))
            add(score, to: parent)
            let grandparent = Int(tree.nodes[parent].parent)
            if grandparent > 0 { add(score / 2, to: grandparent) }
        }
    }

    /// A `span` counts as a paragraph only when its parent holds blocks too.
    private func isBlockLevelSpan(_ index: Int) -> Bool {
        let parent = Int(measures.tree.nodes[index].parent)
        return parent > 0 && measures.hasBlockChild(parent)
    }

    private mutating func add(_ score: Double, to index: Int) {
        if let current = scores[index] {
            scores[index] = current + score
        } else {
            scores[index] =
                Double(Self.initialScore(measures.name(index)) + measures.hints(index).weight) + score
        }
    }

    /// What a container's tag suggests before any paragraph scores it.
    static func initialScore(_ name: String) -> Int {
        switch name {
        case "div", "article", "section", "main": 5
        case "pre", "td", "blockquote": 3
        case "address", "ol", "ul", "dl", "dd", "dt", "li", "form": -3
        case "h1", "h2", "h3", "h4", "h5", "h6", "th": -5
        default: 0
        }
    }

    /// The length and commas of the text that lies directly in `index` or in its inline children.
    private func directText(of index: Int) -> (Int32, Int32) {
        let tree = measures.tree
        var length: Int32 = 0
        var commas: Int32 = 0
        var child = index + 1
        let end = Int(tree.nodes[index].end)
        while child < end {
            let node = tree.nodes[child]
            if !measures.dropped[child], node.isText || !PageMeasures.blockNames.contains(node.name) {
                length += measures.textLength[child]
                commas += measures.commas[child]
            }
            child = Int(node.end)
        }
        return (length, commas)
    }

    /// The best container with those siblings that belong to the same text.
    private func withSiblings(of best: Int, score: Double) -> [Int] {
        let tree = measures.tree
        let parent = Int(tree.nodes[best].parent)
        guard parent > 0 else { return [best] }
        let threshold = max(10, score * 0.2)
        let bestClass = tree.attribute("class", of: best)
        var chosen: [Int] = []
        for sibling in tree.children(of: parent) where !measures.dropped[sibling] {
            if sibling == best {
                chosen.append(sibling)
                continue
            }
            let node = tree.nodes[sibling]
            if node.isText { continue }
            var bonus = 0.0
            if let bestClass, !bestClass.isEmpty, tree.attribute("class", of: sibling) == bestClass {
                bonus = score * 0.2
            }
            if let siblingScore = scores[sibling], siblingScore + bonus >= threshold {
                chosen.append(sibling)
            } else if node.name == "p" {
                let length = measures.textLength[sibling]
                let density = measures.linkDensity(sibling)
                if length > 80 && density < 0.25 {
                    chosen.append(sibling)
                } else if length > 0 && length <= 80 && density == 0 && endsSentence(sibling) {
                    chosen.append(sibling)
                }
            }
        }
        return chosen
    }

    /// Whether the text of `index` has a full stop followed by a space or the end.
    private func endsSentence(_ index: Int) -> Bool {
        let text = Array(measures.tree.text(of: index).utf8)
        for position in text.indices where text[position] == 0x2E {
            if position + 1 == text.count || text[position + 1] == 0x20 { return true }
        }
        return false
    }
}
