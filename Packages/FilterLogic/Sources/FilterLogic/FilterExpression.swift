public import FoundationEssentials

/// A parsed filter: the text a person wrote and the tree it means.
///
/// Parsing checks everything that can be checked without the library: attribute names,
/// operators against each attribute's kind, values, regular expressions and dates. What is left
/// cannot fail, so a compiled filter never surprises its user halfway through a list.
public struct FilterExpression: Equatable, Sendable, CustomStringConvertible {
    /// The text as written, which is also how the filter travels in URLs and is stored.
    public let source: String
    public let root: FilterNode

    /// Parses `source`; throws the column and what was expected there.
    public init(parsing source: String) throws(FilterError) {
        self.source = source
        var parser = FilterParser(source)
        self.root = try parser.parse()
    }

    public var description: String { source }

    /// Whether any test names a feed attribute (`feedurl`, `tags`), which needs the feed list.
    public var usesFeedAttributes: Bool { root.tests.contains { $0.attribute.isFeedAttribute } }
}

/// A node of a filter's tree.
public indirect enum FilterNode: Equatable, Sendable {
    case test(FilterTest)
    case and(FilterNode, FilterNode)
    case or(FilterNode, FilterNode)
    case not(FilterNode)

    /// Every test in the tree, left to right.
    public var tests: [FilterTest] {
        switch self {
        case .test(let test): [test]
        case .and(let left, let right), .or(let left, let right): left.tests + right.tests
        case .not(let inner): inner.tests
        }
    }
}

/// One comparison: an attribute, an operator and a checked value.
public struct FilterTest: Equatable, Sendable {
    public let attribute: FilterAttribute
    public let comparison: FilterOperator
    public let operand: FilterOperand

    public init(attribute: FilterAttribute, comparison: FilterOperator, operand: FilterOperand) {
        self.attribute = attribute
        self.comparison = comparison
        self.operand = operand
    }
}

/// The value a test compares with, already read into the attribute's kind.
public enum FilterOperand: Equatable, Sendable {
    case text(String)
    /// A regular expression that compiles; matched without regard to letter case.
    case pattern(String)
    case yes(Bool)
    case days(ClosedRange<Int>)
    case dates(DateSpan)
}

/// The instants a date value covers: a whole day (UTC) for `2026-11-01`, one millisecond for a
/// time. `end` is exclusive.
public struct DateSpan: Equatable, Sendable {
    public let start: Date
    public let end: Date

    public init(start: Date, end: Date) {
        self.start = start
        self.end = end
    }
}
