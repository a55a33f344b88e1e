import FoundationEssentials

/// A byte order mark at the start of a document.
enum ByteOrderMark: Equatable {
    case utf8, utf16LittleEndian, utf16BigEndian, utf32LittleEndian, utf32BigEndian

    /// The encoding's name as libxml2 and iconv know it.
    var encodingName: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16LittleEndian: "UTF-16LE"
        case .utf16BigEndian: "UTF-16BE"
        case .utf32LittleEndian: "UTF-32LE"
        case .utf32BigEndian: "UTF-32BE"
        }
    }

    /// The same, lowercased, as `EncodingPlan.effective` spells encodings.
    var effectiveName: String {
        switch self {
        case .utf8: "utf-8"
        case .utf16LittleEndian: "utf-16le"
        case .utf16BigEndian: "utf-16be"
        case .utf32LittleEndian: "utf-32le"
        case .utf32BigEndian: "utf-32be"
        }
    }

    var length: Int {
        switch self {
        case .utf8: 3
        case .utf16LittleEndian, .utf16BigEndian: 2
        case .utf32LittleEndian, .utf32BigEndian: 4
        }
    }
}

/// What the beginning of a document says about it, before any parser runs.
struct DocumentSniff {
    enum Kind {
        /// No bytes, or only whitespace.
        case empty
        /// Starts with `{` or `[`.
        case json
        /// An HTML page: an `<html>` root (a doctype naming html, before a root that is not
        /// `<html>`, does not make one).
        case html
        /// Markup with no element at all: only a declaration, comments or a doctype.
        case noElement
        /// Neither markup nor JSON; the text says what it starts with.
        case other(String)
        /// Markup; the root element when the prologue could be read.
        case xml(RootElement?)
    }

    var kind: Kind
    var byteOrderMark: ByteOrderMark?
    /// The encoding named by the XML declaration, if any.
    var declaredEncoding: String?
    /// Whether the bytes are laid out as UTF-16 or UTF-32 (with or without a byte order mark).
    var isWideEncoding = false
}

/// Reads the prologue of a document (byte order mark, XML declaration, comments, doctype) up to
/// its root element, on at most `window` bytes. UTF-16 and UTF-32 prologues are transcoded first.
enum DocumentSniffer {
    static let window = 64 * 1024

    static func sniff(_ data: Data) -> DocumentSniff {
        data.withUnsafeBytes { raw in
            sniff(
                UnsafeBufferPointer(
                    start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count))
        }
    }

    static func sniff(_ bytes: UnsafeBufferPointer<UInt8>) -> DocumentSniff {
        let mark = byteOrderMark(bytes)
        if let layout = wideLayout(bytes, mark: mark) {
            var text = transcodePrefix(bytes, layout: layout, skipping: mark?.length ?? 0)
            return text.withUnsafeMutableBufferPointer { buffer in
                var sniff = scan(UnsafeBufferPointer(buffer), complete: bytes.count <= wideWindow)
                sniff.byteOrderMark = mark
                sniff.isWideEncoding = true
                return sniff
            }
        }
        let start = mark?.length ?? 0
        let end = min(bytes.count, start + window)
        let prefix = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var sniff = scan(prefix, complete: end == bytes.count)
        sniff.byteOrderMark = mark
        return sniff
    }

