import CLibXML2

/// The name of an element or attribute: its local name and, when it has one, its
/// namespace URI. Prefixes are not reported (namespaces are compared by URI), but for a prefix the
/// document never declared (`<itunes:author>` without `xmlns:itunes`), which has no URI.
public struct XMLName {
    public let localName: XMLBytes
    public let namespaceURI: XMLBytes?
    /// The prefix of an element whose prefix has no declaration; nil otherwise.
    public var undeclaredPrefix: XMLBytes? = nil
}

/// One attribute of an element.
public struct XMLAttribute {
    public let name: XMLName
    public let value: XMLBytes
}

/// An attribute as the plain scanner hands it over: its name and value already settled.
struct ScannedAttribute {
    var name: XMLName
    var value: XMLBytes
}

/// The attributes of an element: read lazily from libxml2's array, or handed over settled by
/// `PlainXMLScanner`.
public struct XMLAttributes {
    /// libxml2 passes five pointers per attribute: local name, prefix, URI, value start, value end.
    let pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    /// The plain scanner's attributes, when they come from it.
    let scanned: UnsafePointer<ScannedAttribute>?
    public let count: Int

    init(pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) {
        self.pointers = pointers
        self.scanned = nil
        self.count = count
    }

    init(scanned: UnsafePointer<ScannedAttribute>, count: Int) {
        self.pointers = nil
        self.scanned = scanned
        self.count = count
    }

    public subscript(index: Int) -> XMLAttribute? {
        guard index >= 0, index < count else { return nil }
        if let scanned {
            return XMLAttribute(name: scanned[index].name, value: scanned[index].value)
        }
        guard let pointers else { return nil }
        let base = pointers + index * 5
        guard let localName = XMLBytes(cString: base[0]), let valueStart = base[3], let valueEnd = base[4]
        else {
            return nil
        }
        return XMLAttribute(
            name: XMLName(localName: localName, namespaceURI: XMLBytes(cString: base[2])),
            value: XMLBytes(start: valueStart, count: valueEnd - valueStart))
    }

    /// The value of the attribute with the given local name and no namespace.
    public func value(_ localName: StaticString) -> XMLBytes? {
        for index in 0..<count {
            if let attribute = self[index], attribute.name.namespaceURI == nil,
                attribute.name.localName == localName
            {
                return attribute.value
            }
        }
        return nil
    }

    /// The value of the attribute with the given local name in the given namespace.
    public func value(_ localName: StaticString, namespace: StaticString) -> XMLBytes? {
        for index in 0..<count {
            if let attribute = self[index], let uri = attribute.name.namespaceURI, uri == namespace,
                attribute.name.localName == localName
            {
                return attribute.value
            }
        }
        return nil
    }
}

/// Receives the events of a streaming parse, in document order.
///
/// Every `XMLBytes` handed over is valid only during the call. Text arrives in one or more
/// `characters` calls per text node; CDATA sections arrive the same way.
public protocol XMLEventHandler: AnyObject {
    func startElement(_ name: XMLName, attributes: XMLAttributes)
    func endElement(_ name: XMLName)
    func characters(_ text: XMLBytes)
}
