import HTMLTreeService

/// Takes out of the chosen block what is not the article's text, by Readability's rules: headings
/// that are links or furniture, and any container whose content is mostly links, images, list
/// items or form controls for the little text it has, unless a long text stands beside it.
struct ArticleCleanup {
    var measures: PageMeasures
    let scores: [Int: Double]
    /// Nodes taken out, with everything under them.
    private(set) var removed: Set<Int> = []

    init(measures: PageMeasures, scores: [Int: Double]) {
        self.measures = measures
        self.scores = scores
    }

    /// Containers the clean-up weighs.
    static let weighed: Set<String> = [
        "table", "ul", "ol", "div", "section", "form", "fieldset", "figure", "dl",
    ]

    mutating func clean(_ roots: [Int], title: String?) {
        let tree = measures.tree
        var kept: Set<Int> = []
        for root in roots {
            // Inner containers first, as their removal changes what the outer ones hold.
            for index in stride(from: Int(tree.nodes[root].end) - 1, through: root, by: -1) {
                // Descendants come before their ancestors here, so none is inside a removed node.
                guard !measures.dropped[index] else { continue }
                let name = tree.nodes[index].name
                if name.count == 2, name.first == "h", let level = name.last?.wholeNumberValue,
                    (1...6).contains(level)
                {
                    if shouldDropHeading(index, level: level, title: title) { remove(index) }
                } else if Self.weighed.contains(name), !kept.contains(index), shouldRemove(index) {
                    if hasLongSiblings(index) {
                        for inner in index..<Int(tree.nodes[index].end) { kept.insert(inner) }
                    } else {
                        remove(index)
                    }
                }
            }
        }
    }

    /// A heading goes when it repeats the title, is furniture by its names, or is mostly a link.
    private func shouldDropHeading(_ index: Int, level: Int, title: String?) -> Bool {
        if measures.hints(index).weight < 0 || measures.linkDensity(index) > 0.33 { return true }
        guard level <= 2, let title else { return false }
        return TextComparison.similar(measures.tree.text(of: index), title)
    }

    private func shouldRemove(_ index: Int) -> Bool {
        let weight = measures.hints(index).weight
        let score = scores[index] ?? 0
        if Double(weight) + score < 0 { return true }
        if measures.commas[index] >= 10 { return false }
        let counts = measures.counts[index]
        let name = measures.name(index)
        let length = measures.textLength[index]
        let density = measures.linkDensity(index)
        let isList = name == "ul" || name == "ol"
        if name == "figure" { return length == 0 && counts.images == 0 }
        if counts.paragraphs > 0 && Double(counts.images) > 1 + Double(counts.paragraphs) * 1.3 {
            return true
        }
        if !isList && counts.listItems - 100 > counts.paragraphs { return true }
        if Double(counts.inputs) > Double(counts.paragraphs) / 3 { return true }
        if length < 25 && counts.images == 0 && counts.headings == 0 { return true }
        if weight < 25 && density > 0.2 { return true }
        if weight >= 25 && density > 0.5 { return true }
        if (counts.embeds == 1 && length < 75) || counts.embeds > 1 { return true }
        return length == 0 && counts.images == 0
    }

    /// Whether the siblings just before and after `index` hold more than 1,000 characters:
    /// then what looked like furniture is part of a long text.
    private func hasLongSiblings(_ index: Int) -> Bool {
        let tree = measures.tree
        let parent = Int(tree.nodes[index].parent)
        guard parent >= 0 else { return false }
        let siblings = tree.children(of: parent).filter { !measures.dropped[$0] && !removed.contains($0) }
        guard let position = siblings.firstIndex(of: index) else { return false }
        var total: Int32 = 0
        for neighbour in [position - 1, position + 1] where siblings.indices.contains(neighbour) {
            total += measures.textLength[siblings[neighbour]]
        }
        return total > 1000
    }

    /// Takes `index` out and its measures out of its ancestors'.
    private mutating func remove(_ index: Int) {
        removed.insert(index)
        let tree = measures.tree
        let (length, links, commas, counts) = (
            measures.textLength[index], measures.linkLength[index], measures.commas[index],
            measures.counts[index]
        )
        var ancestor = Int(tree.nodes[index].parent)
        while ancestor >= 0 {
            measures.textLength[ancestor] -= length
            measures.linkLength[ancestor] -= links
            measures.commas[ancestor] -= commas
            measures.counts[ancestor] = measures.counts[ancestor].subtracting(counts)
            ancestor = Int(tree.nodes[ancestor].parent)
        }
    }
}
