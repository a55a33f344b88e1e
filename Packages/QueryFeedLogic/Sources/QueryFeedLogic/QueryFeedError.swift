public import ArticleLogic
public import DatabaseService
public import FilterLogic

/// Why a query feed operation failed, and what to do about it.
public enum QueryFeedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name was empty or only white space.
    case emptyName
    /// A query feed of this name (in any letter case) exists already.
    case duplicate(String)
    /// No query feed has this name; `known` lists those there are.
    case unknown(String, known: [String])
    /// A stored expression no longer reads (it was saved by another version).
    case unreadable(name: String, FilterError)
    /// Counting what a query feed matches failed; the article logic says why.
    case articles(ArticleError)
    /// The library could not be read or written; the database says why.
    case storage(DatabaseError)
    /// The query feed's filter took longer than its time budget and was stopped.
    case tooSlow(name: String, ArticleError)

    public var description: String {
        switch self {
        case .emptyName:
            "a query feed needs a name; give one that is not blank"
        case .duplicate(let name):
            "there is a query feed named '\(name)' already; remove it first with `tidings query remove '\(name)'`"
        case .unknown(let name, let known):
            "there is no query feed named '\(name)'"
                + (known.isEmpty
                    ? "; add one with `tidings query add NAME EXPR`"
                    : "; there are \(known.map { "'\($0)'" }.joined(separator: ", "))")
        case .unreadable(let name, let error):
            "the query feed '\(name)' no longer reads (filter: \(error)); remove it and add it again"
        case .articles(let cause):
            cause.description
        case .tooSlow(let name, let cause):
            "the query feed '\(name)' was stopped: \(cause)"
        case .storage(let cause):
            "the library could not be read or written (\(cause)); check the data directory and its permissions"
        }
    }
}
