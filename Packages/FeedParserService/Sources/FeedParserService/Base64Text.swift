import FoundationEssentials

/// The text of an Atom `mode="base64"` construct.
///
/// Foundation decodes; this decides what counts as base64. Line breaks and spaces between the
/// groups are allowed (encoders wrap at 76 columns), anything else is not: Foundation's
/// `.ignoreUnknownCharacters` would otherwise turn plain words into noise. The decoded bytes are
/// UTF-8 when they are valid UTF-8, and Windows-1252 otherwise, as the document's own lenient
/// retry reads stray bytes.
enum Base64Text {
    /// The decoded text, or nil when `text` is not base64 (the caller keeps it as written).
    static func decoded(_ text: String) -> String? {
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
        guard !compact.isEmpty, let data = Data(base64Encoded: Data(compact)) else { return nil }
        if let utf8 = String(validating: data, as: UTF8.self) { return utf8 }
        return data.withUnsafeBytes { raw in
            String(decoding: Windows1252.transcode(raw.bindMemory(to: UInt8.self)), as: UTF8.self)
        }
    }
}
