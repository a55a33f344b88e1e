public import DatabaseService
public import LibraryModelLogic

/// A change to stored articles that other features follow: their read or starred state set, or
/// the articles deleted. ArticleLogic, which owns the `articles` table, announces every such
/// change to its observers inside the transaction that makes it.
public struct ArticleChange: Equatable, Sendable {
    /// What changed.
    public enum Kind: Equatable, Sendable {
        case read(Bool)
        case starred(Bool)
        case deleted
    }

    /// Where a change of state comes from.
    public enum Origin: Equatable, Sendable {
        /// Made in this library: by a command, the reader, mark-all-read.
        case local
        /// The state another copy of the library holds (a sync server's), applied here; it must
        /// not be sent back.
        case remote
    }

    public var kind: Kind
    /// The articles it changed; never empty.
    public var articles: [ArticleID]
    public var origin: Origin

    public init(_ kind: Kind, articles: [ArticleID], origin: Origin) {
        self.kind = kind
        self.articles = articles
        self.origin = origin
    }
}

/// Follows the changes of articles, in the unit of work that makes them: what it writes commits
/// or rolls back with the change. The sync outbox is one (SyncLogic's `SyncOutbox`); the
/// composition root hands the observers to `StoredArticles`.
public protocol ArticleChangeObserving: Sendable {
    func articlesChanged(_ change: ArticleChange, in work: UnitOfWork) throws(DatabaseError)
}

/// The observers a store tells of every change, in order.
struct ArticleChangeObservers: Sendable {
    let observers: [any ArticleChangeObserving]

    /// Tells every observer of `change`, unless it changed nothing.
    func announce(
        _ kind: ArticleChange.Kind, _ articles: [ArticleID], origin: ArticleChange.Origin,
        on connection: DatabaseConnection
    ) throws(DatabaseError) {
        guard !articles.isEmpty else { return }
        let change = ArticleChange(kind, articles: articles, origin: origin)
        for observer in observers { try observer.articlesChanged(change, in: UnitOfWork(connection)) }
    }
}
