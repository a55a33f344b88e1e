import CLibXML2
public import FoundationEssentials

/// A streaming (SAX) XML parser on libxml2, safe for documents from strangers.
///
/// - It never loads a DTD or an external entity and never touches the network (no XXE).
/// - Internal general entities the document declares in its doctype
///   (`<!ENTITY company "Example Corp">`) expand, bounded (see `DeclaredEntities`): an entity
///   whose value refers to another declared entity is refused, so expansion cannot nest
///   (billion-laughs safe), and once the expansions of one parse pass their budget the parse
///   stops with a diagnostic. External (`SYSTEM`, `PUBLIC`) and parameter entities are never
///   declared; a reference to one is an undeclared entity.
/// - The named entities of HTML (`&nbsp;`, `&eacute;` …), which feeds use without declaring
///   them, are understood.
/// - Documents over `maxBytes` are refused before parsing.
///
/// The bytes are handed to libxml2's push parser in slices, so libxml2 never holds a second
/// copy of the whole document (its memory-parser entry point would copy it first).
public struct XMLStreamParser: Sendable {
    public let options: XMLParseOptions

    /// How many bytes libxml2 receives per push.
    static let sliceSize = 256 * 1024

    public init(options: XMLParseOptions) {
        self.options = options
    }

    /// Parses `data`, sending its events to `handler`.
    public func parse(_ data: Data, handler: some XMLEventHandler) throws(XMLParseError) -> XMLParseOutcome {
        guard data.count <= options.maxBytes else {
            throw .tooLarge(size: data.count, limit: options.maxBytes)
        }
        guard !data.isEmpty else { throw .empty }
        try LibXML2.load()
        var encoder: xmlCharEncodingHandlerPtr?
        if let encoding = options.encoding {
            guard let found = tidings_xml_find_char_encoding_handler(encoding) else {
                throw .unknownEncoding(encoding)
            }
            encoder = found
        }
        let session = ParseSession(handler: handler)
        let result: Result<XMLParseOutcome, XMLParseError> = data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: CChar.self).baseAddress else { return .failure(.empty) }
            return run(
                bytes: UnsafeBufferPointer(start: base, count: raw.count), encoder: encoder, session: session)
        }
        return try result.get()
    }

    private func run(
        bytes: UnsafeBufferPointer<CChar>, encoder: xmlCharEncodingHandlerPtr?, session: ParseSession
    )
        -> Result<XMLParseOutcome, XMLParseError>
    {
        let callbackContext = UnsafeMutableRawPointer(session.context)
        // Errors raised outside a parser context (an encoding converter failing) go to the
        // thread's structured error handler; route them to this session instead of stderr.
        tidings_xml_set_structured_error_func(callbackContext, SAXCallbacks.structuredError)
        defer { tidings_xml_set_structured_error_func(nil, nil) }

        session.declared.expansionBudget = max(DeclaredEntities.minimumBudget, bytes.count)
        var handler = SAXCallbacks.makeHandler()
        guard let context = tidings_xml_create_push_parser_ctxt(&handler, callbackContext, nil, 0, nil) else {
            return .failure(.empty)
        }
        session.parserContext = context
        defer {
            session.parserContext = nil
            tidings_xml_free_parser_ctxt(context)
        }
        // NOENT substitutes entities in attribute values too; it is safe because the only
        // entities that exist are the HTML ones `getEntity` supplies.
        var parserOptions = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOENT.rawValue)
        if options.recover { parserOptions |= Int32(XML_PARSE_RECOVER.rawValue) }
        if encoder != nil && !Self.startsWithByteOrderMark(bytes) {
            // The override wins over the document's declaration. A byte order mark wins over
            // both: libxml2 reads it itself, and would not skip it under an override.
            parserOptions |= Int32(XML_PARSE_IGNORE_ENC.rawValue)
        }
        tidings_xml_ctxt_use_options(context, parserOptions)
        if let encoder, !Self.startsWithByteOrderMark(bytes) {
            tidings_xml_switch_to_encoding(context, encoder)
        }

        var offset = 0
        repeat {
            let length = min(Self.sliceSize, bytes.count - offset)
            let last = offset + length == bytes.count
            tidings_xml_parse_chunk(
                context, bytes.baseAddress.map { $0 + offset }, Int32(length), last ? 1 : 0)
            offset += length
        } while offset < bytes.count && context.pointee.disableSAX == 0
        // libxml2 keeps the entity declarations of a doctype in a document it creates on the
        // side (never consulted: entity lookups go through `getEntity`); the context does not
        // free it, so without this every document with a doctype would leak it.
        if let sideDocument = context.pointee.myDoc {
            tidings_xml_free_doc(sideDocument)
            context.pointee.myDoc = nil
        }
        session.releaseEntities()
        return withExtendedLifetime(session) { outcome(context: context, session: session) }
            .map { outcome in
                var outcome = outcome
                outcome.declaredEntities = session.declared.names.sorted()
                outcome.refusedEntities = session.declared.refusals
                return outcome
            }
    }

    private func outcome(context: xmlParserCtxtPtr, session: ParseSession) -> Result<
        XMLParseOutcome, XMLParseError
    > {
        // In push mode an encoder failure leaves `wellFormed` set: the diagnostics decide.
        let wellFormed = context.pointee.wellFormed != 0 && session.diagnostics.isEmpty
        if !wellFormed && !options.recover {
            let first =
                session.diagnostics.first
                ?? XMLDiagnostic(
                    line: Int(context.pointee.input?.pointee.line ?? 0), column: 0,
                    message: "malformed document", code: 0, elementsBefore: session.elementCount)
            return .failure(.malformed(first))
        }
        if options.recover && session.elementCount == 0 {
            let first =
                session.diagnostics.first
                ?? XMLDiagnostic(
                    line: 1, column: 0, message: "no root element", code: 0, elementsBefore: 0)
            return .failure(.malformed(first))
        }
        return .success(
            XMLParseOutcome(
                diagnostics: wellFormed ? [] : session.diagnostics, elementCount: session.elementCount))
    }

    /// Whether the bytes begin with a UTF-8, UTF-16 or UTF-32 byte order mark.
    static func startsWithByteOrderMark(_ bytes: UnsafeBufferPointer<CChar>) -> Bool {
        let prefix = bytes.prefix(3).map { UInt8(bitPattern: $0) }
        return prefix.starts(with: [0xEF, 0xBB, 0xBF]) || prefix.starts(with: [0xFF, 0xFE])
            || prefix.starts(with: [0xFE, 0xFF]) || (bytes.count >= 4 && prefix.starts(with: [0, 0, 0xFE]))
    }
}

