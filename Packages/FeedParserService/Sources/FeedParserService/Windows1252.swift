/// The characters Windows-1252 puts at bytes 0x80–0x9F, where ISO-8859-1 has C1 controls.
/// The five bytes Windows-1252 leaves undefined map to themselves, as the WHATWG Encoding
/// Standard does.
enum Windows1252 {
    private static let high: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// The character a byte stands for in Windows-1252.
    static func scalar(for byte: UInt8) -> Unicode.Scalar {
        let value = (0x80...0x9F).contains(byte) ? high[Int(byte - 0x80)] : UInt32(byte)
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// The UTF-8 form of `byte` read as Windows-1252: one to three bytes, without allocating.
    static func utf8(of byte: UInt8) -> Unicode.Scalar.UTF8View {
        scalar(for: byte).utf8
    }

    /// A whole Windows-1252 document as UTF-8.
    static func transcode(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                output.append(byte)
            } else {
                output.append(contentsOf: utf8(of: byte))
            }
        }
        return output
    }

    /// `bytes` with each byte that is not part of valid UTF-8 read as Windows-1252, and the valid
    /// UTF-8 around it kept: a Latin-1 document mislabelled UTF-8, or UTF-8 with a stray byte.
    static func repairingInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : XMLRepair.validSequenceLength(bytes, at: index)
            if length == 0 {
                output.append(contentsOf: utf8(of: byte))
                index += 1
            } else {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
                index += length
            }
        }
        return output
    }

    /// The labels that mean ISO-8859-1 or ASCII, which the WHATWG Encoding Standard (and every
    /// browser) reads as Windows-1252: feeds that declare Latin-1 routinely contain its quotes.
    static let latin1Labels: Set<String> = [
        "iso-8859-1", "iso8859-1", "iso_8859-1", "iso88591", "latin1", "latin-1", "l1", "cp819", "ibm819",
        "iso-ir-100", "csisolatin1", "us-ascii", "ascii", "ansi_x3.4-1968", "iso-8859-1:1987",
    ]
}
