/// Escaping for the XML that `OPMLWriter` writes.
enum XMLEscaping {
    /// `value` ready to stand between double quotes: markup characters as entities, tabs and
    /// line breaks as character references (so that reading them back keeps them), and
    /// characters XML 1.0 cannot hold at all dropped.
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
            default: if isAllowed(scalar) { output.unicodeScalars.append(scalar) }
            }
        }
        return output
    }

    /// `value` ready to stand as element text.
    static func text(_ value: String) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\r": output += "&#13;"
            default:
                if isAllowed(scalar) || scalar == "\t" || scalar == "\n" {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
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
