import CLibXML2
public import FoundationEssentials

/// An attribute of an HTML element, name in lowercase.
public struct HTMLAttribute: Equatable, Sendable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A node of a parsed HTML document: an element or a run of text (entities decoded).
public enum HTMLNode: Equatable, Sendable {
    case element(HTMLElement)
    case text(String)
}

/// An HTML element with its attributes and children, name in lowercase.
public struct HTMLElement: Equatable, Sendable {
    public var name: String
    public var attributes: [HTMLAttribute]
    public var children: [HTMLNode]

    public init(name: String, attributes: [HTMLAttribute] = [], children: [HTMLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The value of the attribute `name` (lowercase), or nil.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// An HTML document parsed the way a browser would: leniently, with entities decoded and
/// missing tags implied, by libxml2's HTML parser. Nothing is fetched from the network.
public struct HTMLDocument: Equatable, Sendable {
    /// A synthetic `#document` element holding the top-level nodes.
    public let root: HTMLElement

    /// Parses `data`. `encoding` overrides the page's own declaration (pass the HTTP charset,
    /// or `UTF-8` for text that is already a Swift string). A `fragment` is parsed without the
    /// `html` and `body` elements a full page would get.
    public static func parse(_ data: Data, encoding: String?, fragment: Bool = false, maxBytes: Int)
        throws(XMLParseError) -> HTMLDocument
    {
        guard data.count <= maxBytes else { throw .tooLarge(size: data.count, limit: maxBytes) }
        try LibXML2.load()
        var options =
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NOBLANKS.rawValue
        if fragment { options |= HTML_PARSE_NOIMPLIED.rawValue }
        if data.isEmpty { return HTMLDocument(root: HTMLElement(name: "#document")) }
        let document: htmlDocPtr? = data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: CChar.self).baseAddress else { return nil }
            return tidings_html_read_memory(base, Int32(clamping: raw.count), nil, encoding, Int32(options))
        }
        guard let document else { return HTMLDocument(root: HTMLElement(name: "#document")) }
        defer { tidings_xml_free_doc(document) }
        return HTMLDocument(
            root: convert(firstChild: document.pointee.children, into: HTMLElement(name: "#document")))
    }

    /// Parses a fragment of HTML that is already text.
    public static func parse(fragment text: String, maxBytes: Int) throws(XMLParseError) -> HTMLDocument {
        try parse(Data(text.utf8), encoding: "UTF-8", fragment: true, maxBytes: maxBytes)
    }

    /// Converts libxml2's tree without recursion, so deep nesting cannot exhaust the stack.
    private static func convert(firstChild: xmlNodePtr?, into root: HTMLElement) -> HTMLElement {
        struct Frame {
            var element: HTMLElement
            var cursor: xmlNodePtr?
        }
        var stack = [Frame(element: root, cursor: firstChild)]
        while let top = stack.last {
            guard let node = top.cursor else {
                let finished = stack.removeLast()
                guard !stack.isEmpty else { return finished.element }
                stack[stack.count - 1].element.children.append(.element(finished.element))
                continue
            }
            stack[stack.count - 1].cursor = node.pointee.next
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                stack.append(Frame(element: element(from: node), cursor: node.pointee.children))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content {
                    stack[stack.count - 1].element.children.append(.text(String(cString: content)))
                }
            default:
                break
            }
        }
        return root
    }

    private static func element(from node: xmlNodePtr) -> HTMLElement {
        let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
        var attributes: [HTMLAttribute] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            let attributeName = current.pointee.name.map { String(cString: $0).lowercased() } ?? ""
            var value = ""
            if let text = tidings_xml_node_list_get_string(node.pointee.doc, current.pointee.children, 1) {
                value = String(cString: text)
                tidings_xml_free(text)
            }
            attributes.append(HTMLAttribute(name: attributeName, value: value))
            attribute = current.pointee.next
        }
        return HTMLElement(name: name, attributes: attributes)
    }
}
