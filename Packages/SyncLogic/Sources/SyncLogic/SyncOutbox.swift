public import ArticleLogic
public import DatabaseService

/// The outbox's subscription to the article logic's changes: every local change of read or
/// starred state of an account's article is queued for its server, and a deleted article's
/// server ids are forgotten, in the transaction that made the change. State that came from a
/// server (`origin == .remote`) is not sent back. The composition root hands it to
/// `StoredArticles` as an observer; no trigger on `articles`, which ArticleLogic owns, is needed.
public struct SyncOutbox: ArticleChangeObserving {
    private let store = SyncStore()

    public init() {}

    public func articlesChanged(_ change: ArticleChange, in work: UnitOfWork) throws(DatabaseError) {
        switch change.kind {
        case .read(let value) where change.origin == .local:
            try store.queue(field: "read", value: value, of: change.articles, on: work.connection)
        case .starred(let value) where change.origin == .local:
            try store.queue(field: "starred", value: value, of: change.articles, on: work.connection)
        case .deleted:
            try store.forget(change.articles, on: work.connection)
        case .read, .starred:
            break
        }
    }
}
