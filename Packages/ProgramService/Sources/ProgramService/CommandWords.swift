/// Splits a command a user wrote (`pass show "rss/fresh rss"`) into its argument vector, the way
/// a POSIX shell splits words, and nothing more: no variable, tilde, glob or command
/// substitution, no redirection, no `;` or `|`. Words are separated by blanks; single quotes keep
/// everything inside them; double quotes keep everything but a backslash before `"`, `\` or `$`
/// (which it escapes); outside quotes a backslash escapes the next character.
public enum CommandWords {
    /// Why a command could not be split.
    public enum SplitError: Error, Equatable, Sendable, CustomStringConvertible {
        /// A quote opened and never closed.
        case unclosedQuote(Character)
        /// A backslash at the very end.
        case trailingBackslash
        /// Nothing but blanks.
        case empty

        public var description: String {
            switch self {
            case .unclosedQuote(let quote): "a \(quote) quote is never closed"
            case .trailingBackslash: "it ends with a lone backslash"
            case .empty: "it is empty"
            }
        }
    }

    /// The words of `command`, the program first.
    public static func split(_ command: String) throws(SplitError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var iterator = command.makeIterator()
        while let character = iterator.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                while true {
                    guard let inner = iterator.next() else { throw .unclosedQuote("'") }
                    if inner == "'" { break }
                    word.append(inner)
                }
            case "\"":
                inWord = true
                while true {
                    guard let inner = iterator.next() else { throw .unclosedQuote("\"") }
                    if inner == "\"" { break }
                    if inner == "\\" {
                        guard let escaped = iterator.next() else { throw .unclosedQuote("\"") }
                        if !["\"", "\\", "$"].contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(inner)
                    }
                }
            case "\\":
                guard let escaped = iterator.next() else { throw .trailingBackslash }
                inWord = true
                word.append(escaped)
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        guard !words.isEmpty else { throw .empty }
        return words
    }
}
