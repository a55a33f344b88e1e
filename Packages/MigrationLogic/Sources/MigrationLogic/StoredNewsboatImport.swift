public import ArticleLogic
public import ConfigurationService
public import DatabaseService
public import FoundationEssentials
public import IgnoreRuleLogic
public import NewsboatService
public import QueryFeedLogic
public import SubscriptionLogic
import UnicodeTextService

/// `NewsboatImporting` on the library's database: the feeds, their articles, the query feeds and
/// the ignore rules go in through each package's tables in one unit of work, with newsboat's
/// cache attached read-only to it; the settings plist is written in the same step, just before
/// the transaction commits, and put back if the commit fails.
public struct StoredNewsboatImport: NewsboatImporting {
    private let database: Database
    private let tables: LibraryTables
    private let settingsFile: UserSettingsFile
    /// The default plist, which the new settings are checked against.
    private let defaultsFile: URL
    /// Resolves `~/` in newsboat's `include` lines.
    private let home: URL
    private let now: @Sendable () -> Date

    public init(
        database: Database, tables: LibraryTables, settingsFile: UserSettingsFile, defaultsFile: URL,
        home: URL,
        now: @escaping @Sendable () -> Date
    ) {
        self.database = database
        self.tables = tables
        self.settingsFile = settingsFile
        self.defaultsFile = defaultsFile
        self.home = home
        self.now = now
    }

