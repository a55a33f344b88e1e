public import ArticleLogic
public import DatabaseService
import FoundationEssentials
import LibraryModelLogic

/// Tells the article logic each feed's address and tags, from the subscription tables.
public struct StoredSubscriptionFacts: SubscriptionFacts {
    private let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func descriptions() async throws(ArticleError) -> [FeedDescription] {
        do {
            let feeds = try await database.read { try SubscriptionStore().feeds(on: $0) }
            return feeds.map { FeedDescription(id: $0.id, url: $0.url.absoluteString, tags: $0.tags) }
        } catch {
            throw .storage(.caused(by: error))
        }
    }
}