/// The state of one parse. libxml2's callbacks reach it through their context pointer, which
/// points at a `CallbackContext` rather than at this object: the hot callbacks (elements and
/// text) then touch no reference count and no class property, which would cost a retain, a
/// release and a run-time exclusivity check per event.
final class ParseSession {
    let handler: any XMLEventHandler
    var diagnostics: [XMLDiagnostic] = []
    let context: UnsafeMutablePointer<CallbackContext>
    /// Holds the HTML entities this document used; libxml2 needs them as entity declarations.
    private var entityDocument: xmlDocPtr?

    /// How many elements have started so far.
    var elementCount: Int { context.pointee.elementCount }

    init(handler: any XMLEventHandler) {
        self.handler = handler
        context = .allocate(capacity: 1)
        context.initialize(to: CallbackContext(handler: handler, elementCount: 0, session: nil))
        context.pointee.session = Unmanaged.passUnretained(self)
    }

    deinit {
        context.deinitialize(count: 1)
        context.deallocate()
    }

    /// The libxml2 parser, for the position of problems found outside its error reports.
    var parserContext: xmlParserCtxtPtr?
    /// The internal entities the document declared, and what their expansions cost so far.
    var declared = DeclaredEntities()

    /// The declaration libxml2 should use for `&name;`: one the document declared (while the
    /// expansion budget lasts), an HTML named entity, or nil.
    func entity(named name: UnsafePointer<xmlChar>) -> xmlEntityPtr? {
        if let document = entityDocument, let existing = tidings_xml_get_doc_entity(document, name) {
            guard declared.charge(existing) else {
                if !declared.reportedOverBudget {
                    declared.reportedOverBudget = true
                    let input = parserContext?.pointee.input?.pointee
                    record(
                        declared.overBudgetDiagnostic(
                            line: Int(input?.line ?? 0), column: Int(input?.col ?? 0),
                            elementsBefore: elementCount))
                }
                return nil
            }
            return existing
        }
        guard let scalar = HTMLEntityTable.scalar(named: name) else { return nil }
        if entityDocument == nil {
            entityDocument = tidings_xml_new_doc(nil)
            if let document = entityDocument { tidings_xml_create_int_subset(document, nil, nil, nil) }
        }
        guard let document = entityDocument else { return nil }
        var content = Array(String(Character(scalar)).utf8)
        content.append(0)
        return content.withUnsafeBufferPointer { buffer in
            tidings_xml_add_doc_entity(
                document, name, Int32(XML_INTERNAL_GENERAL_ENTITY.rawValue), nil, nil, buffer.baseAddress)
        }
    }

