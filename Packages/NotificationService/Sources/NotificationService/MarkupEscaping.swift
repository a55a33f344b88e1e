/// Text made safe for the markup a notification service reads in bodies (a small subset of
/// HTML: `<b>`, `<i>`, `<u>`, `<a href>`, `<img>`): the three characters that could start
/// markup or an entity are written as entities.
public enum MarkupEscaping {
    public static func escape(_ text: String) -> String {
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
}
