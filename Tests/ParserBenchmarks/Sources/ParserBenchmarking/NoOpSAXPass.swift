import CLibXML2
public import Foundation

/// The baseline: libxml2's SAX parser over the same bytes with callbacks that do nothing, fed
/// through the same push-parser entry point and options XMLService uses, so the difference to a
/// full parse is what Tidings adds.
public enum NoOpSAXPass {
    /// A handler table whose callbacks do nothing.
    static func emptyHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { _, _, _, _, _, _, _, _, _ in }
        handler.endElementNs = { _, _, _, _ in }
        let characters: charactersSAXFunc = { _, _, _ in }
        handler.characters = characters
        handler.cdataBlock = characters
        handler.serror = { _, _ in }
        return handler
    }

    /// Parses `data` through libxml2's memory parser (`xmlSAXUserParseMemory`), which copies the
    /// document into its own buffer first, and returns whether it was well-formed.
    public static func runFromMemory(_ data: Data) -> Bool {
        xmlInitParser()
        xmlSetStructuredErrorFunc(nil, { _, _ in })
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        var handler = emptyHandler()
        let status = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.bindMemory(to: CChar.self).baseAddress else { return -1 }
            return xmlSAXUserParseMemory(&handler, nil, base, Int32(clamping: raw.count))
        }
        return status == 0
    }

    /// Parses `data` and returns whether libxml2 found it well-formed.
    public static func run(_ data: Data) -> Bool {
        xmlInitParser()
        // Errors raised outside the parser context (a failing encoder) would go to stderr.
        xmlSetStructuredErrorFunc(nil, { _, _ in })
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        var handler = emptyHandler()
        guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else { return false }
        defer { xmlFreeParserCtxt(context) }
        xmlCtxtUseOptions(
            context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOENT.rawValue)
        )
        let sliceSize = 256 * 1024
        data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: CChar.self).baseAddress else { return }
            var offset = 0
            repeat {
                let length = min(sliceSize, raw.count - offset)
                let last = offset + length == raw.count
                xmlParseChunk(context, base + offset, Int32(length), last ? 1 : 0)
                offset += length
            } while offset < raw.count
        }
        // libxml2 keeps a doctype's entity declarations in a side document the context does not
        // free; XMLService frees it too, so both passes do the same work.
        if let sideDocument = context.pointee.myDoc {
            xmlFreeDoc(sideDocument)
            context.pointee.myDoc = nil
        }
        return context.pointee.wellFormed != 0
    }
}
