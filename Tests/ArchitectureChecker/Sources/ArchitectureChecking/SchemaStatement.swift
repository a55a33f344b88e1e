/// A statement of SQL that decides who owns a table and what hangs on it, found in a Swift file's
/// text: `CREATE [VIRTUAL] TABLE name`, `ALTER TABLE … RENAME TO name`, `CREATE TRIGGER name …
/// ON table` and `DROP TRIGGER name`.
///
/// SQL lives in string literals, which the lexer drops, so this reads the raw text: words are
/// runs of letters, digits and underscores, keywords are matched without regard to case, and
/// lines that are comments (`//`, `///`) are skipped. `IF NOT EXISTS`, `IF EXISTS`, `TEMP` and a
/// schema prefix (`main.`) are understood.
public struct SchemaStatement: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A table made (or renamed to) this name.
        case table(String)
        /// A trigger of this name on this table.
        case trigger(name: String, table: String)
        /// A trigger of this name dropped.
        case dropTrigger(String)
    }

    public let kind: Kind
    /// The 1-based line the statement starts on.
    public let line: Int

    public init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    /// The statements in `source`, in order.
    public static func statements(in source: String) -> [SchemaStatement] {
        let words = Self.words(in: source)
        var found: [SchemaStatement] = []
        var index = 0
        func word(_ offset: Int) -> String { index + offset < words.count ? words[index + offset].upper : "" }
        /// The name after `position`, past `IF [NOT] EXISTS` and a schema prefix.
        func name(after position: Int) -> (String, Int)? {
            var cursor = position
            if cursor < words.count, words[cursor].upper == "IF" {
                cursor += words.indices.contains(cursor + 1) && words[cursor + 1].upper == "NOT" ? 3 : 2
            }
            guard cursor < words.count else { return nil }
            if ["MAIN", "TEMP"].contains(words[cursor].upper), words.indices.contains(cursor + 1),
                words[cursor + 1].followsDot
            {
                cursor += 1
            }
            return cursor < words.count ? (words[cursor].text, cursor) : nil
        }
        while index < words.count {
            let line = words[index].line
            switch (word(0), word(1), word(2)) {
            case ("CREATE", "TABLE", _):
                if let (table, _) = name(after: index + 2) {
                    found.append(SchemaStatement(.table(table), line: line))
                }
            case ("CREATE", "VIRTUAL", "TABLE"):
                if let (table, _) = name(after: index + 3) {
                    found.append(SchemaStatement(.table(table), line: line))
                }
            case ("RENAME", "TO", _):
                if index + 2 < words.count {
                    found.append(SchemaStatement(.table(words[index + 2].text), line: line))
                }
            case ("CREATE", "TRIGGER", _), ("CREATE", "TEMP", "TRIGGER"), ("CREATE", "TEMPORARY", "TRIGGER"):
                let after = word(1) == "TRIGGER" ? index + 2 : index + 3
                guard let (trigger, position) = name(after: after),
                    let on = words[(position + 1)...].prefix(12).firstIndex(where: { $0.upper == "ON" }),
                    on + 1 < words.count, let (table, _) = name(after: on + 1)
                else { break }
                found.append(SchemaStatement(.trigger(name: trigger, table: table), line: line))
            case ("DROP", "TRIGGER", _):
                if let (trigger, _) = name(after: index + 2) {
                    found.append(SchemaStatement(.dropTrigger(trigger), line: line))
                }
            default:
                break
            }
            index += 1
        }
        return found
    }

    private struct Word {
        let text: String
        let upper: String
        let line: Int
        /// Whether a `.` comes right before it (`main.articles`).
        let followsDot: Bool
    }

    private static func words(in source: String) -> [Word] {
        var words: [Word] = []
        for (offset, text) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//") { continue }
            var current = ""
            var dotBefore = false
            var previous: Character = " "
            for character in text + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    if current.isEmpty { dotBefore = previous == "." }
                    current.append(character)
                } else if !current.isEmpty {
                    words.append(
                        Word(
                            text: current, upper: current.uppercased(), line: offset + 1,
                            followsDot: dotBefore))
                    current = ""
                }
                previous = character
            }
        }
        return words
    }
}
