/// One token of Swift source that the checker reasons about.
///
/// Comments and the contents of string and regex literals never produce tokens, so an
/// `import` inside a comment or a string is invisible to the rules.
public struct SourceToken: Equatable, Sendable {
    /// What kind of token this is.
    public enum Kind: Equatable, Sendable {
        /// A word: an identifier, keyword or number.
        case word
        /// A word written in backticks, which is never a keyword.
        case escapedWord
        /// A single punctuation character, such as `@`, `.`, `(` or `#`.
        case punctuation
        /// A string or regex literal, kept only as a placeholder.
        case literal
    }

    public let kind: Kind
    public let text: String
    /// The 1-based line the token starts on.
    public let line: Int
    /// Whether this is the first token on its line.
    public let startsLine: Bool

    /// Whether the token is the unescaped word `word`.
    public func isWord(_ word: String) -> Bool {
        kind == .word && text == word
    }

    /// Whether the token is the punctuation character `mark`.
    public func isPunctuation(_ mark: String) -> Bool {
        kind == .punctuation && text == mark
    }
}

/// Splits Swift source into tokens, skipping comments and literals.
///
/// It understands line and nested block comments, single-line, multi-line and raw strings
/// (with any number of `#`), string interpolation containing further strings, and
/// `#/…/#` regex literals. It is not a full Swift lexer: operators come out as single
/// punctuation characters, which is all the rules need.
public struct SourceLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lastTokenLine = 0
    private var tokens: [SourceToken] = []
    /// Above zero while inside a string interpolation, whose tokens belong to the literal.
    private var interpolationDepth = 0

    /// Tokenizes `source`.
    public static func tokens(in source: String) -> [SourceToken] {
        var lexer = SourceLexer(bytes: Array(source.utf8))
        lexer.lexUntil(closingParenthesis: false)
        return lexer.tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    private mutating func advance() {
        if bytes[index] == ASCII.newline { line += 1 }
        index += 1
    }

    private mutating func emit(_ kind: SourceToken.Kind, _ text: String, line tokenLine: Int) {
        guard interpolationDepth == 0 else { return }
        tokens.append(
            SourceToken(kind: kind, text: text, line: tokenLine, startsLine: tokenLine != lastTokenLine))
        lastTokenLine = tokenLine
    }

    /// Lexes tokens until the end of input, or until the `)` that closes an interpolation.
    private mutating func lexUntil(closingParenthesis: Bool) {
        var depth = 0
        while let byte = peek() {
            switch byte {
            case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn:
                advance()
            case ASCII.slash where peek(1) == ASCII.slash:
                skipLineComment()
            case ASCII.slash where peek(1) == ASCII.star:
                skipBlockComment()
            case ASCII.quote:
                lexString(hashes: 0)
            case ASCII.hash:
                lexHash()
            case ASCII.backtick:
                lexEscapedWord()
            case _ where ASCII.isWordContinuation(byte):
                lexWord()
            default:
                if closingParenthesis {
                    if byte == ASCII.openParenthesis { depth += 1 }
                    if byte == ASCII.closeParenthesis {
                        if depth == 0 {
                            advance()
                            return
                        }
                        depth -= 1
                    }
                }
                let tokenLine = line
                advance()
                emit(.punctuation, String(decoding: [byte], as: UTF8.self), line: tokenLine)
            }
        }
    }

    private mutating func skipLineComment() {
        while let byte = peek(), byte != ASCII.newline { advance() }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while peek() != nil {
            if peek() == ASCII.slash && peek(1) == ASCII.star {
                depth += 1
                advance()
                advance()
            } else if peek() == ASCII.star && peek(1) == ASCII.slash {
                depth -= 1
                advance()
                advance()
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    private mutating func lexWord() {
        let start = index
        let tokenLine = line
        while let byte = peek(), ASCII.isWordContinuation(byte) { advance() }
        emit(.word, String(decoding: bytes[start..<index], as: UTF8.self), line: tokenLine)
    }

    private mutating func lexEscapedWord() {
        let tokenLine = line
        advance()
        let start = index
        while let byte = peek(), byte != ASCII.backtick, byte != ASCII.newline { advance() }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if peek() == ASCII.backtick { advance() }
        emit(.escapedWord, text, line: tokenLine)
    }

    /// Handles `#`: the start of a raw string or raw regex, or a directive such as `#if`.
    private mutating func lexHash() {
        var hashes = 0
        while peek(hashes) == ASCII.hash { hashes += 1 }
        if peek(hashes) == ASCII.quote {
            for _ in 0..<hashes { advance() }
            lexString(hashes: hashes)
        } else if peek(hashes) == ASCII.slash {
            skipRegex(hashes: hashes)
        } else {
            let tokenLine = line
            advance()
            emit(.punctuation, "#", line: tokenLine)
        }
    }

    /// Skips a `#/…/#` regex literal; the index is at its first `#`.
    private mutating func skipRegex(hashes: Int) {
        let tokenLine = line
        for _ in 0...hashes { advance() }
        while peek() != nil {
            if peek() == ASCII.slash && (0..<hashes).allSatisfy({ peek($0 + 1) == ASCII.hash }) {
                for _ in 0...hashes { advance() }
                break
            }
            advance()
        }
        emit(.literal, "", line: tokenLine)
    }

    /// Skips a string literal; the index is at its opening quote, after any `#`.
    private mutating func lexString(hashes: Int) {
        let tokenLine = line
        let multiline = peek(1) == ASCII.quote && peek(2) == ASCII.quote
        let quotes = multiline ? 3 : 1
        for _ in 0..<quotes { advance() }
        while let byte = peek() {
            if byte == ASCII.backslash && hasHashes(hashes, at: index + 1) {
                for _ in 0...hashes { advance() }
                if peek() == ASCII.openParenthesis {
                    advance()
                    interpolationDepth += 1
                    lexUntil(closingParenthesis: true)
                    interpolationDepth -= 1
                } else if peek() != nil {
                    advance()
                }
            } else if byte == ASCII.quote && closesString(quotes: quotes, hashes: hashes) {
                for _ in 0..<(quotes + hashes) { advance() }
                break
            } else if byte == ASCII.newline && !multiline {
                break
            } else {
                advance()
            }
        }
        emit(.literal, "", line: tokenLine)
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        (0..<count).allSatisfy { position + $0 < bytes.count && bytes[position + $0] == ASCII.hash }
    }

    private func closesString(quotes: Int, hashes: Int) -> Bool {
        let quotesMatch = (0..<quotes).allSatisfy { peek($0) == ASCII.quote }
        return quotesMatch && hasHashes(hashes, at: index + quotes)
    }
}

/// The bytes the lexer looks for.
private enum ASCII {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")

    static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isWordContinuation(_ byte: UInt8) -> Bool {
        isWordStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
