/// Escaping for the XML that `OPMLWriter` writes.
enum XMLEscaping {
    /// `value` ready to stand between double quotes: markup characters as entities, tabs and
    /// line breaks as character references (so that reading them back keeps them), DEL and C1
    /// controls as character references too (see `isTerminalControl`), and characters XML 1.0
    /// cannot hold at all dropped.
    static func attribute(_ value: String) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "\t": output += "&#9;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            case _ where isTerminalControl(scalar): output += "&#\(scalar.value);"
            default: if isAllowed(scalar) { output.unicodeScalars.append(scalar) }
            }
        }
        return output
    }

    /// `value` ready to stand as element text, DEL and C1 controls as character references.
    static func text(_ value: String) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\r": output += "&#13;"
            case _ where isTerminalControl(scalar): output += "&#\(scalar.value);"
            default:
                if isAllowed(scalar) || scalar == "\t" || scalar == "\n" {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// DEL and the C1 controls (U+007F–U+009F): XML 1.0 allows them, but written raw they reach
    /// a terminal that `tidings export` prints to, which reads U+009B as CSI and U+009D as OSC.
    /// Likewise the invisible characters that change how text reads: bidirectional overrides and
    /// isolates (U+202A–U+202E, U+2066–U+2069), zero-width characters and marks (U+200B–U+200F,
    /// U+2060–U+2065, U+FEFF). As character references they read back the same.
    private static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Whether XML 1.0 allows `scalar` in a document (tab and line breaks are handled apart).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Whether `name` can be written as an XML name without a prefix: a letter or `_` first,
    /// then letters, digits, `-`, `.` and `_` (ASCII or not), and no colon.
    static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar == "-" || scalar == "." || scalar.properties.isAlphabetic
                || scalar.properties.numericType == .decimal
        }
    }
}
