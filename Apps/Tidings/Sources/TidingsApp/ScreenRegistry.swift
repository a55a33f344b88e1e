import ArticlesUI
import CommandLineUI
import ConfigurationService
import DownloadsUI
import FeedsUI
import FoundationEssentials
import FullTextLogic
import FullTextUI
import HTTPService
import IgnoreRuleUI
import LibraryModelLogic
import MigrationLogic
import MigrationUI
import NavigationUI
import NewsboatService
import PictureLogic
import QueryFeedUI
import ReaderUI
import RefreshUI
import SearchUI
import SettingsUI
import ShareService
import SubscriptionLogic
import SyncLogic
import SyncUI
import TerminalUI

/// Registers every screen on a router: each package adds its own routes; this is the only
/// place that knows all of them, and it holds no switch. A screen with keys brings its actions
/// as it registers, so the router, not a list here, knows every screen's keys.
@MainActor
enum ScreenRegistry {
    static func register(
        in router: Router, library: Library?, configuration: ResolvedConfiguration, fetcher: any FeedFetching,
        client: any HTTPClient, sharing: any Sharing, environment: [String: String],
        fullText: any FullTextManaging, answers: TerminalAnswers = TerminalAnswers(),
        downloads: DownloadsDependencies? = nil, background: BackgroundRefresh? = nil
    ) {
        let now: @Sendable () -> Date = { Date() }
        let settings = configuration.configuration
        SettingsScreens.register(in: router, configuration: configuration)
        CommandLineScreens.register(in: router)
        FullTextScreens.register(in: router, dependencies: FullTextDependencies(fullText: fullText))
        let inspector = FeedInspector(fetcher: fetcher, parserLimits: settings.parserLimits)
        guard let library else {
            FeedsScreens.registerInspection(in: router, inspector: inspector, now: now)
            return
        }
        FeedsScreens.register(
            in: router,
            dependencies: FeedsDependencies(
                subscriptions: library.subscriptions, refresher: library.refresher,
                articles: library.articles, queryFeeds: library.queryFeeds,
                inspector: inspector, now: now, background: background,
                accountStates: { [sync = library.sync] in
                    ((try? await sync.accounts()) ?? []).map { AccountState(name: $0.name, state: $0.state) }
                }, accountFeeds: SyncedFeedRemoval(sync: library.sync)))
        RefreshScreens.register(in: router, dependencies: refreshDependencies(library))
        ArticlesScreens.register(
            in: router,
            dependencies: ArticlesDependencies(
                articles: library.articles, subscriptions: library.subscriptions,
                queryFeeds: library.queryFeeds,
                sharing: sharing, pageSize: settings[Settings.Interface.pageSize], now: now,
                background: background))
        // Pictures only in the interactive reader (which has a background refresh): a command's
        // output may be a pipe.
        ReaderScreens.register(
            in: router,
            dependencies: ReaderDependencies(
                articles: library.articles, sharing: sharing, now: now, fullTexts: library.fullTexts,
                pictures: background == nil
                    ? nil
                    : Pictures.provider(
                        configuration: settings, environment: environment, client: client,
                        library: library.folder, answers: answers),
                pictureRows: settings[Settings.Pictures.maxRows]))
        SearchScreens.register(
            in: router,
            dependencies: SearchDependencies(
                articles: library.articles, pageSize: settings[Settings.Interface.pageSize], now: now))
        if let downloads { DownloadsScreens.register(in: router, dependencies: downloads) }
        SyncScreens.register(
            in: router,
            dependencies: SyncDependencies(
                sync: library.sync, subscriptions: library.subscriptions,
                readStandardInput: { Console.readStandardInput() }, now: now, notifier: library.notifier))
        QueryFeedScreens.register(
            in: router, dependencies: QueryFeedDependencies(queryFeeds: library.queryFeeds, now: now))
        IgnoreRuleScreens.register(
            in: router,
            dependencies: IgnoreRuleDependencies(
                ignoreRules: library.ignoreRules, subscriptions: library.subscriptions, now: now))
        MigrationScreens.register(
            in: router,
            dependencies: migration(
                library: library, configuration: configuration, environment: environment,
                actionTables: { [unowned router] in router.actionTables }))
        // make feature: screens
    }

    /// A refresh of `library`: the feeds it fetches itself and, when it keeps sync accounts,
    /// those accounts synced beside them; a library without accounts refreshes with no sync code.
    static func refreshDependencies(_ library: Library) -> RefreshDependencies {
        RefreshDependencies(
            subscriptions: library.subscriptions, refresher: library.refresher,
            companion: library.hasAccounts ? AccountsRefresh(sync: library.sync) : nil,
            notifier: library.notifier)
    }

    /// The import from newsboat on `library`: the settings go into the person's plist, checked
    /// against the defaults; newsboat's files are looked for where newsboat keeps them.
    static func migration(
        library: Library, configuration: ResolvedConfiguration, environment: [String: String],
        actionTables: @escaping @MainActor @Sendable () -> [any ActionTableDescribing]
    )
        -> MigrationDependencies
    {
        let home = HomeDirectory.url(environment: environment)
        let importer = StoredNewsboatImport(
            database: library.database, tables: LibraryTables(articles: library.articles),
            settingsFile: UserSettingsFile(file: configuration.userFile),
            defaultsFile: configuration.defaultsFile,
            home: home, now: { Date() })
        return MigrationDependencies(
            importer: importer, actionTables: actionTables, sharedActions: SharedAction.table,
            settingsFile: configuration.userFile,
            locate: { from throws(NewsboatFileError) in
                guard let from else { return try NewsboatFiles.located(environment: environment, home: home) }
                return try NewsboatFiles.located(in: URL(fileURLWithPath: from))
            }, sync: library.sync)
    }

    /// The user plist's `keys` section, checked against the actions of the screens registered on
    /// `router`.
    static func keyBindings(_ configuration: ResolvedConfiguration, router: Router) throws(KeyBindingError)
        -> KeyBindings
    {
        try KeyBindings(
            configuration.userTables.keys, file: configuration.userFile.path, tables: router.actionTables,
            shared: SharedAction.table)
    }
}
