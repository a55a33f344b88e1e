import CMyHTML
public import FoundationEssentials

/// `HTMLTreeParsing` over MyHTML, the HTML5 parser of Debian's libmodest (loaded when first
/// used): a fresh parser and tree per page, so that any number of pages parse at once.
public struct MyHTMLTreeParser: HTMLTreeParsing {
    public let limits: HTMLTreeLimits

    public init(limits: HTMLTreeLimits) {
        self.limits = limits
    }

    public func parse(_ page: Data, charset: String?) throws(HTMLTreeError) -> HTMLTree {
        guard page.count <= limits.maxBytes else { throw .tooLarge(size: page.count, limit: limits.maxBytes) }
        if let reason = tidings_myhtml_load_error() { throw .parserUnavailable(String(cString: reason)) }
        // MyHTML cannot end a parse it was given nothing to parse.
        guard !page.isEmpty else { return HTMLTree.empty }
        guard let parser = tidings_myhtml_create() else { throw .parseFailed(status: 0) }
        defer { tidings_myhtml_destroy(parser) }
        let started = tidings_myhtml_init(parser)
        guard started == 0 else { throw .parseFailed(status: started) }
        guard let tree = tidings_myhtml_tree_create() else { throw .parseFailed(status: 0) }
        defer { tidings_myhtml_tree_destroy(tree) }
        let planted = tidings_myhtml_tree_init(tree, parser)
        guard planted == 0 else { throw .parseFailed(status: planted) }
        tidings_myhtml_tree_skip_doctype(tree)
        let (status, cut): (mystatus_t, Int?) = page.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: CChar.self).baseAddress else { return (0, nil) }
            let (encoding, skipped) = Self.encoding(of: base, count: raw.count, charset: charset)
            tidings_myhtml_encoding_set(tree, encoding)
            return feed(tree, base + skipped, count: raw.count - skipped)
        }
        guard status == 0 else { throw .parseFailed(status: status) }
        var copied = TreeCopy(tree: tree, limits: limits).copy()
        if let cut { copied.cutAt = cut }
        return copied
    }

    /// Parses the page a chunk at a time and stops taking chunks once `maxParseTime` has passed:
    /// some markup makes HTML5's tree construction quadratic (100,000 nested `div`s take MyHTML
    /// 20 s), so a page that is slow to parse is cut rather than waited for. Returns MyHTML's
    /// status and, when the page was cut, the number of bytes parsed.
    private func feed(_ tree: OpaquePointer, _ bytes: UnsafePointer<CChar>, count: Int) -> (mystatus_t, Int?)
    {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limits.maxParseTime)
        var offset = 0
        while offset < count {
            let size = min(Self.chunkSize, count - offset)
            let status = tidings_myhtml_parse_chunk(tree, bytes + offset, size)
            guard status == 0 else { return (status, nil) }
            offset += size
            if offset < count, clock.now > deadline { break }
        }
        let status = tidings_myhtml_parse_chunk_end(tree)
        return (status, offset < count ? offset : nil)
    }

    /// Bytes given to MyHTML at a time, between two looks at the clock.
    private static let chunkSize = 16 << 10

    /// The page's encoding, as HTML5 decides it (a byte-order mark, then the HTTP charset, then
    /// a `<meta>` in the first 1,024 bytes, else UTF-8), and how many bytes of mark to skip.
    private static func encoding(of bytes: UnsafePointer<CChar>, count: Int, charset: String?) -> (
        myencoding_t, Int
    ) {
        var found = MyENCODING_DEFAULT
        if tidings_myhtml_detect_bom(bytes, count, &found) {
            return (found, found == MyENCODING_UTF_8 ? 3 : 2)
        }
        if let charset, !charset.isEmpty {
            let named = charset.utf8CString.withUnsafeBufferPointer { name in
                name.baseAddress.map { tidings_myhtml_encoding_by_name($0, name.count - 1, &found) } ?? false
            }
            if named { return (found, 0) }
        }
        let declared = tidings_myhtml_prescan(bytes, min(count, 1024))
        return (declared == MyENCODING_NOT_DETERMINED ? MyENCODING_UTF_8 : declared, 0)
    }
}

