import FoundationEssentials

/// The text of an Atom `mode="base64"` construct.
///
/// Foundation decodes; this decides what counts as base64. Line breaks and spaces between the
/// groups are allowed (encoders wrap at 76 columns), anything else is not: Foundation's
/// `.ignoreUnknownCharacters` would otherwise turn plain words into noise. The decoded bytes are
/// UTF-8 when they are valid UTF-8, and Windows-1252 otherwise, as the document's own lenient
/// retry reads stray bytes.
enum Base64Text {
    /// The decoded text when it is UTF-8 text (no control characters but line breaks and tabs),
    /// or nil: for constructs of a media type that may be anything, an image as well as text.
    static func decodedUTF8(_ text: String) -> String? {
        guard let data = bytes(text), let utf8 = String(validating: data, as: UTF8.self) else { return nil }
        let isText = utf8.unicodeScalars.allSatisfy {
            $0.value >= 0x20 || $0 == "\n" || $0 == "\r" || $0 == "\t"
        }
        return isText && !utf8.isEmpty ? utf8 : nil
    }

    /// The decoded text, or nil when `text` is not base64 (the caller keeps it as written).
    static func decoded(_ text: String) -> String? {
        guard let data = bytes(text) else { return nil }
        if let utf8 = String(validating: data, as: UTF8.self) { return utf8 }
        return data.withUnsafeBytes { raw in
            String(decoding: Windows1252.transcode(raw.bindMemory(to: UInt8.self)), as: UTF8.self)
        }
    }

    /// The bytes `text` encodes, or nil when it is not base64.
    private static func bytes(_ text: String) -> Data? {
        var compact: [UInt8] = []
        compact.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"),
                UInt8(ascii: "="):
                compact.append(byte)
            case 0x20, 0x09, 0x0A, 0x0D:
                continue
            default:
                return nil
            }
        }
        guard !compact.isEmpty else { return nil }
        return Data(base64Encoded: Data(compact))
    }
}
