import XMLService

/// Character references in text that is already a string: `&eacute;`, `&#233;`, `&#xE9;`.
enum EntityText {
    enum Reference {
        /// An XML or HTML entity, or a reference to a character XML allows.
        case valid
        /// A numeric reference to a character XML forbids, such as `&#1;`.
        case forbiddenCharacter
        /// A name that is no entity, or a malformed number.
        case unknown
    }

    /// Judges the body of a reference (the bytes between `&` and `;`).
    static func classify(_ body: UnsafeBufferPointer<UInt8>) -> Reference {
        if body.first == UInt8(ascii: "#") {
            guard let value = numericValue(body) else { return .unknown }
            return isXMLCharacter(value) ? .valid : .forbiddenCharacter
        }
        return scalar(named: body) == nil ? .unknown : .valid
    }

    /// The value of `#123` or `#x7B`.
    static func numericValue(_ body: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard body.count >= 2, body.count <= 10 else { return nil }
        let hex = body[1] == UInt8(ascii: "x") || body[1] == UInt8(ascii: "X")
        let digits = body.dropFirst(hex ? 2 : 1)
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where hex:
                digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where hex:
                digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value * (hex ? 16 : 10) + digit
            if value > 0x10FFFF { return nil }
        }
        return value
    }

    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The character an XML or HTML entity name stands for.
    static func scalar(named body: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        switch String(decoding: body, as: UTF8.self) {
        case "amp": "&"
        case "lt": "<"
        case "gt": ">"
        case "quot": "\""
        case "apos": "'"
        case let name: HTMLEntityTable.scalar(named: name)
        }
    }

    /// Whether `text` holds something that looks like a reference (`&` then a letter or `#`).
    static func containsReference(_ text: String) -> Bool {
        var previousWasAmpersand = false
        for byte in text.utf8 {
            if previousWasAmpersand && (isLetter(byte) || byte == UInt8(ascii: "#")) { return true }
            previousWasAmpersand = byte == UInt8(ascii: "&")
        }
        return false
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// `text` with every known reference replaced by its character; unknown ones stay as written.
    static func decode(_ text: String) -> String {
        guard containsReference(text) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "&"),
                let end = bytes[index..<min(bytes.count, index + 34)].firstIndex(of: UInt8(ascii: ";")),
                end > index + 1
            else {
                output.append(bytes[index])
                index += 1
                continue
            }
            let character: Unicode.Scalar? = bytes[(index + 1)..<end].withUnsafeBufferPointer { body in
                if body.first == UInt8(ascii: "#") {
                    return numericValue(body).flatMap { isXMLCharacter($0) ? Unicode.Scalar($0) : nil }
                }
                return scalar(named: body)
            }
            if let character {
                output.append(contentsOf: String(Character(character)).utf8)
                index = end + 1
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
