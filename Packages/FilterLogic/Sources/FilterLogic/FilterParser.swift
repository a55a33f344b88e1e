import FoundationEssentials

/// Reads a filter by recursive descent. Precedence, loosest first: `or`, `and`, `not`;
/// parentheses group. Keywords and attribute names are read without regard to letter case.
///
///     expression  := disjunction END
///     disjunction := conjunction ("or" conjunction)*
///     conjunction := negation ("and" negation)*
///     negation    := "not" negation | "(" disjunction ")" | test
///     test        := ATTRIBUTE OPERATOR value | ATTRIBUTE "between" value ":" value
///     value       := STRING | NUMBER
struct FilterParser {
    private let source: String
    private var tokens: [FilterToken] = []
    private var position = 0

    init(_ source: String) {
        self.source = source
    }

    mutating func parse() throws(FilterError) -> FilterNode {
        tokens = try FilterLexer.tokens(of: source)
        let root = try disjunction()
        guard current.kind == .end else {
            throw FilterError(
                column: current.column, "expected 'and', 'or' or the end, found \(current.quoted)")
        }
        return root
    }

    // MARK: Grammar

    private mutating func disjunction() throws(FilterError) -> FilterNode {
        var node = try conjunction()
        while take(keyword: "or") { node = .or(node, try conjunction()) }
        return node
    }

    private mutating func conjunction() throws(FilterError) -> FilterNode {
        var node = try negation()
        while take(keyword: "and") { node = .and(node, try negation()) }
        return node
    }

    private mutating func negation() throws(FilterError) -> FilterNode {
        if take(keyword: "not") { return .not(try negation()) }
        if current.kind == .open {
            let open = current
            advance()
            let inner = try disjunction()
            guard current.kind == .close else {
                throw FilterError(
                    column: current.column,
                    "expected ')' to close the '(' at column \(open.column), found \(current.quoted)")
            }
            advance()
            return inner
        }
        return .test(try test())
    }

    private mutating func test() throws(FilterError) -> FilterTest {
        guard case .word(let name) = current.kind, !Self.keywords.contains(name.lowercased()) else {
            throw FilterError(
                column: current.column, "expected a test such as title =~ \"swift\", found \(current.quoted)")
        }
        guard let attribute = FilterAttribute(named: name.lowercased()) else {
            let names = FilterAttribute.allCases.map(\.rawValue).joined(separator: ", ")
            throw FilterError(column: current.column, "unknown attribute '\(name)'; use one of \(names)")
        }
        advance()
        let allowed = FilterOperator.allowed(for: attribute.kind)
        let operatorToken = current
        let comparison: FilterOperator
        switch current.kind {
        case .symbol(let symbol): comparison = symbol
        case .word(let word) where word.lowercased() == FilterOperator.between.rawValue: comparison = .between
        default:
            throw FilterError(
                column: current.column,
                "expected an operator after '\(name)' (\(Self.list(allowed))), found \(current.quoted)")
        }
        guard allowed.contains(comparison) else {
            throw FilterError(
                column: operatorToken.column,
                "'\(comparison.rawValue)' does not apply to \(attribute.rawValue), which is "
                    + "\(Self.noun(attribute.kind)); use \(Self.list(allowed))")
        }
        advance()
        let operand = try operand(for: attribute, after: operatorToken, comparison: comparison)
        return FilterTest(attribute: attribute, comparison: comparison, operand: operand)
    }

    // MARK: Tokens

    var current: FilterToken { tokens[min(position, tokens.count - 1)] }

    mutating func advance() { position += 1 }

    private mutating func take(keyword: String) -> Bool {
        guard case .word(let word) = current.kind, word.lowercased() == keyword else { return false }
        advance()
        return true
    }

    private static let keywords: Set<String> = ["and", "or", "not", "between"]

    private static func list(_ operators: [FilterOperator]) -> String {
        operators.map(\.rawValue).joined(separator: ", ")
    }

    private static func noun(_ kind: FilterAttribute.Kind) -> String {
        switch kind {
        case .text: "text"
        case .yesOrNo: "\"yes\" or \"no\""
        case .days: "a number of days"
        case .date: "a date"
        }
    }
}
