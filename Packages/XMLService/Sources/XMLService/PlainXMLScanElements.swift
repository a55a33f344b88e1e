import FoundationEssentials
import Glibc

/// Elements, attributes and namespaces, as libxml2's SAX2 reports them: an element's name with its
/// namespace URI, its attributes without the `xmlns` declarations, in document order, each
/// prefixed one with its URI and the others with none.
extension PlainXMLScan {
    /// The XML namespace, bound to `xml:` without a declaration.
    static let xmlNamespace: StaticString = "http://www.w3.org/XML/1998/namespace"

    /// The root element and everything in it, up to its end tag.
    mutating func content(_ handler: any XMLEventHandler) throws(Declined) {
        try startTag(handler)
        while !elements.isEmpty {
            guard index < count else { throw Declined() }
            if bytes[index] != UInt8(ascii: "<") {
                try text(handler)
            } else if index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                try endTag(handler)
            } else if index + 1 < count, nameStarts[Int(bytes[index + 1])] {
                if index == boundary {
                    meetBoundary()
                    if stopped { return }
                    continue
                }
                try startTag(handler)
            } else if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<![CDATA[") {
                try cdata(handler)
            } else if starts(with: "<?") {
                try processingInstruction()
            } else {
                throw Declined()
            }
        }
    }

    /// At the start tag of the boundary: notes the elements open there, then stops or goes on
    /// from where the part resumes.
    private mutating func meetBoundary() {
        met = PlainXMLBoundary(openElements: elements.map(\.qualifiedStart), elementsBefore: elementCount)
        boundary = -1
        if let resume {
            index = resume
        } else {
            stopped = true
        }
    }

    /// A name at the current position: its length, and where its colon is (0 for none). A
    /// qualified name has at most one colon, with something on both sides.
    private mutating func name() throws(Declined) -> (length: Int, colon: Int) {
        let start = index
        guard index < count, nameStarts[Int(bytes[index])] else { throw Declined() }
        var colon = 0
        while index < count, nameCharacters[Int(bytes[index])] {
            if bytes[index] == UInt8(ascii: ":") {
                guard colon == 0, index > start else { throw Declined() }
                colon = index - start
            }
            index += 1
        }
        let length = index - start
        guard length <= PlainXMLScanner.maxNameLength, colon == 0 || colon < length - 1 else {
            throw Declined()
        }
        // With namespaces, the part after the colon is a name of its own: `p:7b` is no name.
        guard colon == 0 || nameStarts[Int(bytes[start + colon + 1])] else { throw Declined() }
        return (length, colon)
    }

    /// `<name attributes>` or `<name attributes/>`.
    private mutating func startTag(_ handler: any XMLEventHandler) throws(Declined) {
        guard elements.count < PlainXMLScanner.maxDepth else { throw Declined() }
        index += 1
        let nameStart = index
        let (nameLength, colon) = try name()
        // removeLast rather than removeAll(keepingCapacity:), which went through replaceSubrange
        // at a noticeable cost per element.
        while !rawAttributes.isEmpty { rawAttributes.removeLast() }
        var isEmpty = false
        while true {
            let hadSpace = skipSpace()
            guard index < count else { throw Declined() }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            if bytes[index] == UInt8(ascii: "/") {
                guard index + 1 < count, bytes[index + 1] == UInt8(ascii: ">") else { throw Declined() }
                index += 2
                isEmpty = true
                break
            }
            guard hadSpace, rawAttributes.count < PlainXMLScanner.maxAttributes else { throw Declined() }
            try attribute()
        }
        let bindingsBefore = bindings.count
        try declareNamespaces()
        let elementName = XMLName(
            localName: slice(
                nameStart + (colon > 0 ? colon + 1 : 0), nameLength - (colon > 0 ? colon + 1 : 0)),
            namespaceURI: try namespace(prefixStart: nameStart, prefixLength: colon, isAttribute: false))
        let attributeCount = try settleAttributes()
        elementCount += 1
        handler.startElement(
            elementName, attributes: XMLAttributes(scanned: attributes, count: attributeCount))
        if isEmpty {
            handler.endElement(elementName)
            closeBindings(from: bindingsBefore)
        } else {
            elements.append(
                OpenElement(
                    qualifiedStart: nameStart, qualifiedLength: nameLength, name: elementName,
                    bindingsBefore: bindingsBefore))
        }
    }

