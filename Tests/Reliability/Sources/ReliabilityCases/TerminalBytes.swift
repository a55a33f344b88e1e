import Foundation

/// Looks for what must never reach a terminal from a feed, in the raw bytes a program wrote.
enum TerminalBytes {
    /// Whether `text` is one non-empty line of printable characters: no C0 or C1 control, DEL
    /// or line break.
    static func isReadableLine(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { !isControl($0.value) }
    }

    static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// Every control character in `data` other than line feeds (and tabs when `allowTabs`):
    /// ESC, BEL and the other C0 controls, DEL, C1 controls (U+0080–U+009F, which 8-bit
    /// terminals read as CSI, OSC, DCS …), and bytes that are not UTF-8 at all (a raw 0x9B is
    /// CSI to such a terminal). Each finding names the character and shows its surroundings.
    static func controlFindings(in data: Data, allowTabs: Bool = false) -> [String] {
        guard let text = String(validating: data, as: UTF8.self) else {
            let offset = firstInvalidUTF8Offset(data) ?? 0
            return ["bytes that are not UTF-8 at offset \(offset): \(context(data, offset))"]
        }
        var findings: [String] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if isControl(value), value != 0x0A, !(allowTabs && value == 0x09) {
                findings.append(String(format: "U+%04X at byte %d: ", value, offset) + context(data, offset))
                if findings.count == 5 { break }
            }
            offset += String(scalar).utf8.count
        }
        return findings
    }

    /// Escape sequences in a terminal's raw output that only a feed could have put there: OSC
    /// (title changes, OSC 52 clipboard writes), DCS, SOS/PM/APC, any C1 control, a bare BEL,
    /// and the harness's own payload marker. The renderer's CSI sequences (`ESC [`) are allowed.
    static func feedSequenceFindings(in data: Data, markers: [String]) -> [String] {
        let bytes = [UInt8](data)
        var findings: [String] = []
        for index in bytes.indices {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            var what: String?
            if byte == 0x1B, let name = introducers[next] {
                what = name
            } else if byte == 0x07 {
                what = "BEL"
            } else if byte == 0xC2, (0x80...0x9F).contains(next) {
                what = String(format: "C1 control U+%04X", next)
            }
            if let what {
                findings.append("\(what) at byte \(index): \(context(data, index))")
            }
        }
        if let invalid = firstInvalidUTF8Offset(data) {
            findings.append(
                "bytes that are not UTF-8 (a raw C1?) at byte \(invalid): \(context(data, invalid))")
        }
        for marker in markers where bytes.firstRange(of: Array(marker.utf8)) != nil {
            findings.append("the feed's payload '\(marker)' appears in the output")
        }
        return findings
    }

    private static let introducers: [UInt8: String] = [
        0x5D: "OSC (ESC ])", 0x50: "DCS (ESC P)", 0x58: "SOS (ESC X)", 0x5E: "PM (ESC ^)",
        0x5F: "APC (ESC _)",
    ]

    static func firstInvalidUTF8Offset(_ data: Data) -> Int? {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += String(scalar).utf8.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The bytes around `offset`, printable, for a failure message.
    static func context(_ data: Data, _ offset: Int) -> String {
        let bytes = [UInt8](data)
        let range = max(0, offset - 24)..<min(bytes.count, offset + 24)
        return bytes[range].map { byte in
            (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : String(format: "\\x%02X", byte)
        }.joined()
    }
}
