/// What one pass over a file's tokens finds when it keeps track of which braces open the body of
/// a type: the types, the stored properties of type bodies, the `inout` parameters and the calls
/// that post to a `NotificationCenter`.
///
/// A `{` opens a type's body when it follows a `class`, `struct`, `enum`, `protocol`, `actor` or
/// `extension` header that starts a declaration; every other `{` (a function, accessor, closure
/// or statement body) opens a scope whose `var` and `let` are locals. Parentheses and brackets are
/// counted too, so a closure passed as an argument never looks like a member.
struct SourceStructure {
    private(set) var types: [TypeDeclaration] = []
    private(set) var properties: [StoredProperty] = []
    private(set) var inoutParameters: [InoutParameter] = []
    private(set) var notificationPosts: [NotificationPost] = []

    /// An open brace: a type's body (its name and keyword) or any other block.
    private struct Scope {
        let owner: String?
        let keyword: String?
        /// The parenthesis depth outside the brace, restored when it closes.
        let depth: Int
    }

    private let tokens: [SourceToken]
    private var scopes: [Scope] = []
    private var depth = 0
    /// A type header whose body's `{` is still to come.
    private var pendingBody: (owner: String, keyword: String, depth: Int)?
    /// Possible posts; those with a receiver count only if the file declares it a NotificationCenter.
    private var postCandidates: [(post: NotificationPost, receiver: String?)] = []
    private var centerNames: Set<String> = []

