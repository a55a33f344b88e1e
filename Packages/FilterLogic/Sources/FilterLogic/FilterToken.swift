/// One word of a filter, with the column it starts at.
struct FilterToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// An attribute name or a keyword (`and`, `or`, `not`, `between`).
        case word(String)
        case string(String)
        case number(Int)
        case symbol(FilterOperator)
        case open, close, colon
        case end
    }

    let kind: Kind
    let column: Int

    /// How the token reads in an error message.
    var quoted: String {
        switch kind {
        case .word(let word): "'\(word)'"
        case .string(let text): "\"\(text)\""
        case .number(let number): "\(number)"
        case .symbol(let symbol): "'\(symbol.rawValue)'"
        case .open: "'('"
        case .close: "')'"
        case .colon: "':'"
        case .end: "the end"
        }
    }
}

/// Splits a filter into tokens: words, `"strings"` (with `\"` and `\\`), whole numbers,
/// the operators, parentheses and the `:` of a range.
enum FilterLexer {
    static func tokens(of source: String) throws(FilterError) -> [FilterToken] {
        let characters = Array(source)
        var tokens: [FilterToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            if character.isWhitespace {
                index += 1
            } else if character == "\"" {
                let (text, next) = try string(in: characters, from: index)
                tokens.append(FilterToken(kind: .string(text), column: column))
                index = next
            } else if character.isNumber || (character == "-" && next(characters, index)?.isNumber == true) {
                var end = index + 1
                while end < characters.count, characters[end].isNumber { end += 1 }
                let digits = String(characters[index..<end])
                guard let number = Int(digits) else {
                    throw FilterError(column: column, "\(digits) is too large a number")
                }
                tokens.append(FilterToken(kind: .number(number), column: column))
                index = end
            } else if character.isLetter || character == "_" {
                var end = index + 1
                while end < characters.count,
                    characters[end].isLetter || characters[end].isNumber
                        || characters[end] == "_"
                {
                    end += 1
                }
                tokens.append(FilterToken(kind: .word(String(characters[index..<end])), column: column))
                index = end
            } else if let (kind, length) = punctuation(characters, index) {
                tokens.append(FilterToken(kind: kind, column: column))
                index += length
            } else {
                throw FilterError(column: column, "unexpected '\(character)'")
            }
        }
        tokens.append(FilterToken(kind: .end, column: characters.count + 1))
        return tokens
    }

    private static func next(_ characters: [Character], _ index: Int) -> Character? {
        index + 1 < characters.count ? characters[index + 1] : nil
    }

    /// Operators and brackets, longest first (`!=` before `!`, `<=` before `<`).
    private static func punctuation(_ characters: [Character], _ index: Int) -> (FilterToken.Kind, Int)? {
        let pair = String(characters[index]) + (next(characters, index).map(String.init) ?? "")
        switch pair {
        case "==": return (.symbol(.equal), 2)
        case "!=", "=~", "!~", "<=", ">=", "!#":
            return FilterOperator(rawValue: pair).map { (.symbol($0), 2) }
        default: break
        }
        switch characters[index] {
        case "=": return (.symbol(.equal), 1)
        case "<": return (.symbol(.less), 1)
        case ">": return (.symbol(.greater), 1)
        case "#": return (.symbol(.contains), 1)
        case "(": return (.open, 1)
        case ")": return (.close, 1)
        case ":": return (.colon, 1)
        default: return nil
        }
    }

    /// A quoted string from the quote at `start`; returns its text and the index after it.
    private static func string(in characters: [Character], from start: Int) throws(FilterError) -> (
        String, Int
    ) {
        var text = ""
        var index = start + 1
        while index < characters.count {
            let character = characters[index]
            if character == "\"" { return (text, index + 1) }
            if character == "\\", index + 1 < characters.count {
                text.append(characters[index + 1])
                index += 2
            } else {
                text.append(character)
                index += 1
            }
        }
        throw FilterError(column: start + 1, "the string that starts here has no closing '\"'")
    }
}