    /// `</name>`, which must close the element open last.
    private mutating func endTag(_ handler: any XMLEventHandler) throws(Declined) {
        guard let open = elements.last else { throw Declined() }
        index += 2
        guard index + open.qualifiedLength <= count,
            memcmp(bytes + index, bytes + open.qualifiedStart, open.qualifiedLength) == 0
        else { throw Declined() }
        index += open.qualifiedLength
        guard index < count, !nameCharacters[Int(bytes[index])] else { throw Declined() }
        _ = skipSpace()
        guard index < count, bytes[index] == UInt8(ascii: ">") else { throw Declined() }
        index += 1
        elements.removeLast()
        handler.endElement(open.name)
        closeBindings(from: open.bindingsBefore)
        if index >= nextPassedReport, let passed {
            passed(bytes + index)
            nextPassedReport = index + PlainXMLScanner.passedReportStride
        }
    }

    /// Ends the namespace declarations made from `start` on.
    private mutating func closeBindings(from start: Int) {
        while bindings.count > start { bindings.removeLast() }
    }

    /// ` name="value"`, read raw: where its name and value are, and whether the value needs
    /// decoding.
    private mutating func attribute() throws(Declined) {
        let nameStart = index
        let (nameLength, colon) = try name()
        let quote = try valueQuote()
        let valueStart = index
        var needsDecoding = false
        let stops = valueStops
        while true {
            while index < count, !stops[Int(bytes[index])] { index += 1 }
            guard index < count else { throw Declined() }
            let byte = bytes[index]
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
            case UInt8(ascii: "&"), 0x09, 0x0A, 0x0D:
                needsDecoding = true
                index += 1
            case 0x80...0xFF:
                try skipEncodedCharacter()
            default:
                // `<`, or a control character XML forbids.
                throw Declined()
            }
        }
        let valueLength = index - valueStart
        guard valueLength <= PlainXMLScanner.maxRunLength else { throw Declined() }
        index += 1
        rawAttributes.append(
            RawAttribute(
                nameStart: nameStart, nameLength: nameLength, colon: colon, valueStart: valueStart,
                valueLength: valueLength, needsDecoding: needsDecoding))
    }

    /// Whether raw attribute `attribute` declares a namespace (`xmlns` or `xmlns:prefix`).
    private func isDeclaration(_ attribute: RawAttribute) -> Bool {
        let name = slice(attribute.nameStart, attribute.colon > 0 ? attribute.colon : attribute.nameLength)
        return name == "xmlns"
    }

    /// Puts the element's namespace declarations in force. A prefix bound to nothing, and a
    /// declaration of `xml` or `xmlns`, are left to libxml2.
    private mutating func declareNamespaces() throws(Declined) {
        let first = bindings.count
        for attribute in rawAttributes where isDeclaration(attribute) {
            var prefix: XMLBytes?
            if attribute.colon > 0 {
                let declared = slice(
                    attribute.nameStart + attribute.colon + 1, attribute.nameLength - attribute.colon - 1)
                guard !(declared == "xml"), !(declared == "xmlns"), attribute.valueLength > 0 else {
                    throw Declined()
                }
                prefix = declared
            }
            var uri: XMLBytes? = slice(attribute.valueStart, attribute.valueLength)
            if attribute.needsDecoding {
                let decoded = try decodedValue(attribute)
                let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(decoded.count, 1))
                if let base = copy.baseAddress { base.update(from: decoded.start, count: decoded.count) }
                decodedURIs.append(copy)
                uri = copy.baseAddress.map { XMLBytes(start: $0, count: decoded.count) }
            }
            if attribute.valueLength == 0 { uri = nil }
            // The same prefix declared twice on one element is a repeated attribute.
            guard !bindings[first...].contains(where: { $0.prefix == prefix }) else { throw Declined() }
            bindings.append(Binding(prefix: prefix, uri: uri))
        }
    }

    /// The namespace URI of a name whose prefix is `prefixLength` bytes at `prefixStart` (0 for
    /// none): an unprefixed element takes the default namespace, an unprefixed attribute none;
    /// `xml` is the XML namespace; a prefix never declared is left to libxml2.
    private func namespace(prefixStart: Int, prefixLength: Int, isAttribute: Bool) throws(Declined)
        -> XMLBytes?
    {
        guard prefixLength > 0 else {
            if isAttribute { return nil }
            return bindings.last { $0.prefix == nil }?.uri
        }
        let prefix = slice(prefixStart, prefixLength)
        if prefix == "xml" {
            return XMLBytes(start: Self.xmlNamespace.utf8Start, count: Self.xmlNamespace.utf8CodeUnitCount)
        }
        guard !(prefix == "xmlns"), let binding = bindings.last(where: { $0.prefix == prefix }),
            binding.uri != nil
        else { throw Declined() }
        return binding.uri
    }

    /// Settles the attributes that are not declarations: their namespaces and decoded values,
    /// written to `attributes`; a repeated name (by its prefix, or by its namespace) is left to
    /// libxml2. Returns how many there are.
    private mutating func settleAttributes() throws(Declined) -> Int {
        values.count = 0
        var offsets: [(start: Int, length: Int)?] = []
        var settled = 0
        for attribute in rawAttributes where !isDeclaration(attribute) {
            let local = slice(
                attribute.nameStart + (attribute.colon > 0 ? attribute.colon + 1 : 0),
                attribute.nameLength - (attribute.colon > 0 ? attribute.colon + 1 : 0))
            let uri = try namespace(
                prefixStart: attribute.nameStart, prefixLength: attribute.colon, isAttribute: true)
            for earlier in 0..<settled {
                let other = attributes[earlier].name
                if other.localName == local && other.namespaceURI == uri { throw Declined() }
            }
            if attribute.needsDecoding {
                let start = values.count
                try decode(attribute)
                offsets.append((start, values.count - start))
            } else {
                offsets.append(nil)
            }
            attributes[settled] = ScannedAttribute(
                name: XMLName(localName: local, namespaceURI: uri),
                value: slice(attribute.valueStart, attribute.valueLength))
            settled += 1
        }
        // Decoded values point into `values` only now, when it no longer grows.
        for (position, offset) in offsets.enumerated() {
            guard let offset else { continue }
            attributes[position].value = XMLBytes(start: values.base + offset.start, count: offset.length)
        }
        return settled
    }

    /// A declaration's value decoded on its own (the buffer is reset for the element's values).
    private mutating func decodedValue(_ attribute: RawAttribute) throws(Declined) -> XMLBytes {
        values.count = 0
        try decode(attribute)
        return XMLBytes(start: values.base, count: values.count)
    }

    /// Appends an attribute's value to `values` as XML normalises it: each tab, line feed and
    /// carriage return (a CR LF pair once) becomes a space, references are replaced.
    private mutating func decode(_ attribute: RawAttribute) throws(Declined) {
        var position = attribute.valueStart
        let end = attribute.valueStart + attribute.valueLength
        while position < end {
            let byte = bytes[position]
            switch byte {
            case 0x0D:
                values.append(0x20)
                position += position + 1 < end && bytes[position + 1] == 0x0A ? 2 : 1
            case 0x09, 0x0A:
                values.append(0x20)
                position += 1
            case UInt8(ascii: "&"):
                let (length, next) = try reference(at: position, end: end)
                values.append(character, length)
                position = next
            default:
                values.append(byte)
                position += 1
            }
        }
    }
}