    static func byteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteOrderMark? {
        func byte(_ index: Int) -> Int { index < bytes.count ? Int(bytes[index]) : -1 }
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0xEF, 0xBB, 0xBF, _): return .utf8
        case (0xFF, 0xFE, 0, 0): return .utf32LittleEndian
        case (0, 0, 0xFE, 0xFF): return .utf32BigEndian
        case (0xFF, 0xFE, _, _): return .utf16LittleEndian
        case (0xFE, 0xFF, _, _): return .utf16BigEndian
        default: return nil
        }
    }

    /// Code unit width and byte order of a UTF-16 or UTF-32 document, from its mark or from the
    /// zero bytes around its first `<`.
    struct WideLayout {
        var width: Int
        var littleEndian: Bool
    }

    static func wideLayout(_ bytes: UnsafeBufferPointer<UInt8>, mark: ByteOrderMark?) -> WideLayout? {
        switch mark {
        case .utf16LittleEndian: return WideLayout(width: 2, littleEndian: true)
        case .utf16BigEndian: return WideLayout(width: 2, littleEndian: false)
        case .utf32LittleEndian: return WideLayout(width: 4, littleEndian: true)
        case .utf32BigEndian: return WideLayout(width: 4, littleEndian: false)
        case .utf8: return nil
        case nil: break
        }
        guard bytes.count >= 4 else { return nil }
        switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
        case (0x3C, 0, 0, 0): return WideLayout(width: 4, littleEndian: true)
        case (0, 0, 0, 0x3C): return WideLayout(width: 4, littleEndian: false)
        case (0x3C, 0, _, 0): return WideLayout(width: 2, littleEndian: true)
        case (0, 0x3C, 0, _): return WideLayout(width: 2, littleEndian: false)
        default: return nil
        }
    }

    /// How much of a wide document is transcoded for the scan: a prologue is short, and the
    /// transcoding costs more per byte than the rest of the sniff.
    static let wideWindow = 4 * 1024

    /// The first `wideWindow` bytes of a wide document as UTF-8.
    static func transcodePrefix(_ bytes: UnsafeBufferPointer<UInt8>, layout: WideLayout, skipping: Int)
        -> [UInt8]
    {
        let end = min(bytes.count, skipping + wideWindow)
        var index = skipping
        func unit() -> UInt32 {
            var value: UInt32 = 0
            for offset in 0..<layout.width {
                let byte = UInt32(bytes[index + (layout.littleEndian ? layout.width - 1 - offset : offset)])
                value = value << 8 | byte
            }
            index += layout.width
            return value
        }
        if layout.width == 2 {
            var units: [UInt16] = []
            units.reserveCapacity((end - skipping) / 2)
            while index + 2 <= end { units.append(UInt16(truncatingIfNeeded: unit())) }
            // Straight to UTF-8: going through a String took String's slow repairing path.
            var utf8: [UInt8] = []
            utf8.reserveCapacity(units.count)
            _ = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) {
                utf8.append($0)
            }
            return utf8
        }
        var text = String.UnicodeScalarView()
        while index + 4 <= end { text.append(Unicode.Scalar(unit()) ?? "\u{FFFD}") }
        return Array(String(text).utf8)
    }

    /// Scans an ASCII-compatible prologue.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, complete: Bool) -> DocumentSniff {
        var scanner = PrologueScanner(bytes: bytes)
        scanner.skipWhitespace()
        guard let first = scanner.peek() else {
            return DocumentSniff(kind: complete ? .empty : .xml(nil))
        }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return DocumentSniff(kind: .json) }
        guard first == UInt8(ascii: "<") else {
            return DocumentSniff(kind: .other("it is text that begins with \(scanner.excerpt())"))
        }
        var declaredEncoding: String?
        if scanner.hasPrefix("<?xml") {
            declaredEncoding = scanner.readDeclarationEncoding()
        }
        // The root element decides what a document is: an XHTML doctype in front of <rss> (some
        // publishers' templates add one) does not make it a page.
        var htmlDoctype = false
        while true {
            scanner.skipWhitespace()
            if scanner.peek() == nil {
                if complete { return DocumentSniff(kind: .noElement, declaredEncoding: declaredEncoding) }
                break
            }
            if scanner.hasPrefix("<?") {
                guard scanner.skip(past: "?>") else { break }
            } else if scanner.hasPrefix("<!--") {
                guard scanner.skip(past: "-->") else { break }
            } else if scanner.hasPrefix("<!DOCTYPE", caseInsensitive: true) {
                htmlDoctype = htmlDoctype || scanner.doctypeNamesHTML()
                guard scanner.skipDoctype() else { break }
            } else if let root = scanner.readRootElement() {
                let isHTML = root.localName.utf8.count == 4 && root.localName.lowercased() == "html"
                let kind: DocumentSniff.Kind = isHTML ? .html : .xml(root)
                return DocumentSniff(kind: kind, declaredEncoding: declaredEncoding)
            } else {
                break
            }
        }
        return DocumentSniff(kind: htmlDoctype ? .html : .xml(nil), declaredEncoding: declaredEncoding)
    }
}

/// The root element of an XML document as the prologue scan read it.
struct RootElement: Equatable {
    var localName: String
    var namespaceURI: String?
    /// The `version` attribute.
    var version: String?
    /// Whether the root declares the RSS 1.0 or the RSS 0.90 vocabulary.
    var declaresRSS1 = false
    var declaresRSS090 = false
    /// Whether the root declares the iTunes podcast vocabulary (in any case, as Apple spells it
    /// both ways).
    var declaresItunes = false

    /// The feed format this root element announces, or nil for any other document.
    var format: FeedFormat? {
        switch localName {
        case "rss", "RSS":
            return (version ?? "").hasPrefix("0.9") ? .rss09 : .rss2
        case "RDF":
            return declaresRSS090 && !declaresRSS1 ? .rss09 : .rss1
        case "entry":
            // A standalone Atom entry document, read as a feed of that one entry.
            return namespaceURI == FeedNamespace.atom03.description ? .atom03 : .atom10
        case "feed":
            switch namespaceURI {
            case FeedNamespace.atom10.description?: return .atom10
            case FeedNamespace.atom03.description?: return .atom03
            // No namespace, or one that is not Atom's (an old draft's, one made up): read as Atom,
            // as other readers do; the reader notes it.
            default: return version == "0.3" ? .atom03 : .atom10
            }
        default:
            return nil
        }
    }
}
