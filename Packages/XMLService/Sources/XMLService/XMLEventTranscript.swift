/// A handler that writes the events down as values, so that two parses of one document can be
/// compared event by event (the plain scanner against libxml2, in the tests and the differential
/// fuzzer). Adjacent runs of text are joined: how a parser splits text is not part of what it
/// reports.
public final class XMLEventTranscript: XMLEventHandler {
    /// One event, its bytes copied.
    public enum Event: Equatable, Sendable {
        case start(Name, attributes: [Attribute])
        case end(Name)
        case text([UInt8])
    }

    /// A name as reported: the local name, the namespace URI, and an undeclared prefix.
    public struct Name: Equatable, Sendable {
        public var localName: [UInt8]
        public var namespaceURI: [UInt8]?
        public var undeclaredPrefix: [UInt8]?

        init(_ name: XMLName) {
            localName = Array(name.localName.buffer)
            namespaceURI = name.namespaceURI.map { Array($0.buffer) }
            undeclaredPrefix = name.undeclaredPrefix.map { Array($0.buffer) }
        }
    }

    /// An attribute as reported.
    public struct Attribute: Equatable, Sendable {
        public var name: Name
        public var value: [UInt8]
    }

    public private(set) var events: [Event] = []

    public init() {}

    public func startElement(_ name: XMLName, attributes: XMLAttributes) {
        var copied: [Attribute] = []
        for index in 0..<attributes.count {
            guard let attribute = attributes[index] else { continue }
            copied.append(Attribute(name: Name(attribute.name), value: Array(attribute.value.buffer)))
        }
        events.append(.start(Name(name), attributes: copied))
    }

    public func endElement(_ name: XMLName) {
        events.append(.end(Name(name)))
    }

    public func characters(_ text: XMLBytes) {
        if case .text(let earlier)? = events.last {
            events[events.count - 1] = .text(earlier + Array(text.buffer))
        } else {
            events.append(.text(Array(text.buffer)))
        }
    }
}