    /// Words that may stand between the start of a declaration and its keyword.
    static let accessLevels: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open",
    ]
    static let modifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open", "final", "static", "class",
        "lazy", "weak", "unowned", "override", "nonisolated", "dynamic", "required", "convenience",
        "indirect", "distributed", "mutating", "nonmutating", "optional", "isolated", "consuming",
        "borrowing",
    ]
    /// Words after `class` that make it a modifier rather than a type's keyword.
    static let keywordsAfterClass: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static",
        "private", "fileprivate", "internal", "public", "open", "package", "required",
        "convenience", "mutating", "nonmutating", "dynamic", "lazy", "weak", "unowned",
    ]
    private static let introducers: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype", "extension",
    ]

    init(tokens: [SourceToken]) {
        self.tokens = tokens
        for position in tokens.indices {
            let token = tokens[position]
            switch token.kind {
            case .punctuation: visitPunctuation(token.text)
            case .word: visitWord(at: position)
            case .escapedWord, .literal: break
            }
        }
        let posts = postCandidates.filter { $0.receiver.map(centerNames.contains) ?? true }
        notificationPosts = posts.map(\.post)
    }

    // MARK: the walk

    private mutating func visitPunctuation(_ mark: String) {
        switch mark {
        case "(", "[":
            depth += 1
        case ")", "]":
            depth = max(scopes.last?.depth ?? 0, depth - 1)
        case "{":
            if let pending = pendingBody, pending.depth == depth {
                scopes.append(Scope(owner: pending.owner, keyword: pending.keyword, depth: depth))
                pendingBody = nil
            } else {
                scopes.append(Scope(owner: nil, keyword: nil, depth: depth))
            }
        case "}":
            if let scope = scopes.popLast() { depth = scope.depth }
            pendingBody = nil
        default:
            break
        }
    }

    private mutating func visitWord(at position: Int) {
        let token = tokens[position]
        switch token.text {
        case _ where Self.introducers.contains(token.text):
            declareType(at: position)
        case "var", "let":
            declareProperties(at: position)
        case "inout":
            let named =
                position >= 2 && tokens[position - 1].isPunctuation(":") && tokens[position - 2].isName
            inoutParameters.append(
                InoutParameter(name: named ? tokens[position - 2].text : nil, line: token.line))
        case "post":
            notePost(at: position)
        case "NotificationCenter":
            if position >= 2,
                tokens[position - 1].isPunctuation(":") || tokens[position - 1].isPunctuation("="),
                tokens[position - 2].isName
            {
                centerNames.insert(tokens[position - 2].text)
            }
        default:
            break
        }
    }

    // MARK: types

    private mutating func declareType(at position: Int) {
        guard position + 1 < tokens.count, let start = startOfDeclaration(at: position) else { return }
        let keyword = tokens[position].text
        let name = tokens[position + 1]
        guard name.isName, !(name.kind == .word && Self.keywordsAfterClass.contains(name.text)) else {
            return
        }
        if keyword == "extension" {
            pendingBody = (extendedTypeName(after: position), keyword, depth)
            return
        }
        let access = tokens[start..<position].first {
            $0.kind == .word && Self.accessLevels.contains($0.text)
        }
        types.append(TypeDeclaration(name: name.text, line: name.line, kind: keyword, access: access?.text))
        if keyword != "typealias" && keyword != "associatedtype" {
            pendingBody = (name.text, keyword, depth)
        }
    }

    /// The last component of `A.B.C` after `extension`.
    private func extendedTypeName(after position: Int) -> String {
        var cursor = position + 1
        var name = tokens[cursor].text
        while cursor + 2 < tokens.count, tokens[cursor + 1].isPunctuation("."), tokens[cursor + 2].isName {
            cursor += 2
            name = tokens[cursor].text
        }
        return name
    }

    // MARK: stored properties

    private mutating func declareProperties(at position: Int) {
        guard let scope = scopes.last, let owner = scope.owner, scope.keyword != "protocol",
            depth == scope.depth, let start = startOfDeclaration(at: position)
        else { return }
        let modifiers = Set(tokens[start..<position].filter { $0.kind == .word }.map(\.text))
        var cursor = position + 1
        while cursor < tokens.count, tokens[cursor].isName {
            let name = tokens[cursor]
            cursor += 1
            var annotation: ArraySlice<SourceToken> = []
            if cursor < tokens.count, tokens[cursor].isPunctuation(":") {
                let end = endOfType(from: cursor + 1)
                annotation = tokens[(cursor + 1)..<end]
                cursor = end
            }
            var held = Self.heldTypes(in: annotation)
            if cursor < tokens.count, tokens[cursor].isPunctuation("=") {
                if annotation.isEmpty { held = calledType(at: cursor + 1).map { [$0] } ?? [] }
                cursor = endOfExpression(from: cursor + 1)
            } else if cursor < tokens.count, tokens[cursor].isPunctuation("{") {
                let next = cursor + 1 < tokens.count ? tokens[cursor + 1] : nil
                let observed = next?.isWord("willSet") == true || next?.isWord("didSet") == true
                if !observed { return }
            }
            properties.append(
                StoredProperty(
                    name: name.text, line: tokens[position].line, owner: owner,
                    isVariable: tokens[position].text == "var", isWeak: modifiers.contains("weak"),
                    isStatic: modifiers.contains("static") || modifiers.contains("class"),
                    typeText: Self.render(annotation), heldTypes: held))
            guard cursor < tokens.count, tokens[cursor].isPunctuation(",") else { return }
            cursor += 1
        }
    }

    /// The index just past a type annotation that starts at `start`.
    private func endOfType(from start: Int) -> Int {
        var nesting = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if nesting == 0, index > start, token.startsLine { return index }
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "<":
                    nesting += 1
                case ")", "]":
                    if nesting == 0 { return index }
                    nesting -= 1
                case ">" where !(index > start && tokens[index - 1].isPunctuation("-")):
                    nesting = max(0, nesting - 1)
                case "=", "{", "}", ",", ";":
                    if nesting == 0 { return index }
                default:
                    break
                }
            }
            index += 1
        }
        return index
    }

    /// The index just past an initial value that starts at `start`: the next `,` or `;` outside
    /// brackets, the brace that closes the scope, or the next line outside brackets.
    private func endOfExpression(from start: Int) -> Int {
        var nesting = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if nesting == 0, index > start, token.startsLine { return index }
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{":
                    nesting += 1
                case ")", "]", "}":
                    if nesting == 0 { return index }
                    nesting -= 1
                case ",", ";":
                    if nesting == 0 { return index }
                default:
                    break
                }
            }
            index += 1
        }
        return index
    }

    /// The type an initial value constructs: `FeedView` in `FeedView(…)` or `FeedView.init(…)`.
    private func calledType(at index: Int) -> String? {
        guard index + 1 < tokens.count, tokens[index].isName,
            tokens[index].text.first?.isUppercase == true
        else { return nil }
        if tokens[index + 1].isPunctuation("(") { return tokens[index].text }
        if index + 3 < tokens.count, tokens[index + 1].isPunctuation("."), tokens[index + 2].isWord("init"),
            tokens[index + 3].isPunctuation("(")
        {
            return tokens[index].text
        }
        return nil
    }

    /// The nominal types an annotation holds directly (see `StoredProperty.heldTypes`).
    static func heldTypes(in annotation: ArraySlice<SourceToken>) -> [String] {
        var names: [String] = []
        for index in annotation.indices {
            let token = annotation[index]
            switch token.kind {
            case .punctuation:
                if ["[", "<", ",", ":", "-"].contains(token.text) { return [] }
            case .word where token.text == "any" || token.text == "some":
                continue
            case .word, .escapedWord:
                if index + 1 < annotation.endIndex, annotation[index + 1].isPunctuation(".") { continue }
                names.append(token.text)
            case .literal:
                return []
            }
        }
        return names
    }

    /// Tokens joined with spaces only between words and around `&` and `->`.
    static func render(_ tokens: ArraySlice<SourceToken>) -> String {
        var text = ""
        for index in tokens.indices {
            let token = tokens[index]
            if index > tokens.startIndex {
                let previous = tokens[index - 1]
                let afterArrow =
                    previous.isPunctuation(">") && index - 2 >= tokens.startIndex
                    && tokens[index - 2].isPunctuation("-")
                if (previous.isName && token.isName) || token.isPunctuation("&")
                    || previous.isPunctuation("&")
                    || token.isPunctuation("-") || afterArrow
                {
                    text += " "
                }
            }
            text += token.text
        }
        return text
    }

    // MARK: notifications

    private mutating func notePost(at position: Int) {
        guard position + 1 < tokens.count, tokens[position + 1].isPunctuation("(") else { return }
        if position > 0, tokens[position - 1].isWord("func") { return }
        let labelled =
            position + 3 < tokens.count && tokens[position + 2].isWord("name")
            && tokens[position + 3].isPunctuation(":")
        let wrapsNotification =
            position + 3 < tokens.count && tokens[position + 2].isWord("Notification")
            && (tokens[position + 3].isPunctuation("(") || tokens[position + 3].isPunctuation("."))
        let receiver = receiverChain(before: position)
        let call = (receiver.reversed() + ["post"]).joined(separator: ".") + (labelled ? "(name:" : "(")
        let post = NotificationPost(line: tokens[position].line, call: call)
        if labelled || wrapsNotification || receiver.contains("NotificationCenter") {
            postCandidates.append((post, nil))
        } else if let nearest = receiver.first {
            postCandidates.append((post, nearest))
        }
    }

    /// The names of the receiver chain before `.post`, nearest first: `["default",
    /// "NotificationCenter"]` for `NotificationCenter.default.post`. A call in the chain
    /// contributes its callee's name; `?` and `!` are stepped over.
    private func receiverChain(before position: Int) -> [String] {
        var names: [String] = []
        var dot = position - 1
        while dot > 0, tokens[dot].isPunctuation(".") {
            var previous = dot - 1
            if tokens[previous].isPunctuation("?") || tokens[previous].isPunctuation("!") { previous -= 1 }
            if previous >= 0, tokens[previous].isPunctuation(")"),
                let open = Self.openingParenthesis(before: previous, in: tokens)
            {
                previous = open - 1
            }
            guard previous >= 0, tokens[previous].isName else { break }
            names.append(tokens[previous].text)
            dot = previous - 1
        }
        return names
    }

    // MARK: declarations

    /// Where the declaration whose keyword is at `position` starts, walking back over modifiers
    /// (`private(set)` and `unowned(unsafe)` included) and attributes (`@MainActor`,
    /// `@available(…)`); nil when the keyword does not start a declaration (it follows an
    /// expression, say, as in `for actor in actors`).
    func startOfDeclaration(at position: Int) -> Int? {
        var cursor = position
        while cursor > 0 {
            let previous = tokens[cursor - 1]
            if previous.kind == .word, Self.modifiers.contains(previous.text) {
                cursor -= 1
            } else if previous.isName, cursor >= 2, tokens[cursor - 2].isPunctuation("@") {
                cursor -= 2
            } else if previous.isPunctuation(")"),
                let open = Self.openingParenthesis(before: cursor - 1, in: tokens), open >= 1,
                (tokens[open - 1].kind == .word && Self.modifiers.contains(tokens[open - 1].text))
                    || (open >= 2 && tokens[open - 2].isPunctuation("@"))
            {
                cursor = open
            } else {
                break
            }
        }
        let first = tokens[cursor]
        if first.startsLine || cursor == 0 { return cursor }
        let before = tokens[cursor - 1]
        let separated = before.isPunctuation(";") || before.isPunctuation("{") || before.isPunctuation("}")
        return separated ? cursor : nil
    }

    /// The index of the `(` that matches the `)` at `closing`.
    static func openingParenthesis(before closing: Int, in tokens: [SourceToken]) -> Int? {
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
}

extension SourceToken {
    /// Whether the token is a word or an escaped word, which can name something.
    var isName: Bool { kind == .word || kind == .escapedWord }
}
