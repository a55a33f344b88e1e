public import DatabaseService
public import LibraryModelLogic

/// Why a queue operation failed, and what to do about it.
public enum DownloadsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No article has this id.
    case unknownArticle(ArticleID)
    /// No entry of the queue has this id.
    case unknownEntry(DownloadID)
    /// The library could not be read or written; the database says why.
    case storage(DatabaseError)

    public var description: String {
        switch self {
        case .unknownArticle(let id):
            "there is no article \(id); list articles with `tidings articles` to see their ids"
        case .unknownEntry(let id):
            "there is no download \(id); list the queue with `tidings downloads`"
        case .storage(let reason):
            "the download queue could not be read or written (\(reason)); check the data directory and its "
                + "permissions"
        }
    }
}
