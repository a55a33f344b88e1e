/// A parsed web page as one flat list of nodes in document order, so that a whole subtree is a
/// range of indices and aggregates over the tree are loops, never recursion: deep nesting cannot
/// exhaust the stack, and walking a page touches memory in order.
///
/// Node 0 is the document. A node's descendants are the nodes `index + 1 ..< end`; its parent is
/// `parent` (the document's is -1). Elements carry their lowercase tag name and attributes, text
/// nodes their decoded text; comments, doctypes and processing instructions are left out.
public struct HTMLTree: Sendable {
    /// One element or run of text.
    public struct Node: Sendable {
        /// The lowercase tag name of an element (`div`, `svg`), or `#text`, or `#document`.
        public let name: String
        /// The index of the parent node, or -1 for the document.
        public let parent: Int32
        /// One past the index of the last descendant.
        public internal(set) var end: Int32
        /// The text of a text node, entities decoded; empty for an element.
        public let text: String
        /// Where this element's attributes lie in `HTMLTree.attributes`.
        let attributeStart: Int32
        let attributeCount: Int32

        /// Whether the node is a run of text.
        public var isText: Bool { name == HTMLTree.textName }
    }

    /// The name of text nodes.
    public static let textName = "#text"
    /// The name of the document node, node 0.
    public static let documentName = "#document"

    /// Every node, in document order.
    public internal(set) var nodes: [Node]
    /// Every element's attributes, element by element, each name in lowercase.
    public internal(set) var attributes: [HTMLTreeAttribute]
    /// Whether the page had more nodes than the parser's limit, so that the rest was dropped.
    public internal(set) var isTruncated: Bool
    /// When the page took longer than the parser's time limit: how many of its bytes were parsed
    /// (the rest was dropped).
    public internal(set) var cutAt: Int?

    /// A tree with the document alone: an empty page.
    static let empty = HTMLTree(
        nodes: [Node(name: documentName, parent: -1, end: 1, text: "", attributeStart: 0, attributeCount: 0)],
        attributes: [], isTruncated: false, cutAt: nil)

    /// The attributes of node `index`, in the order the page gave them.
    public func attributes(of index: Int) -> ArraySlice<HTMLTreeAttribute> {
        let node = nodes[index]
        let start = Int(node.attributeStart)
        return attributes[start..<start + Int(node.attributeCount)]
    }

    /// The value of attribute `name` (lowercase) of node `index`, or nil.
    public func attribute(_ name: String, of index: Int) -> String? {
        attributes(of: index).first { $0.name == name }?.value
    }

    /// The indices of the direct children of node `index`, in order.
    public func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        let end = Int(nodes[index].end)
        while child < end {
            result.append(child)
            child = Int(nodes[child].end)
        }
        return result
    }

    /// The text of node `index` and its descendants, joined as the page has it.
    public func text(of index: Int) -> String {
        var result = ""
        for node in nodes[index..<Int(nodes[index].end)] where node.isText { result += node.text }
        return result
    }
}

/// An attribute of an element: its lowercase name and its value, entities decoded.
public struct HTMLTreeAttribute: Sendable, Equatable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