/// Copies MyHTML's tree into an `HTMLTree`, depth first with an explicit stack.
private struct TreeCopy {
    let tree: OpaquePointer
    let limits: HTMLTreeLimits
    var result = HTMLTree(nodes: [], attributes: [], isTruncated: false, cutAt: nil)
    /// Tag names by MyHTML's tag id, made once per page.
    var names: [myhtml_tag_id_t: String] = [:]

    init(tree: OpaquePointer, limits: HTMLTreeLimits) {
        self.tree = tree
        self.limits = limits
    }

    consuming func copy() -> HTMLTree {
        result.nodes.reserveCapacity(1024)
        result.nodes.append(
            HTMLTree.Node(
                name: HTMLTree.documentName, parent: -1, end: 1, text: "", attributeStart: 0,
                attributeCount: 0))
        guard let document = tidings_myhtml_document(tree) else { return result }
        // Each frame: the index of an open element, and the next of its children to copy.
        var stack: [(index: Int32, next: OpaquePointer?)] = [(0, tidings_myhtml_node_child(document))]
        while let top = stack.last {
            guard let node = top.next, result.nodes.count < limits.maxNodes else {
                if top.next != nil { result.isTruncated = true }
                result.nodes[Int(top.index)].end = Int32(result.nodes.count)
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next = tidings_myhtml_node_next(node)
            let tag = tidings_myhtml_node_tag_id(node)
            switch Int(tag) {
            case Int(MyHTML_TAG__TEXT.rawValue):
                var length = 0
                guard let text = tidings_myhtml_node_text(node, &length), length > 0 else { continue }
                let index = Int32(result.nodes.count)
                result.nodes.append(
                    HTMLTree.Node(
                        name: HTMLTree.textName, parent: top.index, end: index + 1,
                        text: Self.string(text, length),
                        attributeStart: 0, attributeCount: 0))
            case Int(MyHTML_TAG__UNDEF.rawValue), Int(MyHTML_TAG__COMMENT.rawValue),
                Int(MyHTML_TAG__DOCTYPE.rawValue), Int(MyHTML_TAG__END_OF_FILE.rawValue):
                continue
            default:
                let index = Int32(result.nodes.count)
                let start = Int32(result.attributes.count)
                copyAttributes(of: node)
                result.nodes.append(
                    HTMLTree.Node(
                        name: name(of: tag), parent: top.index, end: index + 1, text: "",
                        attributeStart: start,
                        attributeCount: Int32(result.attributes.count) - start))
                stack.append((index, tidings_myhtml_node_child(node)))
            }
        }
        return result
    }

    private mutating func name(of tag: myhtml_tag_id_t) -> String {
        if let known = names[tag] { return known }
        var length = 0
        let name =
            tidings_myhtml_tag_name(tree, tag, &length).map { Self.string($0, length).lowercased() } ?? ""
        names[tag] = name
        return name
    }

    private mutating func copyAttributes(of node: OpaquePointer) {
        var attribute = tidings_myhtml_attribute_first(node)
        var count = 0
        while let current = attribute, count < limits.maxAttributesPerElement {
            var keyLength = 0
            var valueLength = 0
            if let key = tidings_myhtml_attribute_key(current, &keyLength), keyLength > 0 {
                let value = tidings_myhtml_attribute_value(current, &valueLength)
                result.attributes.append(
                    HTMLTreeAttribute(
                        name: Self.string(key, keyLength),
                        value: value.map { Self.string($0, valueLength) } ?? ""))
                count += 1
            }
            attribute = tidings_myhtml_attribute_next(current)
        }
    }

    private static func string(_ bytes: UnsafePointer<CChar>, _ count: Int) -> String {
        let buffer = UnsafeRawBufferPointer(start: bytes, count: count)
        return String(decoding: buffer, as: UTF8.self)
    }
}

// In this file with every other call into CMyHTML's shim: its inline functions keep the loaded
// library's table in function-local statics, and a file compiled apart would have its own.
extension MyHTMLTreeParser {
    /// Loads libmodest now, when no parse has yet: for a command that is sure to parse a page
    /// (`extract`), which runs this on another thread while it reads its configuration and file.
    /// Opening libmodest binds 3,100 of its symbols, most of a millisecond of a process that
    /// extracts one page. A parse that comes meanwhile waits for the load, as it would have made it.
    public static func load() {
        _ = tidings_myhtml_load_error()
    }
}
