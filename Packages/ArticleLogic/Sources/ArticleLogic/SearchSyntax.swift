import FoundationEssentials

/// Turns what a person types into an FTS5 query that means what they meant.
///
/// Words are matched as words even when they hold punctuation (`c++`, `gpt-4`, `node.js`),
/// `"quoted words"` as a phrase, `word*` as a prefix, and `title:word` or `body:word` within
/// one column. `AND`, `OR`, `NOT` (in capitals) and parentheses combine them. Anything that
/// cannot become a valid query is an `invalidSearch` error saying what to fix.
enum SearchSyntax {
    static let columns: Set<String> = ["title", "body"]
    static let operators: Set<String> = ["AND", "OR", "NOT"]
    /// Parentheses nested deeper than this are refused: FTS5's own parser overflows not far
    /// beyond, and no one types more.
    static let maxNesting = 32

    static func translate(_ query: String) throws(ArticleError) -> String {
        var output: [String] = []
        var depth = 0
        var expectsTerm = true
        var remaining = Substring(query)
        while let start = remaining.firstIndex(where: { !$0.isWhitespace }) {
            remaining = remaining[start...]
            guard let first = remaining.first else { break }
            if first == "(" || first == ")" {
                remaining = remaining.dropFirst()
                if first == "(" {
                    depth += 1
                    guard depth <= maxNesting else {
                        throw .invalidSearch(
                            "parentheses are nested more than \(maxNesting) deep; remove some of them")
                    }
                    output.append("(")
                } else {
                    guard depth > 0, !expectsTerm else {
                        throw .invalidSearch("a parenthesis does not match")
                    }
                    depth -= 1
                    output.append(")")
                }
                continue
            }
            if first == "\"" {
                let body = remaining.dropFirst()
                guard let end = body.firstIndex(of: "\"") else {
                    throw .invalidSearch("a quotation mark is not closed")
                }
                output.append(phrase(String(body[..<end])))
                remaining = body[body.index(after: end)...]
                expectsTerm = false
                continue
            }
            let end =
                remaining.firstIndex { $0.isWhitespace || $0 == "(" || $0 == ")" || $0 == "\"" }
                ?? remaining.endIndex
            let word = String(remaining[..<end])
            remaining = remaining[end...]
            if operators.contains(word) {
                guard !expectsTerm else { throw .invalidSearch("\(word) needs a search term on each side") }
                output.append(word)
                expectsTerm = true
                continue
            }
            output.append(try term(word))
            expectsTerm = false
        }
        guard !output.isEmpty else { throw .invalidSearch("the query is empty") }
        guard depth == 0 else { throw .invalidSearch("a parenthesis is not closed") }
        guard !expectsTerm else { throw .invalidSearch("the query ends with an operator") }
        return output.joined(separator: " ")
    }

    private static func term(_ word: String) throws(ArticleError) -> String {
        if let colon = word.firstIndex(of: ":"), columns.contains(String(word[..<colon])) {
            let rest = String(word[word.index(after: colon)...])
            guard !rest.isEmpty else { throw .invalidSearch("\(word) needs a word after the colon") }
            return "\(word[..<colon]) : \(try term(rest))"
        }
        if word.hasSuffix("*") {
            let stem = String(word.dropLast())
            guard !stem.isEmpty, !stem.hasSuffix("*") else {
                throw .invalidSearch("a `*` must follow a word")
            }
            return phrase(stem) + "*"
        }
        return phrase(word)
    }

    /// A quoted FTS5 string; its own quotes are doubled.
    private static func phrase(_ text: String) -> String {
        "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