    /// The declaration libxml2 should use for `%name;` in the DOCTYPE: always an empty one.
    /// Parameter entities would load or define DTD text, which is never read; an undeclared one
    /// would make libxml2 count the document as not well-formed, and from then on it drops every
    /// entity reference, `&amp;` included.
    func parameterEntity(named name: UnsafePointer<xmlChar>) -> xmlEntityPtr? {
        if let document = entityDocument, let existing = tidings_xml_get_parameter_entity(document, name) {
            return existing
        }
        if entityDocument == nil {
            entityDocument = tidings_xml_new_doc(nil)
            if let document = entityDocument { tidings_xml_create_int_subset(document, nil, nil, nil) }
        }
        guard let document = entityDocument else { return nil }
        return tidings_xml_add_doc_entity(
            document, name, Int32(XML_INTERNAL_PARAMETER_ENTITY.rawValue), nil, nil, "")
    }

    /// Records `<!ENTITY name "value">` from the internal subset when `DeclaredEntities` accepts
    /// it; the first declaration of a name wins, as XML has it.
    func declare(
        name: UnsafePointer<xmlChar>, type: Int32, hasExternalID: Bool, content: UnsafePointer<xmlChar>?
    ) {
        let isGeneral =
            type == Int32(XML_INTERNAL_GENERAL_ENTITY.rawValue)
            || type == Int32(XML_EXTERNAL_GENERAL_PARSED_ENTITY.rawValue)
            || type == Int32(XML_EXTERNAL_GENERAL_UNPARSED_ENTITY.rawValue)
        guard isGeneral else { return }
        let entityName = String(cString: name)
        guard !hasExternalID, let content else {
            declared.refuse(entityName, because: "it is external, and external entities are never loaded")
            return
        }
        if entityDocument == nil {
            entityDocument = tidings_xml_new_doc(nil)
            if let document = entityDocument { tidings_xml_create_int_subset(document, nil, nil, nil) }
        }
        guard let document = entityDocument, tidings_xml_get_doc_entity(document, name) == nil else { return }
        if let reason = declared.refusal(of: content) {
            declared.refuse(entityName, because: reason)
            return
        }
        if tidings_xml_add_doc_entity(document, name, type, nil, nil, content) != nil {
            declared.insert(entityName)
        }
    }

    /// Diagnostics kept per parse: a badly broken document can raise one per byte.
    static let maximumDiagnostics = 100

    func record(_ diagnostic: XMLDiagnostic) {
        guard diagnostics.count < Self.maximumDiagnostics else { return }
        diagnostics.append(diagnostic)
    }

    func releaseEntities() {
        if let document = entityDocument { tidings_xml_free_doc(document) }
        entityDocument = nil
    }

    /// libxml2's codes for a namespace name that is not a valid (or not an absolute) URI.
    static let namespaceURIWarnings: Set<Int> = [
        Int(XML_WAR_NS_URI.rawValue), Int(XML_WAR_NS_URI_RELATIVE.rawValue),
    ]

