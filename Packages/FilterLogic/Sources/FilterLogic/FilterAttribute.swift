/// A property of an article that a filter can test, by its name in the language.
///
/// The names are newsboat's, so that a filter written for newsboat reads the same here.
public enum FilterAttribute: String, CaseIterable, Equatable, Hashable, Sendable {
    case title, content, author, link, guid
    case feedTitle = "feedtitle"
    case feedURL = "feedurl"
    case tags, unread, starred, flags, age, date
    case enclosureURL = "enclosure_url"
    case enclosureType = "enclosure_type"

    /// What sort of value the attribute holds, which decides the operators it takes.
    public enum Kind: Equatable, Sendable {
        /// Text: `=`, `!=`, `=~`, `!~`, `#`, `!#`.
        case text
        /// `"yes"` or `"no"`: `=`, `!=`.
        case yesOrNo
        /// A whole number of days: `=`, `!=`, `<`, `>`, `<=`, `>=`, `between`.
        case days
        /// A day or a time: `=`, `!=`, `<`, `>`, `<=`, `>=`, `between`.
        case date
    }

    public var kind: Kind {
        switch self {
        case .unread, .starred: .yesOrNo
        case .age: .days
        case .date: .date
        default: .text
        }
    }

    /// Whether the attribute belongs to the article's feed rather than the article itself:
    /// such tests are answered from the list of feeds, not from the article rows.
    public var isFeedAttribute: Bool { self == .feedURL || self == .tags }

    /// The attribute named `name`, including newsboat's other name `rssurl` for `feedurl`.
    public init?(named name: String) {
        if name == "rssurl" {
            self = .feedURL
        } else {
            self.init(rawValue: name)
        }
    }
}

/// How a filter compares an attribute with a value.
public enum FilterOperator: String, CaseIterable, Equatable, Sendable {
    case equal = "="
    case notEqual = "!="
    case matches = "=~"
    case notMatches = "!~"
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case contains = "#"
    case notContains = "!#"
    case between

    /// Whether the operator is the negation of another (`!=`, `!~`, `!#`).
    public var isNegated: Bool { self == .notEqual || self == .notMatches || self == .notContains }

    /// The positive operator this one negates, or itself.
    public var positive: FilterOperator {
        switch self {
        case .notEqual: .equal
        case .notMatches: .matches
        case .notContains: .contains
        default: self
        }
    }

    /// The operators an attribute of `kind` takes.
    static func allowed(for kind: FilterAttribute.Kind) -> [FilterOperator] {
        switch kind {
        case .text: [.equal, .notEqual, .matches, .notMatches, .contains, .notContains]
        case .yesOrNo: [.equal, .notEqual]
        case .days, .date: [.equal, .notEqual, .less, .greater, .lessOrEqual, .greaterOrEqual, .between]
        }
    }
}