    /// The import on a new in-memory library with every schema it writes migrated, and the
    /// settings in `settingsFile` (for tests).
    public static func inMemory(
        settingsFile: UserSettingsFile, defaultsFile: URL, home: URL, now: @escaping @Sendable () -> Date
    ) async throws(MigrationError) -> StoredNewsboatImport {
        do {
            let database = try Database.openInMemory(options: DatabaseOptions())
            try await database.migrate([
                SubscriptionSchema.schema, ArticleSchema.schema, QueryFeedSchema.schema,
                IgnoreRuleSchema.schema,
            ])
            return StoredNewsboatImport(
                database: database,
                tables: LibraryTables(
                    articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts())),
                settingsFile: settingsFile,
                defaultsFile: defaultsFile,
                home: home, now: now)
        } catch {
            throw .storage(.caused(by: error))
        }
    }

    public func read(_ files: NewsboatFiles) async throws(MigrationError) -> NewsboatSources {
        do {
            let urls = try NewsboatURLsFile(contentsOf: files.urls)
            let config = try files.config.map { file throws(NewsboatFileError) in
                try NewsboatConfigFile(contentsOf: file, home: home)
            }
            var summary: NewsboatCache.Summary?
            if let cache = files.cache { summary = try await NewsboatCache.check(cache) }
            return NewsboatSources(files: files, urls: urls, config: config, cache: summary)
        } catch {
            throw .newsboat(error)
        }
    }

    public func currentSettings() throws(MigrationError) -> [String: SettingValue] {
        do {
            return try settingsFile.entries()
        } catch {
            throw .settings(error)
        }
    }

    public func run(_ sources: NewsboatSources, interface: InterfaceSettings, options: MigrationOptions)
        async throws(MigrationError) -> MigrationReport
    {
        let plan = try NewsboatPlan(
            urls: sources.urls, urlsFile: sources.files.urls, config: sources.config,
            handled: interface.handled)
        var report = MigrationReport(
            dryRun: options.dryRun, files: sources.files, settingsFile: settingsFile.file)
        let settings = try newSettings(plan: plan, interface: interface)
        report.settings = settings.changes
        let write = options.dryRun ? nil : settings.write
        if write != nil, settings.previous != nil {
            report.settingsBackup = Self.backup(of: settingsFile.file)
        }
        let attached = sources.files.cache.map { AttachedDatabase(file: $0, name: NewsboatCache.schemaName) }
        var cache: (file: URL, summary: NewsboatCache.Summary)?
        if let file = sources.files.cache, let summary = sources.cache { cache = (file, summary) }
        report.notImported = plan.notImported + interface.notImported
        report.account = plan.account
        if case .file(let path) = plan.account?.password, path.hasPrefix("~/") {
            report.account?.password = .file(home.appendingPathComponent(String(path.dropFirst(2))).path)
        }
        let (tables, settingsFile, now, started) = (tables, settingsFile, now(), report)
        do {
            report = try await database.unitOfWork(
                attaching: attached, ending: options.dryRun ? .rollBack : .commit
            ) { work in
                let imported = try LibraryImport(
                    plan: plan, tables: tables, cache: cache, starFlag: options.starFlag, now: now
                ).run(in: work, into: started)
                if let write {
                    if let backup = started.settingsBackup, let previous = settings.previous {
                        try previous.write(to: backup, options: .atomic)
                    }
                    try settingsFile.write(write)
                }
                return imported
            }
        } catch {
            if write != nil { restoreSettings(settings.previous) }
            throw Self.failure(error)
        }
        report.notImported.sort { $0.location < $1.location }
        return report
    }

    // MARK: Settings

    /// The plist after the import, what changes in it, and its bytes before.
    private struct NewSettings: Sendable {
        var changes: [SettingChange]
        /// The bytes to write, or nil when nothing changes.
        var write: Data?
        /// The file's bytes before, or nil when there was no file.
        var previous: Data?
    }

    private func newSettings(plan: NewsboatPlan, interface: InterfaceSettings) throws(MigrationError)
        -> NewSettings
    {
        let current = try currentSettings()
        var entries = current
        var keys: [String] = []
        for (key, value) in interface.entries.sorted(by: { $0.key < $1.key }) {
            entries = UserSettingsFile.setting(value, at: key, in: entries)
            keys.append(key)
        }
        for setting in plan.settings
        where !(setting.onlyWhenUnset && UserSettingsFile.value(at: setting.key, in: current) != nil) {
            entries = UserSettingsFile.setting(setting.value, at: setting.key, in: entries)
            keys.append(setting.key)
        }
        var changes: [SettingChange] = []
        for key in Set(keys).sorted() {
            guard let after = UserSettingsFile.value(at: key, in: entries) else { continue }
            let before = UserSettingsFile.value(at: key, in: current)
            if before != after { changes.append(SettingChange(key: key, before: before, after: after)) }
        }
        guard !changes.isEmpty else { return NewSettings(changes: [], write: nil, previous: nil) }
        do {
            let data = try UserSettingsFile.data(entries)
            try check(data)
            return NewSettings(
                changes: changes, write: data, previous: try? Data(contentsOf: settingsFile.file))
        } catch {
            throw .settings(error)
        }
    }

    /// Loads `data` as the user plist, as Tidings will at its next start.
    private func check(_ data: Data) throws(ConfigurationError) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tidings-import-check-\(UUID().uuidString).plist")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try data.write(to: file)
        } catch {
            throw .unwritable(path: file.path, reason: SystemErrorText.reason(for: error))
        }
        _ = try ConfigurationLoader(defaultsFile: defaultsFile, userFile: file, environment: [:]).load()
    }

    /// Puts the settings plist back as it was after a transaction that did not commit.
    private func restoreSettings(_ previous: Data?) {
        if let previous {
            try? settingsFile.write(previous)
        } else {
            try? FileManager.default.removeItem(at: settingsFile.file)
        }
    }

    /// Where the plist's previous contents are kept: `Tidings.plist.before-newsboat-import`.
    static func backup(of file: URL) -> URL {
        file.appendingPathExtension("before-newsboat-import")
    }

    private static func failure(_ error: any Error) -> MigrationError {
        switch error {
        case let error as MigrationError: error
        case let error as NewsboatFileError: .newsboat(error)
        case let error as ConfigurationError: .settings(error)
        default: .storage(.caused(by: error))
        }
    }
}

/// The tables of the packages an import writes, each through its owner's protocol.
public struct LibraryTables: Sendable {
    public var articles: any ArticleTables
    public var subscriptions: any SubscriptionTables
    public var queryFeeds: any QueryFeedTables
    public var ignoreRules: any IgnoreRuleTables

    public init(
        articles: any ArticleTables,
        subscriptions: any SubscriptionTables = StoredSubscriptionTables(),
        queryFeeds: any QueryFeedTables = StoredQueryFeedTables(),
        ignoreRules: any IgnoreRuleTables = StoredIgnoreRuleTables()
    ) {
        self.articles = articles
        self.subscriptions = subscriptions
        self.queryFeeds = queryFeeds
        self.ignoreRules = ignoreRules
    }
}
