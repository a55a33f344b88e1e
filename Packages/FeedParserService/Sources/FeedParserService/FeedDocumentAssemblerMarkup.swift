import XMLService

/// Writing the markup of HTML and XHTML fields, and escaped text, into the captured bytes.
///
/// These are methods of the assembler, which owns the buffer: they append in place, once per
/// event, without a buffer handed around or a temporary array per tag.
extension FeedDocumentAssembler {
    private static let ampersand: [UInt8] = Array("&amp;".utf8)
    private static let lessThan: [UInt8] = Array("&lt;".utf8)
    private static let greaterThan: [UInt8] = Array("&gt;".utf8)
    private static let quote: [UInt8] = Array("&quot;".utf8)

    /// Appends `bytes` with `&`, `<` and `>` escaped, and `"` too inside an attribute value.
    mutating func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, inAttribute: Bool) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): text.append(contentsOf: Self.ampersand)
            case UInt8(ascii: "<"): text.append(contentsOf: Self.lessThan)
            case UInt8(ascii: ">"): text.append(contentsOf: Self.greaterThan)
            case UInt8(ascii: "\"") where inAttribute: text.append(contentsOf: Self.quote)
            default: text.append(byte)
            }
        }
    }

    /// Appends `<name attribute="value" …>`, with `xml:` kept on attributes in the XML namespace.
    mutating func writeStartTag(_ name: XMLName, attributes: XMLAttributes) {
        text.append(UInt8(ascii: "<"))
        text.append(contentsOf: name.localName.buffer)
        for index in 0..<attributes.count {
            guard let attribute = attributes[index] else { continue }
            text.append(UInt8(ascii: " "))
            if attribute.name.namespaceURI.map({ $0 == FeedNamespace.xml }) == true {
                text.append(contentsOf: Array("xml:".utf8))
            }
            text.append(contentsOf: attribute.name.localName.buffer)
            text.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
            writeEscaped(attribute.value.buffer, inAttribute: true)
            text.append(UInt8(ascii: "\""))
        }
        text.append(UInt8(ascii: ">"))
    }

    /// Appends `</name>`.
    mutating func writeEndTag(_ name: XMLName) {
        text.append(contentsOf: [UInt8(ascii: "<"), UInt8(ascii: "/")])
        text.append(contentsOf: name.localName.buffer)
        text.append(UInt8(ascii: ">"))
    }
}
