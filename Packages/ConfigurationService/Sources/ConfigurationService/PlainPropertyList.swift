import FoundationEssentials
import XMLService

/// A fast path for the settings files Tidings reads at every start: an XML property list of
/// strings, booleans, numbers, arrays and dictionaries, in plain UTF-8 XML, read by XMLService's
/// `PlainXMLScanner` into the `SettingValue`s `PropertyListDecoder` would give. The decoder tries
/// each type in turn for every value, and was nearly a fifth of a short command's instructions.
///
/// Anything else it declines, returning nil, and the caller decodes with `PropertyListDecoder`,
/// which reports errors in its own words: a binary plist, XML the scanner declines, a `<date>`
/// or `<data>`, a number not written plainly (`<integer>+5</integer>`, `<real>.5</real>`), a key
/// given twice, a key without a value. `PlainPropertyListTests` holds both paths to the same
/// values on every plist Tidings ships and tests.
enum PlainPropertyList {
    /// The doctype Apple's tools write. It names an external DTD, which XML readers never load
    /// here, and declares no entity, so blanking it changes nothing the document says; the
    /// scanner declines any other doctype.
    private static let appleDoctype = Array(
        #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#
            .utf8)

    /// The value of the plist `data`, or nil when this path does not read it.
    static func value(of data: Data) -> SettingValue? {
        var bytes = [UInt8](data)
        if let start = firstIndex(of: appleDoctype, in: bytes) {
            bytes.replaceSubrange(
                start..<start + appleDoctype.count, with: repeatElement(0x20, count: appleDoctype.count))
        }
        let assembler = PropertyListAssembler()
        guard PlainXMLScanner(maxBytes: bytes.count).scan(Data(bytes), handler: assembler) != nil else {
            return nil
        }
        return assembler.result
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}

/// Builds a `SettingValue` from a property list's events; `result` is nil when the document is
/// one `PlainPropertyList` leaves to `PropertyListDecoder`.
final class PropertyListAssembler: XMLEventHandler {
    private enum Container {
        case dictionary([String: SettingValue], key: String?)
        case array([SettingValue])
    }

    /// The element whose text is being read.
    private enum Leaf {
        case key, string, integer, real
    }

    private var stack: [Container] = []
    private var leaf: Leaf?
    private var text: [UInt8] = []
    private var insidePlist = false
    private var value: SettingValue?
    private var declined = false

    /// The document's one value, or nil when it is not one this path reads.
    var result: SettingValue? { declined || !stack.isEmpty ? nil : value }

    func startElement(_ name: XMLName, attributes: XMLAttributes) {
        guard !declined else { return }
        guard name.namespaceURI == nil, leaf == nil else { return decline() }
        let element = name.localName
        if element == "plist" {
            if insidePlist || value != nil { decline() }
            insidePlist = true
        } else if !insidePlist {
            decline()
        } else if element == "dict" {
            stack.append(.dictionary([:], key: nil))
        } else if element == "array" {
            stack.append(.array([]))
        } else if element == "key" {
            guard case .dictionary(_, nil)? = stack.last else { return decline() }
            begin(.key)
        } else if element == "string" {
            begin(.string)
        } else if element == "integer" {
            begin(.integer)
        } else if element == "real" {
            begin(.real)
        } else if element == "true" || element == "false" {
            // Their value is added when they end.
        } else {
            decline()
        }
    }

    func endElement(_ name: XMLName) {
        guard !declined else { return }
        let element = name.localName
        if element == "plist" {
            insidePlist = false
        } else if element == "dict" || element == "array" {
            switch stack.popLast() {
            case .dictionary(let entries, nil)?: add(.dictionary(entries))
            case .array(let items)?: add(.array(items))
            default: decline()
            }
        } else if element == "true" {
            add(.boolean(true))
        } else if element == "false" {
            add(.boolean(false))
        } else if let leaf {
            self.leaf = nil
            let content = String(decoding: text, as: UTF8.self)
            switch leaf {
            case .key: setKey(content)
            case .string: add(.string(content))
            case .integer: Self.integer(content).map { add(.integer($0)) } ?? decline()
            case .real: Self.real(content).map(add) ?? decline()
            }
        }
    }

    func characters(_ bytes: XMLBytes) {
        guard !declined else { return }
        if leaf != nil {
            text.append(contentsOf: bytes.buffer)
        } else if bytes.buffer.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            decline()
        }
    }

    private func begin(_ kind: Leaf) {
        leaf = kind
        text.removeAll(keepingCapacity: true)
    }

    private func setKey(_ key: String) {
        guard case .dictionary(let entries, nil)? = stack.last, entries[key] == nil else { return decline() }
        stack[stack.count - 1] = .dictionary(entries, key: key)
    }

    /// Puts a finished value where it belongs: under its dictionary's key, at the end of its
    /// array, or as the document's value.
    private func add(_ item: SettingValue) {
        switch stack.last {
        case .dictionary(var entries, let key?)?:
            entries[key] = item
            stack[stack.count - 1] = .dictionary(entries, key: nil)
        case .array(var items)?:
            items.append(item)
            stack[stack.count - 1] = .array(items)
        case .dictionary(_, nil)?:
            decline()
        case nil:
            if value != nil || !insidePlist { return decline() }
            value = item
        }
    }

    private func decline() {
        declined = true
    }

    /// `-?[0-9]+` as an integer; nil for anything else, or one too large.
    static func integer(_ text: String) -> Int? {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }

    /// `-?[0-9]+(.[0-9]+)?([eE][+-]?[0-9]+)?` as `PropertyListDecoder` reads it for a setting:
    /// an integer when it is whole (`2.0` is 2), else a number; nil for anything else.
    static func real(_ text: String) -> SettingValue? {
        if let whole = integer(text) { return .integer(whole) }
        var rest = text.utf8[...]
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        func digits() -> Bool {
            let count = rest.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            rest = rest.dropFirst(count)
            return count > 0
        }
        guard digits() else { return nil }
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            guard digits() else { return nil }
        }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard digits() else { return nil }
        }
        guard rest.isEmpty, let number = Double(text), number.isFinite else { return nil }
        if number.rounded() == number, abs(number) < 9_007_199_254_740_992 { return .integer(Int(number)) }
        return .real(number)
    }
}
