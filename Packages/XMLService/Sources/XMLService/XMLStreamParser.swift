import CLibXML2
public import Foundation

/// A streaming (SAX) XML parser on libxml2, safe for documents from strangers.
///
/// - It never loads a DTD or an external entity and never touches the network (no XXE).
/// - Entities the document declares itself are ignored, so no declaration can expand
///   (billion-laughs safe); a reference to one is an undeclared entity.
/// - The named entities of HTML (`&nbsp;`, `&eacute;` …), which feeds use without declaring
///   them, are understood.
/// - Documents over `maxBytes` are refused before parsing.
public struct XMLStreamParser: Sendable {
    public let options: XMLParseOptions

    public init(options: XMLParseOptions) {
        self.options = options
    }

    /// Parses `data`, sending its events to `handler`.
    public func parse(_ data: Data, handler: some XMLEventHandler) throws(XMLParseError) -> XMLParseOutcome {
        guard data.count <= options.maxBytes else {
            throw .tooLarge(size: data.count, limit: options.maxBytes)
        }
        guard !data.isEmpty else { throw .empty }
        LibXML2.initialize()
        let session = ParseSession(handler: handler)
        let result: Result<XMLParseOutcome, XMLParseError> = data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: CChar.self).baseAddress,
                let context = xmlCreateMemoryParserCtxt(base, Int32(clamping: raw.count))
            else {
                return .failure(.empty)
            }
            defer { xmlFreeParserCtxt(context) }
            return run(context: context, session: session)
        }
        return try result.get()
    }

    private func run(context: xmlParserCtxtPtr, session: ParseSession) -> Result<
        XMLParseOutcome, XMLParseError
    > {
        // NOENT substitutes entities in attribute values too; it is safe because the only
        // entities that exist are the HTML ones `getEntity` supplies.
        var parserOptions = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOENT.rawValue)
        if options.recover { parserOptions |= Int32(XML_PARSE_RECOVER.rawValue) }
        xmlCtxtUseOptions(context, parserOptions)
        if let encoding = options.encoding {
            guard let encoder = xmlFindCharEncodingHandler(encoding) else {
                return .failure(.unknownEncoding(encoding))
            }
            xmlSwitchToEncoding(context, encoder)
        }

        let originalHandler = context.pointee.sax
        let handler = UnsafeMutablePointer<xmlSAXHandler>.allocate(capacity: 1)
        handler.initialize(to: SAXCallbacks.makeHandler())
        context.pointee.sax = handler
        let unmanaged = Unmanaged.passRetained(session)
        context.pointee.userData = unmanaged.toOpaque()
        defer {
            context.pointee.sax = originalHandler
            context.pointee.userData = nil
            handler.deallocate()
            unmanaged.release()
        }

        xmlParseDocument(context)
        session.releaseEntities()
        let wellFormed = context.pointee.wellFormed != 0
        if !wellFormed && !options.recover {
            let first =
                session.diagnostics.first
                ?? XMLDiagnostic(
                    line: Int(context.pointee.input?.pointee.line ?? 0), column: 0,
                    message: "malformed document")
            return .failure(.malformed(first))
        }
        if options.recover && session.sawRootElement == false {
            let first =
                session.diagnostics.first ?? XMLDiagnostic(line: 1, column: 0, message: "no root element")
            return .failure(.malformed(first))
        }
        return .success(XMLParseOutcome(diagnostics: wellFormed ? [] : session.diagnostics))
    }
}

/// The state of one parse, reached from libxml2's callbacks through their context pointer.
final class ParseSession {
    let handler: any XMLEventHandler
    var diagnostics: [XMLDiagnostic] = []
    var sawRootElement = false
    /// Holds the HTML entities this document used; libxml2 needs them as entity declarations.
    private var entityDocument: xmlDocPtr?

    init(handler: any XMLEventHandler) {
        self.handler = handler
    }

    /// The declaration libxml2 should use for `&name;`: an HTML named entity, or nil.
    func entity(named name: UnsafePointer<xmlChar>) -> xmlEntityPtr? {
        if let document = entityDocument, let existing = xmlGetDocEntity(document, name) {
            return existing
        }
        guard let description = htmlEntityLookup(name), let scalar = Unicode.Scalar(description.pointee.value)
        else {
            return nil
        }
        if entityDocument == nil {
            entityDocument = xmlNewDoc(nil)
            if let document = entityDocument { xmlCreateIntSubset(document, nil, nil, nil) }
        }
        guard let document = entityDocument else { return nil }
        var content = Array(String(Character(scalar)).utf8)
        content.append(0)
        return content.withUnsafeBufferPointer { buffer in
            xmlAddDocEntity(
                document, name, Int32(XML_INTERNAL_GENERAL_ENTITY.rawValue), nil, nil, buffer.baseAddress)
        }
    }

    func releaseEntities() {
        if let document = entityDocument { xmlFreeDoc(document) }
        entityDocument = nil
    }

    func record(_ error: UnsafePointer<xmlError>) {
        guard diagnostics.count < 100 else { return }
        let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        diagnostics.append(
            XMLDiagnostic(
                line: Int(error.pointee.line), column: Int(error.pointee.int2),
                message: message.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
}

/// The C callbacks libxml2 calls; each finds its `ParseSession` through the context pointer.
private enum SAXCallbacks {
    static func session(_ context: UnsafeMutableRawPointer?) -> ParseSession? {
        context.map { Unmanaged<ParseSession>.fromOpaque($0).takeUnretainedValue() }
    }

    /// A handler table with every callback Tidings uses.
    static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, _, uri, _, _, attributeCount, _, attributes in
            guard let session = SAXCallbacks.session(context), let name = XMLBytes(cString: localName) else {
                return
            }
            session.sawRootElement = true
            session.handler.startElement(
                XMLName(localName: name, namespaceURI: XMLBytes(cString: uri)),
                attributes: XMLAttributes(pointers: attributes, count: Int(attributeCount)))
        }
        handler.endElementNs = { context, localName, _, uri in
            guard let session = SAXCallbacks.session(context), let name = XMLBytes(cString: localName) else {
                return
            }
            session.handler.endElement(XMLName(localName: name, namespaceURI: XMLBytes(cString: uri)))
        }
        let characters: charactersSAXFunc = { context, bytes, length in
            guard let session = SAXCallbacks.session(context), let bytes, length > 0 else { return }
            session.handler.characters(XMLBytes(start: bytes, count: Int(length)))
        }
        handler.characters = characters
        handler.cdataBlock = characters
        handler.ignorableWhitespace = characters
        handler.getEntity = { context, name in
            guard let session = SAXCallbacks.session(context), let name else { return nil }
            return session.entity(named: name)
        }
        handler.serror = { context, error in
            guard let session = SAXCallbacks.session(context), let error else { return }
            session.record(error)
        }
        return handler
    }
}

/// Process-wide libxml2 set-up, done once before any parse.
enum LibXML2 {
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    static func initialize() {
        _ = initialized
    }
}
