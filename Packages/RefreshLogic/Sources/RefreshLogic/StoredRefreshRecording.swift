public import ArticleLogic
public import DatabaseService
public import Foundation
public import LibraryModelLogic
import SubscriptionLogic

/// `RefreshRecording` on the SQLite library: each feed's results go in one transaction across
/// the article, subscription and refresh stores.
public struct StoredRefreshRecording: RefreshRecording {
    private let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func feeds(in scope: RefreshScope) async throws(RefreshError) -> [Feed] {
        let all = try await access { try await database.read { try SubscriptionStore().feeds(on: $0) } }
        return try scope.select(from: all)
    }

    public func states() async throws(RefreshError) -> [FeedID: RefreshState] {
        try await access { try await database.read { try RefreshStore().states(on: $0) } }
    }

    public func recordUnchanged(_ feed: FeedID, state: RefreshState) async throws(RefreshError) {
        try await access { try await database.write { try RefreshStore().save(state, for: feed, on: $0) } }
    }

    public func recordFetched(_ fetched: FetchedFeed, retention: RetentionPolicy, now: Date)
        async throws(RefreshError)
        -> MergeOutcome
    {
        try await access {
            try await database.write { connection in
                let id = fetched.feed.id
                guard try SubscriptionStore().feed(id, on: connection) != nil else { return MergeOutcome() }
                try SubscriptionStore().setSource(
                    title: fetched.title, homeURL: fetched.homeURL, of: id, on: connection)
                var feed = fetched.feed
                feed.sourceTitle = fetched.title ?? feed.sourceTitle
                let articles = ArticleStore()
                let outcome = try articles.merge(
                    fetched.items, into: id, feedTitle: feed.displayTitle, now: now, on: connection)
                try articles.applyRetention(retention, to: id, now: now, on: connection)
                try RefreshStore().save(fetched.state, for: id, on: connection)
                return outcome
            }
        }
    }

    public func recordFailure(_ feed: FeedID, state: RefreshState) async throws(RefreshError) {
        try await access {
            try await database.write { connection in
                guard try SubscriptionStore().feed(feed, on: connection) != nil else { return }
                try RefreshStore().save(state, for: feed, on: connection)
            }
        }
    }

    private func access<T>(_ work: () async throws -> T) async throws(RefreshError) -> T {
        do {
            return try await work()
        } catch let error as RefreshError {
            throw error
        } catch {
            throw .storage(String(describing: error))
        }
    }
}