    /// `text` without the white space around it (libxml2's messages end with a newline); done on
    /// characters rather than through Foundation, which bridges to `NSString` and made recording
    /// the diagnostics of a small broken feed cost more than parsing it.
    static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    func record(_ error: UnsafePointer<xmlError>) {
        // A namespace name that is not a valid URI (one holding a space, say) leaves the document
        // well-formed, and libxml2 itself names the code a warning (XML_WAR_NS_URI…), though it
        // raises it at error level; counted as a problem it made strict parses refuse such files.
        if Self.namespaceURIWarnings.contains(Int(error.pointee.code)) { return }
        // Checked before the message is copied: past the cap, nothing is built.
        guard diagnostics.count < Self.maximumDiagnostics else { return }
        let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        record(
            XMLDiagnostic(
                line: Int(error.pointee.line), column: Int(error.pointee.int2),
                message: Self.trimmed(message),
                code: Int(error.pointee.code), elementsBefore: elementCount))
    }
}

/// What libxml2's callbacks reach through their context pointer during one parse.
struct CallbackContext {
    /// The session keeps the handler alive for the whole parse.
    unowned(unsafe) let handler: any XMLEventHandler
    var elementCount: Int
    /// The session this context belongs to, for the rare callbacks (entities, errors).
    var session: Unmanaged<ParseSession>?
}

/// The C callbacks libxml2 calls; each finds its `CallbackContext` through the context pointer.
private enum SAXCallbacks {
    static func context(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CallbackContext>? {
        pointer?.assumingMemoryBound(to: CallbackContext.self)
    }

    static func session(_ pointer: UnsafeMutableRawPointer?) -> ParseSession? {
        context(pointer)?.pointee.session?.takeUnretainedValue()
    }

    /// Receives errors raised outside the parser context, such as a failing encoder.
    static let structuredError: xmlStructuredErrorFunc = { pointer, error in
        guard let session = SAXCallbacks.session(pointer), let error else { return }
        session.record(error)
    }

    /// A handler table with every callback Tidings uses.
    static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { pointer, localName, prefix, uri, _, _, attributeCount, _, attributes in
            guard let context = SAXCallbacks.context(pointer), let name = XMLBytes(cString: localName) else {
                return
            }
            context.pointee.elementCount += 1
            let namespace = XMLBytes(cString: uri)
            context.pointee.handler.startElement(
                XMLName(
                    localName: name, namespaceURI: namespace,
                    undeclaredPrefix: namespace == nil ? XMLBytes(cString: prefix) : nil),
                attributes: XMLAttributes(pointers: attributes, count: Int(attributeCount)))
        }
        handler.endElementNs = { pointer, localName, prefix, uri in
            guard let context = SAXCallbacks.context(pointer), let name = XMLBytes(cString: localName) else {
                return
            }
            let namespace = XMLBytes(cString: uri)
            context.pointee.handler.endElement(
                XMLName(
                    localName: name, namespaceURI: namespace,
                    undeclaredPrefix: namespace == nil ? XMLBytes(cString: prefix) : nil))
        }
        let characters: charactersSAXFunc = { pointer, bytes, length in
            guard let context = SAXCallbacks.context(pointer), let bytes, length > 0 else { return }
            context.pointee.handler.characters(XMLBytes(start: bytes, count: Int(length)))
        }
        handler.characters = characters
        handler.cdataBlock = characters
        handler.ignorableWhitespace = characters
        handler.getEntity = { pointer, name in
            guard let session = SAXCallbacks.session(pointer), let name else { return nil }
            return session.entity(named: name)
        }
        handler.entityDecl = { pointer, name, type, publicID, systemID, content in
            guard let session = SAXCallbacks.session(pointer), let name else { return }
            session.declare(
                name: name, type: type, hasExternalID: publicID != nil || systemID != nil,
                content: content.map { UnsafePointer($0) })
        }
        handler.getParameterEntity = { pointer, name in
            guard let session = SAXCallbacks.session(pointer), let name else { return nil }
            return session.parameterEntity(named: name)
        }
        handler.serror = { pointer, error in
            guard let session = SAXCallbacks.session(pointer), let error else { return }
            session.record(error)
        }
        return handler
    }
}

/// libxml2, loaded and set up when the first document is parsed (see `CLibXML2/shim.h`).
enum LibXML2 {
    /// Loads libxml2 unless it is loaded, or says why it cannot be.
    static func load() throws(XMLParseError) {
        if let reason = tidings_xml_load_error() {
            throw .parserUnavailable(String(cString: reason))
        }
    }
}
