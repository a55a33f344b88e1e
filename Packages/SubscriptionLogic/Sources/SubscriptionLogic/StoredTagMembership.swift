public import ArticleLogic
public import DatabaseService
public import LibraryModelLogic

/// Tells the article logic which feeds carry a tag, from the subscription tables.
public struct StoredTagMembership: TagMembership {
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
}
