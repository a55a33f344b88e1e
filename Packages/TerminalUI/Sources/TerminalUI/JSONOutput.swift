import FoundationEssentials
import UnicodeTextService

/// The JSON every `--json` output uses: keys sorted, dates in ISO 8601 UTC, absent values
/// left out (encode optionals with their synthesized `encodeIfPresent`), no escaped slashes.
/// Every control character is escaped: `JSONEncoder` escapes U+0000–U+001F itself, and DEL and
/// the C1 controls (U+007F–U+009F), which JSON may carry raw but a terminal reads as CSI, OSC
/// and the like, are escaped here (`\u009b`), so that JSON printed to a terminal stays data.
/// So are the invisible characters that change how text reads: bidirectional overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069), zero-width characters and marks (U+200B–U+200F,
/// U+2060–U+2065, U+FEFF). Escaped rather than dropped, the data stays whole.
public enum JSONOutput {
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let json = String(decoding: closingEmptyContainers(Array(try encoder.encode(value))), as: UTF8.self)
        return escapingTerminalControls(json)
    }

    /// The encoded bytes with each empty array or object written `[]` or `{}`: Foundation's
    /// pretty printer writes them over three lines. JSON strings cannot hold a raw newline, so a
    /// bracket followed by a line break is always structural. One pass over the bytes: the
    /// output of a long listing goes through here.
    static func closingEmptyContainers(_ bytes: [UInt8]) -> [UInt8] {
        let newline = UInt8(ascii: "\n")
        let space = UInt8(ascii: " ")
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            output.append(byte)
            index += 1
            let closer: UInt8
            switch byte {
            case UInt8(ascii: "["): closer = UInt8(ascii: "]")
            case UInt8(ascii: "{"): closer = UInt8(ascii: "}")
            default: continue
            }
            var probe = index
            guard probe < bytes.count, bytes[probe] == newline else { continue }
            probe += 1
            while probe < bytes.count, bytes[probe] == space { probe += 1 }
            guard probe < bytes.count, bytes[probe] == newline else { continue }
            probe += 1
            while probe < bytes.count, bytes[probe] == space { probe += 1 }
            guard probe < bytes.count, bytes[probe] == closer else { continue }
            output.append(closer)
            index = probe + 1
        }
        return output
    }

    /// `json` with DEL, C1 controls and invisible formatting characters written as `\uXXXX`.
    /// They can only occur inside JSON strings (the rest of a JSON text is ASCII), where the
    /// escape means the same character.
    static func escapingTerminalControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isTerminalControl) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if isTerminalControl(scalar) {
                escaped.append(contentsOf: ("\\u" + Hexadecimal.text(scalar.value, digits: 4)).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }
}
