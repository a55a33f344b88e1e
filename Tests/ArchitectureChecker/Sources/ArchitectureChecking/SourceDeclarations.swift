/// An `import` declaration found in a source file.
public struct ImportDeclaration: Equatable, Sendable {
    /// The imported module: the first component of `import A.B` or `import struct A.B`.
    public let module: String
    /// The 1-based line of the `import` keyword.
    public let line: Int
    /// Attributes written before it, without `@`: `testable`, `_exported`, `preconcurrency`…
    public let attributes: [String]
    /// Whether the import sits inside an `#if` block, such as `#if canImport(X)`.
    public let isConditional: Bool
}

/// A type declared in a source file: a class, struct, enum, protocol, actor, typealias or
/// associated type.
public struct TypeDeclaration: Equatable, Sendable {
    public let name: String
    public let line: Int
}

/// What the checker reads out of one Swift source file.
public struct SourceDeclarations: Equatable, Sendable {
    public let imports: [ImportDeclaration]
    public let types: [TypeDeclaration]

    /// Reads the imports and type declarations of `source`.
    public init(source: String) {
        let tokens = SourceLexer.tokens(in: source)
        imports = Self.imports(in: tokens)
        types = Self.types(in: tokens)
    }

    private static let accessModifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open",
    ]
    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor", "macro",
    ]
    private static let typeIntroducers: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype",
    ]
    private static let keywordsAfterClass: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static",
        "private", "fileprivate", "internal", "public", "open", "package", "required",
        "convenience", "mutating", "nonmutating", "dynamic", "lazy", "weak", "unowned",
    ]

    private static func imports(in tokens: [SourceToken]) -> [ImportDeclaration] {
        var found: [ImportDeclaration] = []
        var conditionalDepth = 0
        for (position, token) in tokens.enumerated() {
            if token.isPunctuation("#"), position + 1 < tokens.count {
                let directive = tokens[position + 1]
                if directive.isWord("if") { conditionalDepth += 1 }
                if directive.isWord("endif") { conditionalDepth = max(0, conditionalDepth - 1) }
                continue
            }
            guard token.isWord("import") else { continue }
            guard let attributes = declarationPrefix(before: position, in: tokens) else { continue }
            var next = position + 1
            if next < tokens.count, tokens[next].kind == .word, importKinds.contains(tokens[next].text) {
                next += 1
            }
            guard next < tokens.count, tokens[next].kind == .word || tokens[next].kind == .escapedWord
            else { continue }
            found.append(
                ImportDeclaration(
                    module: tokens[next].text, line: token.line, attributes: attributes,
                    isConditional: conditionalDepth > 0))
        }
        return found
    }

    /// Walks back from an `import` keyword over modifiers and attributes. Returns the
    /// attribute names when the import starts a declaration, or nil when `import` is used
    /// some other way (a member named `import`, say).
    private static func declarationPrefix(before position: Int, in tokens: [SourceToken]) -> [String]? {
        var attributes: [String] = []
        var cursor = position
        while cursor > 0 {
            let previous = tokens[cursor - 1]
            if previous.kind == .word, accessModifiers.contains(previous.text) {
                cursor -= 1
                continue
            }
            if previous.isPunctuation(")"), let open = openingParenthesis(before: cursor - 1, in: tokens),
                open >= 2, tokens[open - 2].isPunctuation("@")
            {
                attributes.append(tokens[open - 1].text)
                cursor = open - 2
                continue
            }
            if previous.kind == .word, cursor >= 2, tokens[cursor - 2].isPunctuation("@") {
                attributes.append(previous.text)
                cursor -= 2
                continue
            }
            break
        }
        let first = tokens[cursor]
        let startsDeclaration = first.startsLine || (cursor > 0 && tokens[cursor - 1].isPunctuation(";"))
        return startsDeclaration ? attributes.reversed() : nil
    }

    private static func openingParenthesis(before closing: Int, in tokens: [SourceToken]) -> Int? {
        var depth = 0
        var cursor = closing
        while cursor >= 0 {
            if tokens[cursor].isPunctuation(")") { depth += 1 }
            if tokens[cursor].isPunctuation("(") {
                depth -= 1
                if depth == 0 { return cursor }
            }
            cursor -= 1
        }
        return nil
    }

    private static func types(in tokens: [SourceToken]) -> [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        for (position, token) in tokens.enumerated()
        where token.kind == .word && typeIntroducers.contains(token.text) {
            if position > 0, tokens[position - 1].isPunctuation(".") { continue }
            guard position + 1 < tokens.count else { continue }
            let name = tokens[position + 1]
            guard name.kind == .word || name.kind == .escapedWord else { continue }
            if name.kind == .word, keywordsAfterClass.contains(name.text) { continue }
            found.append(TypeDeclaration(name: name.text, line: name.line))
        }
        return found
    }
}
