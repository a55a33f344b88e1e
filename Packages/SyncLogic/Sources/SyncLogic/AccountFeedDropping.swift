import ArticleLogic
import DatabaseService
import LibraryModelLogic
import SubscriptionLogic
import SyncService

extension SyncStore {
    /// Removes a feed an account kept, here only: its articles (starred ones stay, without a
    /// feed), the feed, and its place in the account's feed map. What a sync does for a feed
    /// the server no longer has, and `account unsubscribe` once the server agreed.
    func dropFeed(
        _ feed: FeedID, remote: RemoteFeedID, account: Int64, articles: any ArticleTables,
        subscriptions: any SubscriptionTables, in work: UnitOfWork
    ) throws(DatabaseError) {
        _ = try articles.removeArticles(of: feed, in: work)
        try subscriptions.delete(feed, in: work)
        try unmapFeed(remote, account: account, on: work.connection)
    }
}
