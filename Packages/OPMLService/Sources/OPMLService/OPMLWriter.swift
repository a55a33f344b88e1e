public import FoundationEssentials

/// Writes OPML 2.0: UTF-8, two spaces of indentation per level, attributes in a fixed order
/// (`text`, `title`, `type`, `xmlUrl`, `htmlUrl`, `description`, `category`, then the others
/// in the order they came), so the same document always gives the same bytes.
///
/// Namespaced head elements and attributes get the prefixes `ns1`, `ns2` … declared on the
/// `opml` element, in order of first use (`xml:` keeps its own). Names that are not valid
/// XML names, and other attributes that repeat a name already written, are left out rather
/// than written as broken XML.
public enum OPMLWriter {
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    /// The document as OPML 2.0 bytes.
    public static func data(_ document: OPMLDocument) -> Data {
        Data(string(document).utf8)
    }

    /// The document as OPML 2.0 text.
    public static func string(_ document: OPMLDocument) -> String {
        let prefixes = NamespacePrefixes(document)
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opml version=\"2.0\""
        for (uri, prefix) in prefixes.declarations {
            output += " xmlns:\(prefix)=\"\(XMLEscaping.attribute(uri))\""
        }
        output += ">\n"
        output += head(document.head, prefixes: prefixes)
        output += body(document.outlines, prefixes: prefixes)
        output += "</opml>\n"
        return output
    }

    /// The `head` element, indented one level.
    private static func head(_ head: OPMLHead, prefixes: NamespacePrefixes) -> String {
        let fields = head.fields.compactMap { field -> (String, String)? in
            prefixes.qualifiedName(field.name, namespace: field.namespace).map { ($0, field.value) }
        }
        guard !fields.isEmpty else { return "  <head/>\n" }
        var output = "  <head>\n"
        for (name, value) in fields {
            output += "    <\(name)>\(XMLEscaping.text(value))</\(name)>\n"
        }
        output += "  </head>\n"
        return output
    }

    /// The `body` element with the outlines, written without recursion, so any depth can be written.
    private static func body(_ outlines: [OPMLOutline], prefixes: NamespacePrefixes) -> String {
        guard !outlines.isEmpty else { return "  <body/>\n" }
        var output = "  <body>\n"
        var stack: [(outlines: [OPMLOutline], next: Int)] = [(outlines, 0)]
        while let top = stack.last {
            let indentation = String(repeating: "  ", count: stack.count + 1)
            guard top.next < top.outlines.count else {
                stack.removeLast()
                if !stack.isEmpty {
                    output += "\(String(repeating: "  ", count: stack.count + 1))</outline>\n"
                }
                continue
            }
            stack[stack.count - 1].next += 1
            let outline = top.outlines[top.next]
            output += "\(indentation)<outline\(attributes(of: outline, prefixes: prefixes))"
            if outline.children.isEmpty {
                output += "/>\n"
            } else {
                output += ">\n"
                stack.append((outline.children, 0))
            }
        }
        output += "  </body>\n"
        return output
    }

    /// ` name="value"` for each attribute of `outline`, in the fixed order.
    private static func attributes(of outline: OPMLOutline, prefixes: NamespacePrefixes) -> String {
        var pairs: [(String, String)] = []
        if let text = outline.text { pairs.append(("text", text)) }
        if let title = outline.title { pairs.append(("title", title)) }
        if let type = outline.type { pairs.append(("type", type)) }
        if let url = outline.xmlURL { pairs.append(("xmlUrl", url.absoluteString)) }
        if let url = outline.htmlURL { pairs.append(("htmlUrl", url.absoluteString)) }
        if let description = outline.description { pairs.append(("description", description)) }
        if !outline.categories.isEmpty {
            pairs.append(("category", outline.categories.joined(separator: ",")))
        }
        var written = Set(pairs.map(\.0))
        for field in outline.attributes {
            guard let name = prefixes.qualifiedName(field.name, namespace: field.namespace),
                written.insert(name).inserted
            else { continue }
            pairs.append((name, field.value))
        }
        return pairs.map { " \($0.0)=\"\(XMLEscaping.attribute($0.1))\"" }.joined()
    }
}

/// The prefix each namespace gets in a written file.
struct NamespacePrefixes {
    private(set) var declarations: [(uri: String, prefix: String)] = []
    private var prefixByURI: [String: String] = [:]

    /// Collects the namespaces of `document` in order of first use: head, then outlines in
    /// document order.
    init(_ document: OPMLDocument) {
        // Only the namespaces of names that can be written: a field left out must not leave its
        // declaration behind (writing the result again would then differ).
        for field in document.head.fields where XMLEscaping.isName(field.name) { note(field.namespace) }
        var pending = document.outlines.reversed() as [OPMLOutline]
        while let outline = pending.popLast() {
            for field in outline.attributes where XMLEscaping.isName(field.name) { note(field.namespace) }
            pending.append(contentsOf: outline.children.reversed())
        }
    }

    private mutating func note(_ namespace: String?) {
        guard let namespace, namespace != OPMLWriter.xmlNamespace, prefixByURI[namespace] == nil else {
            return
        }
        let prefix = "ns\(declarations.count + 1)"
        prefixByURI[namespace] = prefix
        declarations.append((namespace, prefix))
    }

    /// `name` with its namespace's prefix, or nil when it cannot be written.
    func qualifiedName(_ name: String, namespace: String?) -> String? {
        guard XMLEscaping.isName(name) else { return nil }
        guard let namespace else { return name }
        if namespace == OPMLWriter.xmlNamespace { return "xml:\(name)" }
        return prefixByURI[namespace].map { "\($0):\(name)" }
    }
}
