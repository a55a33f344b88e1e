public import ArticleLogic
public import DatabaseService
public import FilterLogic

/// Why an ignore rule operation failed, and what to do about it.
public enum IgnoreRuleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No rule has this number; `known` lists those there are.
    case unknown(Int64, known: [Int64])
    /// A stored rule no longer reads (it was saved by another version).
    case unreadable(id: Int64, FilterError)
    /// Applying or testing a rule failed; the article logic says why.
    case articles(ArticleError)
    /// The library could not be read or written; the database says why.
    case storage(DatabaseError)

    public var description: String {
        switch self {
        case .unknown(let id, let known):
            "there is no ignore rule \(id)"
                + (known.isEmpty
                    ? "; add one with `tidings ignore add EXPR`"
                    : "; the rules are \(known.map(String.init).joined(separator: ", ")) (`tidings ignore list`)")
        case .unreadable(let id, let error):
            "ignore rule \(id) no longer reads (filter: \(error)); remove it and add it again"
        case .articles(let cause):
            cause.description
        case .storage(let cause):
            "the library could not be read or written (\(cause)); check the data directory and its permissions"
        }
    }
}
