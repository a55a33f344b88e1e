import Foundation

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
    /// The line of the type's name.
    public let line: Int
    /// The keyword that declares it: `class`, `struct`, `enum`, `protocol`, `actor`, `typealias`
    /// or `associatedtype`.
    public let kind: String
    /// The access level written before it (`public`, `open`, `package`, `private`…), or nil.
    public let access: String?

    public init(name: String, line: Int, kind: String, access: String? = nil) {
        self.name = name
        self.line = line
        self.kind = kind
        self.access = access
    }

    /// Whether other packages may use it: declared `public` or `open`.
    public var isPublic: Bool { access == "public" || access == "open" }

    /// Whether it is a class, struct, enum or actor: a type of its own that can hold state.
    public var isConcrete: Bool {
        ["class", "struct", "enum", "actor"].contains(kind)
    }
}

/// A string literal that is exactly a long option's name, `"--feed"`.
public struct OptionNameLiteral: Equatable, Sendable {
    public let name: String
    /// The 1-based line it is on.
    public let line: Int
}

/// What the checker reads out of one Swift source file.
public struct SourceDeclarations: Equatable, Sendable {
    public let imports: [ImportDeclaration]
    public let types: [TypeDeclaration]
    /// The stored properties declared in type bodies (see `StoredProperty`).
    public let properties: [StoredProperty]
    /// Every `inout` written in the file.
    public let inoutParameters: [InoutParameter]
    /// The calls that post to a `NotificationCenter` (see `NotificationPost`).
    public let notificationPosts: [NotificationPost]
    /// The SQL that makes, renames and drops tables and triggers, read from the file's text
    /// (string literals included, comments left out; see `SchemaStatement`).
    public let schemaStatements: [SchemaStatement]
    /// The string literals that are exactly a long option's name (`"--feed"`), with their lines.
    public let optionNames: [OptionNameLiteral]

    /// Reads the imports, types, stored properties, `inout` parameters and notification posts
    /// of `source`.
    public init(source: String) {
        let tokens = SourceLexer.tokens(in: source)
        imports = Self.imports(in: tokens)
        let structure = SourceStructure(tokens: tokens)
        types = structure.types
        properties = structure.properties
        inoutParameters = structure.inoutParameters
        notificationPosts = structure.notificationPosts
        schemaStatements = SchemaStatement.statements(in: source)
        optionNames = Self.optionNames(in: source)
    }

    /// Every `"--word"` literal (letters, digits and hyphens after the two hyphens) on a line that
    /// is not a `//` comment.
    static func optionNames(in source: String) -> [OptionNameLiteral] {
        var found: [OptionNameLiteral] = []
        for (offset, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.drop(while: { $0 == " " }).hasPrefix("//") { continue }
            var rest = line[...]
            while let open = rest.range(of: "\"--") {
                let after = rest[open.upperBound...]
                let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
                if let first = name.first, first.isLetter, after.dropFirst(name.count).first == "\"" {
                    found.append(OptionNameLiteral(name: "--" + name, line: offset + 1))
                }
                rest = after
            }
        }
        return found
    }

    private static let accessModifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open",
    ]
    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor", "macro",
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
            if previous.isPunctuation(")"),
                let open = SourceStructure.openingParenthesis(before: cursor - 1, in: tokens),
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
}
