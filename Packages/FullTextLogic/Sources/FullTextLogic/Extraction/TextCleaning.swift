/// Small text clean-ups for values read from pages.
enum TextCleaning {
    /// `text` with runs of white space (ASCII and no-break spaces) as single spaces, and none at
    /// either end.
    static func collapsed(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        var previous: UInt8 = 0
        for byte in text.utf8 {
            defer { previous = byte }
            switch byte {
            case 0x20, 0x0A, 0x09, 0x0D, 0x0C:
                pendingSpace = true
                continue
            case 0xC2:
                continue  // the first byte of a no-break space (C2 A0), or of another character
            case 0xA0 where previous == 0xC2:
                pendingSpace = true
                continue
            default:
                break
            }
            if pendingSpace && !bytes.isEmpty { bytes.append(0x20) }
            pendingSpace = false
            if previous == 0xC2 { bytes.append(0xC2) }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
