public import ArticleLogic
public import DatabaseService

/// Forgets the remembered full-text failures of deleted articles, in the transaction that
/// deletes them (an id SQLite gives again must not inherit a failure). The composition root
/// hands it to `StoredArticles` among its observers.
public struct FullTextFailureForgetting: ArticleChangeObserving {
    public init() {}

    public func articlesChanged(_ change: ArticleChange, in work: UnitOfWork) throws(DatabaseError) {
        guard change.kind == .deleted else { return }
        try FullTextFailureStore().forget(change.articles, on: work.connection)
    }
}
