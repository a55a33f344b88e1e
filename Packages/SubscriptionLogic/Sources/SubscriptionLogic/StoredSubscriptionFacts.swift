public import ArticleLogic
public import DatabaseService
import Foundation
public import LibraryModelLogic

/// Tells the article logic which feeds carry a tag, and each feed's address and tags, from the
/// subscription tables.
public struct StoredSubscriptionFacts: SubscriptionFacts {
    private let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func feeds(taggedWith tag: String) async throws(ArticleError) -> [FeedID] {
        do {
            return try await database.read { try SubscriptionStore().feeds(taggedWith: tag, on: $0) }
        } catch {
            throw .storage(.caused(by: error))
        }
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
