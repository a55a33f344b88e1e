import FoundationEssentials
import UnicodeTextService
import XMLService

/// Assembles an `OPMLDocument` from the events of a streaming parse, without recursion.
final class OPMLTreeAssembler: XMLEventHandler {
    private enum Place {
        case root
        case head
        case headField(name: String, namespace: String?)
        case body
        case outline
        case elsewhere
    }

    private(set) var rootElement: String?
    private(set) var version = ""
    private(set) var sawBody = false
    private var head: [OPMLField] = []
    private var places: [Place] = []
    private var openOutlines: [OPMLOutline] = []
    private var outlines: [OPMLOutline] = []
    private var fieldText = ""

    func startElement(_ name: XMLName, attributes: XMLAttributes) {
        let local = name.localName.string
        let plain = name.namespaceURI == nil
        guard let place = places.last else {
            rootElement = local
            version = attributes.value("version")?.string ?? ""
            places.append(.root)
            return
        }
        switch place {
        case .root where plain && local == "head":
            places.append(.head)
        case .root where plain && local == "body":
            sawBody = true
            places.append(.body)
        case .head:
            fieldText = ""
            places.append(.headField(name: local, namespace: name.namespaceURI?.string))
        case .body where plain && local == "outline", .outline where plain && local == "outline":
            openOutlines.append(OutlineAttributes.outline(from: attributes))
            places.append(.outline)
        default:
            places.append(.elsewhere)
        }
    }

    func endElement(_ name: XMLName) {
        switch places.popLast() {
        case .headField(let name, let namespace):
            head.append(
                OPMLField(
                    name: name, namespace: namespace,
                    value: WhiteSpace.trimmed(fieldText)))
        case .outline:
            closeOutline()
        default:
            break
        }
    }

    func characters(_ text: XMLBytes) {
        if case .headField = places.last { fieldText += text.string }
    }

    /// The document read so far; outlines a broken file left open are closed.
    func document() -> OPMLDocument {
        while !openOutlines.isEmpty { closeOutline() }
        return OPMLDocument(version: version, head: OPMLHead(fields: head), outlines: outlines)
    }

    private func closeOutline() {
        guard let finished = openOutlines.popLast() else { return }
        if openOutlines.isEmpty {
            outlines.append(finished)
        } else {
            openOutlines[openOutlines.count - 1].children.append(finished)
        }
    }
}

/// Reads an `<outline>` element's attributes into an `OPMLOutline`.
enum OutlineAttributes {
    /// Attributes whose names match these, in any case, fill the outline's own properties.
    static func outline(from attributes: XMLAttributes) -> OPMLOutline {
        var outline = OPMLOutline()
        for index in 0..<attributes.count {
            guard let attribute = attributes[index] else { continue }
            let name = attribute.name.localName.string
            let value = attribute.value.string
            if attribute.name.namespaceURI == nil,
                let filled = assigning(value, named: name.lowercased(), to: outline)
            {
                outline = filled
                continue
            }
            outline.attributes.append(
                OPMLField(name: name, namespace: attribute.name.namespaceURI?.string, value: value))
        }
        return outline
    }

    /// `outline` with `value` in the property `name` names, or nil when that property is already
    /// set or the value does not fit it.
    private static func assigning(_ value: String, named name: String, to outline: OPMLOutline)
        -> OPMLOutline?
    {
        var outline = outline
        switch name {
        case "text" where outline.text == nil:
            outline.text = value
        case "title" where outline.title == nil:
            outline.title = value
        case "type" where outline.type == nil:
            outline.type = value
        case "description" where outline.description == nil:
            outline.description = value
        case "category" where outline.categories.isEmpty:
            outline.categories = value.split(separator: ",")
                .map { WhiteSpace.trimmed($0) }
                .filter { !$0.isEmpty }
            return outline.categories.isEmpty ? nil : outline
        case "xmlurl" where outline.xmlURL == nil:
            guard let url = url(value) else { return nil }
            outline.xmlURL = url
        case "htmlurl" where outline.htmlURL == nil:
            guard let url = url(value) else { return nil }
            outline.htmlURL = url
        default:
            return nil
        }
        return outline
    }

    /// The URL an attribute holds, spaces around it ignored; nil when it is empty or not a URL.
    private static func url(_ value: String) -> URL? {
        let trimmed = WhiteSpace.trimmed(value)
        guard !trimmed.isEmpty else { return nil }
        return URL(string: trimmed)
    }
}
