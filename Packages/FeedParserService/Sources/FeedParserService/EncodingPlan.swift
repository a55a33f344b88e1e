/// Which encoding a document is read in, decided before parsing.
///
/// Precedence follows RFC 7303: a byte order mark, then the charset from HTTP, then the XML
/// declaration, then UTF-8. Two refinements: an HTTP charset that contradicts the bytes (a
/// UTF-16 charset on a document laid out in single bytes, or the reverse) is ignored; and every
/// label of ISO-8859-1 or ASCII is read as Windows-1252, as the WHATWG Encoding Standard and
/// every browser do, because documents labelled Latin-1 routinely contain Windows-1252 quotes.
struct EncodingPlan {
    enum Source: Equatable {
        case byteOrderMark, http, declaration, defaultUTF8
    }

    /// The encoding handed to libxml2 as an override; nil lets libxml2 follow the byte order
    /// mark or the declaration itself.
    var override: String?
    /// The encoding the bytes are read in, lowercased (for repair decisions and messages).
    var effective: String
    var source: Source
    /// What was ignored, one sentence each.
    var notes: [String] = []

    init(sniff: DocumentSniff, httpCharset: String?) {
        if let mark = sniff.byteOrderMark {
            override = nil
            effective = mark.effectiveName
            source = .byteOrderMark
            return
        }
        if let charset = Self.normalized(httpCharset) {
            if Self.isWide(charset) == sniff.isWideEncoding {
                source = .http
                if sniff.isWideEncoding {
                    // libxml2 tells the byte order from the first `<` itself.
                    override = nil
                    effective = charset
                } else {
                    effective = Self.readAs(charset)
                    override = effective
                }
                return
            }
            notes.append("the HTTP charset '\(charset)' contradicts the document's bytes and was ignored")
        }
        if let declared = Self.normalized(sniff.declaredEncoding) {
            source = .declaration
            effective = Self.readAs(declared)
            override = effective == declared ? nil : effective
            return
        }
        source = .defaultUTF8
        override = nil
        effective = sniff.isWideEncoding ? "utf-16" : "utf-8"
    }

    /// A charset label trimmed of quotes and whitespace, lowercased; nil when empty.
    static func normalized(_ label: String?) -> String? {
        guard let label else { return nil }
        let kept = label.utf8.filter { byte in
            !FeedDateParser.isSpace(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
        }
        guard !kept.isEmpty else { return nil }
        return String(decoding: kept.map { (0x41...0x5A).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// The encoding a label is read as: Latin-1 and ASCII labels as Windows-1252.
    static func readAs(_ label: String) -> String {
        if Windows1252.latin1Labels.contains(label) { return "windows-1252" }
        if label == "utf8" { return "utf-8" }
        return label
    }

    static func isWide(_ label: String) -> Bool {
        label.hasPrefix("utf-16") || label.hasPrefix("utf16") || label.hasPrefix("utf-32")
            || label.hasPrefix("utf32")
            || label.hasPrefix("ucs-2") || label.hasPrefix("ucs2") || label.hasPrefix("ucs-4")
            || label.hasPrefix("ucs4")
    }

    var isUTF8: Bool { effective == "utf-8" }
    var isWindows1252: Bool { effective == "windows-1252" || effective == "cp1252" }
    var isWide: Bool { Self.isWide(effective) }
}
