import DatabaseService
import FoundationEssentials
import LibraryModelLogic

/// An article brought over from another reader, with the state it had there.
public struct ImportedArticle: Equatable, Sendable {
    public var article: IncomingArticle
    public var isRead: Bool
    public var isStarred: Bool
    /// Deleted there: stored only as a tombstone, so that its feed does not bring it back.
    public var isRemoved: Bool

    public init(article: IncomingArticle, isRead: Bool, isStarred: Bool, isRemoved: Bool) {
        self.article = article
        self.isRead = isRead
        self.isStarred = isStarred
        self.isRemoved = isRemoved
    }
}

/// What importing one feed's articles did.
public struct ImportedArticlesOutcome: Equatable, Sendable {
    /// New articles stored, and of those how many read and starred.
    public var added: Int
    public var read: Int
    public var starred: Int
    /// New tombstones: articles deleted in the other reader.
    public var removed: Int
    /// Articles the library had already (the same item, by the merge rules), left as they are.
    public var alreadyHere: Int

    public init(added: Int = 0, read: Int = 0, starred: Int = 0, removed: Int = 0, alreadyHere: Int = 0) {
        self.added = added
        self.read = read
        self.starred = starred
        self.removed = removed
        self.alreadyHere = alreadyHere
    }
}

extension ArticleStore {
    /// Stores the articles of `feed` that the library does not have yet, identified by the rules
    /// of `ArticleMerging`, each with its state; an article already here is left as it is, so an
    /// import done twice adds nothing the second time.
    func importArticles(
        _ imported: [ImportedArticle], into feed: FeedID, feedTitle: String, now: Date,
        on connection: DatabaseConnection
    ) throws(DatabaseError) -> ImportedArticlesOutcome {
        let articles = imported.map(\.article)
        let decisions = ArticleMerging.decide(
            articles, existing: try identities(of: feed, meeting: articles, on: connection))
        var outcome = ImportedArticlesOutcome()
        var search = SearchIndexBatch()
        let seen = now.storedMilliseconds
        for (entry, decision) in zip(imported, decisions) {
            guard case .insert? = decision else {
                outcome.alreadyHere += 1
                continue
            }
            let id = try insert(
                entry.article, into: feed, feedTitle: feedTitle, seen: seen, read: entry.isRead,
                starred: entry.isStarred && !entry.isRemoved, purged: entry.isRemoved, on: connection)
            guard !entry.isRemoved else {
                search.addTombstone(id)
                outcome.removed += 1
                continue
            }
            search.add(id)
            outcome.added += 1
            if entry.isRead { outcome.read += 1 }
            if entry.isStarred { outcome.starred += 1 }
        }
        try search.write(on: connection)
        return outcome
    }
}
