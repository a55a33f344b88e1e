/// One line of a newsboat file (`urls` or `config`) split into words the way newsboat reads
/// them: words are separated by spaces or tabs; a double-quoted part is one word, in which `\"`
/// is a quote, `\\` a backslash and `\n`, `\r`, `\t` those control characters (any other
/// backslash stays as written, so a regular expression's `\d` survives); a `#` that begins a
/// word starts a comment, which runs to the end of the line.
public struct NewsboatWords: Equatable, Sendable {
    /// The words, unquoted.
    public var words: [String]
    /// Whether the line holds a word in backticks, which newsboat replaces by a shell
    /// command's output. The import runs no command, so such a line is reported, never used.
    public var runsCommand: Bool

    public init(words: [String], runsCommand: Bool = false) {
        self.words = words
        self.runsCommand = runsCommand
    }

    /// Splits `line`, or fails with the 1-based column of a quote that is never closed.
    public init(splitting line: String) throws(NewsboatLineProblem) {
        var words: [String] = []
        var runsCommand = false
        var current = ""
        var inWord = false
        var scalars = Array(line.unicodeScalars)[...]
        var column = 0
        func next() -> Unicode.Scalar? {
            guard let scalar = scalars.popFirst() else { return nil }
            column += 1
            return scalar
        }
        while let scalar = next() {
            switch scalar {
            case " ", "\t", "\r":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "#" where !inWord:
                scalars = []
            case "\"":
                let opened = column
                var closed = false
                while let inner = next() {
                    if inner == "\"" {
                        closed = true
                        break
                    }
                    guard inner == "\\", let escaped = next() else {
                        current.unicodeScalars.append(inner)
                        continue
                    }
                    switch escaped {
                    case "\"", "\\": current.unicodeScalars.append(escaped)
                    case "n": current.append("\n")
                    case "r": current.append("\r")
                    case "t": current.append("\t")
                    default:
                        current.unicodeScalars.append(inner)
                        current.unicodeScalars.append(escaped)
                    }
                }
                guard closed else { throw .unclosedQuote(column: opened) }
                inWord = true
            case "`":
                runsCommand = true
                current.unicodeScalars.append(scalar)
                inWord = true
            default:
                current.unicodeScalars.append(scalar)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        self.init(words: words, runsCommand: runsCommand)
    }
}

/// Why one line of a newsboat file cannot be read.
public enum NewsboatLineProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// A `"` opens a quoted part that the line never closes.
    case unclosedQuote(column: Int)

    public var description: String {
        switch self {
        case .unclosedQuote(let column):
            "the quote opened at column \(column) is never closed; close it with \" or escape it as \\\""
        }
    }
}
