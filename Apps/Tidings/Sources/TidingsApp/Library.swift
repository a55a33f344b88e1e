import ArticleLogic
import ConfigurationService
import DatabaseService
import DownloadsLogic
import Foundation
import HTTPService
import LibraryModelLogic
import RefreshLogic
import SubscriptionLogic

/// The logic layer on a library folder, wired to the services: one database, the stores'
/// schemas migrated, and the logic objects every screen asks for models.
struct Library: Sendable {
    static let schemas = [
        SubscriptionSchema.schema, ArticleSchema.schema, RefreshSchema.schema,
        DownloadsSchema.schema,
        // make feature: schemas
    ]

    /// The library's folder.
    let folder: URL
    let database: Database
    let subscriptions: StoredSubscriptions
    let articles: StoredArticles
    let refresher: FeedRefresher
    /// The download queue of this library.
    let downloads: StoredDownloads
    /// The file a download run locks, so one process at a time works through the queue.
    var downloadLock: URL { folder.appendingPathComponent("downloads.lock") }
    // make feature: logic

    /// Opens (creating when needed) the library in `folder`.
    static func open(in folder: URL, configuration: Configuration, fetcher: any FeedFetching) async throws
        -> Library
    {
        try LibraryFolder.prepare(folder)
        let database = try Database.open(
            at: folder.appendingPathComponent(configuration.storage.databaseFileName),
            options: configuration.databaseOptions)
        try await database.migrate(schemas)
        try database.requireFullTextSearch()
        // Each package's tables, handed to the others that join its transactions.
        let (articleTables, subscriptionTables) = (StoredArticleTables(), StoredSubscriptionTables())
        return Library(
            folder: folder, database: database,
            subscriptions: StoredSubscriptions(
                database: database, articles: articleTables, fetcher: fetcher,
                parserLimits: configuration.parserLimits),
            articles: StoredArticles(database: database, tags: StoredTagMembership(database: database)),
            refresher: FeedRefresher(
                recording: StoredRefreshRecording(
                    database: database, articles: articleTables, subscriptions: subscriptionTables),
                fetcher: fetcher, settings: configuration.refreshSettings),
            downloads: StoredDownloads(database: database, articles: articleTables, now: { Date() }),
            // make feature: logic objects
        )
    }
}
