import ArticleLogic
import ConfigurationService
import DatabaseService
import DownloadsLogic
import Foundation
import HTTPService
import IgnoreRuleLogic
import LibraryModelLogic
import QueryFeedLogic
import RefreshLogic
import SubscriptionLogic
import SyncLogic
import SyncService

/// The logic layer on a library folder, wired to the services: one database, the stores'
/// schemas migrated, and the logic objects every screen asks for models.
struct Library: Sendable {
    static let schemas = [
        SubscriptionSchema.schema, ArticleSchema.schema, RefreshSchema.schema,
        DownloadsSchema.schema,
        SyncSchema.schema,
        QueryFeedSchema.schema,
        IgnoreRuleSchema.schema,
        // make feature: schemas
    ]

    /// The library's folder.
    let folder: URL
    let database: Database
    let subscriptions: StoredSubscriptions
    let articles: StoredArticles
    /// Refreshes local feeds and syncs the accounts that keep the others.
    let refresher: SyncingRefresher
    /// The download queue of this library.
    let downloads: StoredDownloads
    /// The file a download run locks, so one process at a time works through the queue.
    var downloadLock: URL { folder.appendingPathComponent("downloads.lock") }
    /// The sync accounts of this library; their passwords live in `accounts/` beside it.
    let sync: StoredSync
    /// The query feeds (saved filters) of this library.
    let queryFeeds: StoredQueryFeeds
    /// The killfile (ignore rules) of this library.
    let ignoreRules: StoredIgnoreRules
    // make feature: logic

    /// Opens (creating when needed) the library in `folder`.
    static func open(
        in folder: URL, configuration: Configuration, fetcher: any FeedFetching, client: any HTTPClient
    ) async throws -> Library {
        try LibraryFolder.prepare(folder)
        let database = try Database.open(
            at: folder.appendingPathComponent(configuration.storage.databaseFileName),
            options: configuration.databaseOptions)
        try await database.migrate(schemas)
        try database.requireFullTextSearch()
        // Each package's tables, handed to the others that join its transactions.
        let (articleTables, subscriptionTables) = (StoredArticleTables(), StoredSubscriptionTables())
        let subscriptions = StoredSubscriptions(
            database: database, articles: articleTables, fetcher: fetcher,
            parserLimits: configuration.parserLimits)
        let sync = StoredSync(
            database: database, articles: articleTables, subscriptions: subscriptionTables,
            passwords: AccountPasswords(
                folder: folder.appendingPathComponent(configuration.storage.accountsFolderName)),
            makeServer: { kind, login throws(SyncServerError) in
                try SyncServers.server(
                    kind, login: login, client: client, pagesAtOnce: configuration.sync.pagesAtOnce)
            }, fullStateCheckHours: configuration.sync.fullStateCheckHours, now: { Date() })
        let localRefresher = FeedRefresher(
            recording: StoredRefreshRecording(
                database: database, articles: articleTables, subscriptions: subscriptionTables,
                ignoreRules: StoredIgnoreRuleTables()),
            fetcher: fetcher, settings: configuration.refreshSettings)
        let articles = StoredArticles(
            database: database, subscriptions: StoredSubscriptionFacts(database: database))
        return Library(
            folder: folder, database: database, subscriptions: subscriptions, articles: articles,
            refresher: SyncingRefresher(local: localRefresher, sync: sync, subscriptions: subscriptions),
            downloads: StoredDownloads(database: database, articles: articleTables, now: { Date() }),
            sync: sync,
            queryFeeds: StoredQueryFeeds(database: database, articles: articles, now: { Date() }),
            ignoreRules: StoredIgnoreRules(database: database, articles: articles, now: { Date() }),
            // make feature: logic objects
        )
    }
}
