import ArticleLogic
import ConfigurationService
import DatabaseService
import DownloadsLogic
import FoundationEssentials
import FullTextLogic
import HTTPService
import IgnoreRuleLogic
import LibraryModelLogic
import NotificationLogic
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
        FullTextSchema.schema,
        // make feature: schemas
    ]

    /// The library's folder.
    let folder: URL
    let database: Database
    let subscriptions: StoredSubscriptions
    let articles: StoredArticles
    /// Refreshes the feeds Tidings fetches itself.
    let refresher: FeedRefresher
    /// The download queue of this library.
    let downloads: StoredDownloads
    /// The file a download run locks, so one process at a time works through the queue.
    var downloadLock: URL { folder.appendingPathComponent("downloads.lock") }
    /// The sync accounts of this library; their passwords live in `accounts/` beside it.
    let sync: StoredSync
    /// Whether the library keeps sync accounts, as it opened: only then does a refresh sync too.
    let hasAccounts: Bool
    /// The query feeds (saved filters) of this library.
    let queryFeeds: StoredQueryFeeds
    /// The killfile (ignore rules) of this library.
    let ignoreRules: StoredIgnoreRules
    /// The full texts of this library's articles, fetched from their pages.
    let fullTexts: StoredArticleFullTexts
    /// Tells what a refresh or sync brought; nil when notifications are off.
    let notifier: (any ArrivalNotifying)?
    // make feature: logic

    /// Opens (creating when needed) the library in `folder`; `pages` fetches articles' pages for
    /// their full texts; `environment` is the one accounts' password commands run in.
    static func open(
        in folder: URL, configuration: Configuration, fetcher: any FeedFetching, client: any HTTPClient,
        pages: any FullTextManaging, environment: [String: String]
    ) async throws -> Library {
        try LibraryFolder.prepare(folder)
        let database = try Database.open(
            at: folder.appendingPathComponent(configuration[Settings.Storage.databaseFileName]),
            options: configuration.databaseOptions)
        try await database.migrate(schemas)
        try database.requireFullTextSearch()
        // Each package's tables, handed to the others that join its transactions. The articles
        // are one facade for every feature; the sync outbox and the remembered full-text
        // failures follow their changes.
        let articles = StoredArticles(
            database: database, subscriptions: StoredSubscriptionFacts(database: database),
            observers: [SyncOutbox(), FullTextFailureForgetting()],
            filterBudget: .milliseconds(configuration[Settings.Filters.timeBudgetMilliseconds]))
        let subscriptionTables = StoredSubscriptionTables()
        let subscriptions = StoredSubscriptions(
            database: database, articles: articles, fetcher: fetcher,
            parserLimits: configuration.parserLimits)
        let sync = StoredSync(
            database: database, articles: articles, subscriptions: subscriptionTables,
            passwords: AccountPasswords(
                folder: folder.appendingPathComponent(configuration[Settings.Storage.accountsFolderName])),
            passwordCommands: PasswordCommands(
                environment: environment,
                timeoutSeconds: configuration[Settings.Sync.passwordCommandTimeoutSeconds]),
            makeServer: { kind, login throws(SyncServerError) in
                try SyncServers.server(
                    kind, login: login, client: client, pagesAtOnce: configuration[Settings.Sync.pagesAtOnce])
            }, fullStateCheckHours: configuration[Settings.Sync.fullStateCheckHours], now: { Date() })
        let localRefresher = FeedRefresher(
            recording: StoredRefreshRecording(
                database: database, articles: articles, subscriptions: subscriptionTables,
                ignoreRules: StoredIgnoreRuleTables()),
            fetcher: fetcher, settings: configuration.refreshSettings,
            fullTexts: StoredFeedFullTexts(
                database: database, articles: articles, ignoreRules: StoredIgnoreRuleTables(), pages: pages,
                concurrency: configuration[Settings.FullText.concurrency], retry: configuration.fullTextRetry)
        )
        return Library(
            folder: folder, database: database, subscriptions: subscriptions, articles: articles,
            refresher: localRefresher,
            downloads: StoredDownloads(database: database, articles: articles, now: { Date() }),
            sync: sync, hasAccounts: try await sync.hasAccounts,
            queryFeeds: StoredQueryFeeds(database: database, articles: articles, now: { Date() }),
            ignoreRules: StoredIgnoreRules(database: database, articles: articles, now: { Date() }),
            fullTexts: StoredArticleFullTexts(
                database: database, articles: articles, pages: pages, now: { Date() }),
            notifier: Notifications.notifier(
                configuration: configuration, environment: environment, articles: articles,
                subscriptions: subscriptions),
            // make feature: logic objects
        )
    }
}
