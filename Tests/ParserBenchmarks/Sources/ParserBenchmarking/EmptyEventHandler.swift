import Foundation
import XMLService

/// An `XMLEventHandler` that does nothing, to measure XMLService's own cost over raw libxml2.
final class EmptyEventHandler: XMLEventHandler {
    func startElement(_ name: XMLName, attributes: XMLAttributes) {}
    func endElement(_ name: XMLName) {}
    func characters(_ text: XMLBytes) {}

    /// Parses `data` and returns the number of elements it started.
    static func run(_ data: Data) -> Int {
        let parser = XMLStreamParser(options: XMLParseOptions(maxBytes: Int.max, recover: true))
        return (try? parser.parse(data, handler: EmptyEventHandler()))?.elementCount ?? 0
    }
}
