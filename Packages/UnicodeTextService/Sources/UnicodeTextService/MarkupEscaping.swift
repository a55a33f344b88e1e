/// Text made safe to stand in markup (HTML, XML, a notification body's subset): the characters
/// that could start a tag or an entity written as entities, and in an attribute the double quote
/// too. The one escaping of plain markup; OPMLService's writer, which must also keep what XML
/// cannot hold out of its documents, has its own.
public enum MarkupEscaping {
    /// `text` to stand between tags: `&`, `<` and `>` as entities.
    public static func text(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// `text` to stand between double quotes: as `text(_:)`, and `"` as `&quot;`.
    public static func attribute(_ text: String) -> String {
        let escaped = Self.text(text)
        guard escaped.utf8.contains(0x22) else { return escaped }
        return escaped.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "&quot;")
    }
}
