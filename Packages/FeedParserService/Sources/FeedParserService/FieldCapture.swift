import FoundationEssentials
import XMLService

/// How the text of a field is to be read.
enum TextMode {
    /// Plain text; child elements are dropped, their text kept.
    case plain
    /// HTML source; child elements (inline XHTML) are written back as markup.
    case html
    /// Atom `type="xhtml"`: child elements written back as markup, text escaped, the wrapping
    /// `div` left out.
    case xhtml
    /// Atom 0.3 `mode="base64"`, decoded at the end; `isHTML` says what the decoded text is.
    /// `textOnly`: a construct of another media type (RFC 4287 §3.1.1.3: `type=
    /// "application/octet-stream"`), which is base64 by definition and kept only when it decodes
    /// to UTF-8 text.
    case base64(isHTML: Bool, textOnly: Bool = false)

    var isHTML: Bool {
        switch self {
        case .plain: false
        case .html, .xhtml: true
        case .base64(let isHTML, _): isHTML
        }
    }

    var isBase64: Bool {
        if case .base64 = self { true } else { false }
    }

    /// The mode an Atom text construct's `type` (and Atom 0.3 `mode`) attributes select, or nil
    /// for content that is not text at all (an image, say), which is skipped.
    static func atom(type: String?, mode: String?) -> TextMode? {
        let type = type?.lowercased() ?? "text"
        var selected: TextMode
        switch type {
        case "text", "text/plain": selected = .plain
        case "html", "text/html": selected = .html
        case "xhtml", "application/xhtml+xml": selected = .xhtml
        default:
            if type.hasPrefix("text/") {
                selected = .plain
            } else if type.hasSuffix("+xml") || type.hasSuffix("/xml") {
                selected = .xhtml
            } else {
                return .base64(isHTML: false, textOnly: true)
            }
        }
        switch mode?.lowercased() {
        case "escaped": return selected.isHTML ? .html : .plain
        case "base64": return .base64(isHTML: selected.isHTML)
        default: return selected
        }
    }
}

/// The field whose text is being captured.
struct FieldCapture {
    enum Owner { case feed, item, image, person, media }
    var tag: FeedTag
    var owner: Owner
    var mode: TextMode
    /// The element depth of the field itself.
    var depth: Int
    /// The depth of the `div` that wraps XHTML content, once seen.
    var wrapperDepth: Int?
    /// Whether a guid's `isPermaLink` was "false".
    var notPermaLink = false
}

/// The HTML elements that have no end tag.
enum VoidElements {
    static func contains(_ name: XMLBytes) -> Bool {
        switch name.count {
        case 2: name == "br" || name == "hr"
        case 3: name == "img" || name == "col" || name == "wbr"
        case 4: name == "area" || name == "base" || name == "link" || name == "meta"
        case 5: name == "embed" || name == "input" || name == "track" || name == "param"
        case 6: name == "source"
        default: false
        }
    }
}

/// Turning captured bytes into values.
enum CapturedText {
    /// The bytes without leading and trailing whitespace.
    static func trimmed(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var start = 0
        var end = bytes.count
        while start < end, FeedDateParser.isSpace(bytes[start]) { start += 1 }
        while end > start, FeedDateParser.isSpace(bytes[end - 1]) { end -= 1 }
        return bytes[start..<end]
    }

    /// `text` without leading and trailing whitespace and line breaks (ASCII whitespace, which is
    /// what feeds pad with), without going through Foundation.
    static func trim(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last,
            FeedDateParser.isSpace(first) || FeedDateParser.isSpace(last)
        else {
            return text
        }
        guard let start = utf8.firstIndex(where: { !FeedDateParser.isSpace($0) }),
            let end = utf8.lastIndex(where: { !FeedDateParser.isSpace($0) })
        else {
            return ""
        }
        return String(text[start...end])
    }

    /// The trimmed text, or nil when nothing is left. `knownValid`: the bytes were checked to
    /// be UTF-8 already, and are copied into the string without a second check (trimming takes
    /// ASCII bytes off the ends, which cannot cut a character).
    static func string(_ bytes: [UInt8], knownValid: Bool = false) -> String? {
        let slice = trimmed(bytes)
        guard !slice.isEmpty else { return nil }
        if knownValid { return String(copying: UTF8Span(unchecked: slice.span)) }
        return String(decoding: slice, as: UTF8.self)
    }

    /// A title or other one-line plain text: references left over from double escaping
    /// (`AT&amp;amp;T`) are decoded, then whitespace runs with line breaks or tabs become one
    /// space. Every line break counts, those a decoded reference or base64 text brings too (form
    /// feed, `U+2028`…), so that a title is always one line.
    static func line(_ text: String) -> String {
        let decoded = EntityText.decode(text)
        guard decoded.unicodeScalars.contains(where: breaksLine) else { return decoded }
        return decoded.split(whereSeparator: { $0.isWhitespace && $0 != "\u{00A0}" }).joined(separator: " ")
    }

    /// Tab, and every scalar that makes a `Character` a newline.
    static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The plain text of a short HTML fragment (an Atom `type="html"` title): tags and comments
    /// dropped, references decoded. Hand-written because titles are short and many: building a
    /// libxml2 HTML tree for each would cost more than the rest of the item.
    static func plainText(fromHTML html: String) -> String {
        guard html.utf8.contains(UInt8(ascii: "<")) else { return EntityText.decode(html) }
        var output: [UInt8] = []
        output.reserveCapacity(html.utf8.count)
        var inTag = false
        var quote: UInt8?
        for byte in html.utf8 {
            if inTag {
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    inTag = false
                }
            } else if byte == UInt8(ascii: "<") {
                inTag = true
            } else {
                output.append(byte)
            }
        }
        return EntityText.decode(String(decoding: output, as: UTF8.self))
    }
}
