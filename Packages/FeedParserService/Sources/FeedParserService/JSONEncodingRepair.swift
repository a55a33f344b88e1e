import FoundationEssentials

/// JSON must be UTF-8 (RFC 8259 §8.1), but feeds are written by hand and by old tools: a JSON
/// Feed in Windows-1252, or UTF-8 with a stray Latin-1 byte, would make Foundation's parser
/// refuse the whole document. Before parsing, the bytes are made UTF-8 the way the XML reader's
/// lenient pass does it.
enum JSONEncodingRepair {
    /// `data` as UTF-8, and a note when it had to change: with an HTTP charset naming Latin-1,
    /// ASCII or Windows-1252 every byte is read as Windows-1252; otherwise only the bytes that are
    /// not valid UTF-8 are. A byte order mark or UTF-16/32 text is left to Foundation.
    static func utf8(_ data: Data, charset: String?) -> (data: Data, note: String?) {
        if data.starts(with: [0xEF, 0xBB, 0xBF]) || data.prefix(4).contains(0) { return (data, nil) }
        let label = EncodingPlan.normalized(charset).map(EncodingPlan.readAs)
        let wholeIsWindows1252 = label == "windows-1252" || label == "cp1252"
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if wholeIsWindows1252, bytes.contains(where: { $0 >= 0x80 }) {
                return (
                    Data(Windows1252.transcode(bytes)),
                    "the document was read as Windows-1252, as its HTTP charset says"
                )
            }
            guard String(validating: bytes, as: UTF8.self) == nil else { return (data, nil) }
            return (
                Data(Windows1252.repairingInvalidUTF8(bytes)),
                "the bytes that are not valid UTF-8 were read as Windows-1252"
            )
        }
    }
}
