public import ArticleLogic
public import DatabaseService
public import FoundationEssentials
public import LibraryModelLogic
public import SubscriptionLogic
public import SyncService
import UnicodeTextService

/// `SyncManaging` on the library's SQLite database, through `SyncStore`: its one
/// implementation. The app migrates `SyncSchema` when it opens the library; `inMemory(…)` is
/// the default for tests and for screens built before the library exists, the same code.
public struct StoredSync: SyncManaging {
    /// Makes the adapter that speaks an account's server API.
    public typealias ServerMaker =
        @Sendable (SyncServerKind, SyncServerLogin) throws(SyncServerError) ->
        any SyncServer

    private let database: Database
    private let articles: any ArticleTables
    private let subscriptions: any SubscriptionTables
    private let passwords: AccountPasswords
    private let passwordCommands: PasswordCommands
    private let makeServer: ServerMaker
    private let fullStateCheck: TimeInterval
    private let now: @Sendable () -> Date
    /// Announces the feeds whose articles a sync changed; by default on the main actor through
    /// `ArticlesChangedBroadcast`, so that open lists follow.
    private let announce: @Sendable ([FeedID]) async -> Void
    private let store = SyncStore()

    /// `fullStateCheckHours` (`sync.fullStateCheckHours`) is how often a sync takes every
    /// article's state from the server; the syncs in between ask only for the feeds whose counts
    /// changed. `passwordCommands` runs the password commands of accounts that have one.
    public init(
        database: Database, articles: any ArticleTables, subscriptions: any SubscriptionTables,
        passwords: AccountPasswords,
        passwordCommands: PasswordCommands = PasswordCommands(
            environment: ProcessInfo.processInfo.environment, timeoutSeconds: 30),
        makeServer: @escaping ServerMaker, fullStateCheckHours: Double,
        now: @escaping @Sendable () -> Date,
        announce: @escaping @Sendable ([FeedID]) async -> Void = { feeds in
            await MainActor.run { ArticlesChangedBroadcast.articlesChanged(feeds: feeds) }
        }
    ) {
        self.announce = announce
        self.fullStateCheck = fullStateCheckHours * 3600
        self.database = database
        self.articles = articles
        self.subscriptions = subscriptions
        self.passwords = passwords
        self.passwordCommands = passwordCommands
        self.makeServer = makeServer
        self.now = now
    }

    /// The store on a new in-memory database with the subscription, article and sync schemas
    /// migrated, keeping passwords in `passwordFolder`.
    public static func inMemory(
        passwordFolder: URL, makeServer: @escaping ServerMaker, fullStateCheckHours: Double,
        now: @escaping @Sendable () -> Date
    ) async throws(SyncError) -> StoredSync {
        do {
            let database = try Database.openInMemory(options: DatabaseOptions())
            try await database.migrate([SubscriptionSchema.schema, ArticleSchema.schema, SyncSchema.schema])
            return StoredSync(
                database: database,
                articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
                subscriptions: StoredSubscriptionTables(),
                passwords: AccountPasswords(folder: passwordFolder), makeServer: makeServer,
                fullStateCheckHours: fullStateCheckHours, now: now)
        } catch {
            throw .storage(error)
        }
    }

    /// The database it works on, for tests that look at the tables.
    public var library: Database { database }

    public func accounts() async throws(SyncError) -> [Account] {
        let store = store
        return try await access { try await database.read { try store.accounts(on: $0) } }
    }

    public func addAccount(
        _ kind: SyncServerKind, url: URL, user: String, secret: AccountSecret, name: String?
    )
        async throws(SyncError) -> Account
    {
        let trimmed = name.map(WhiteSpace.trimmingSpaces) ?? ""
        let chosen = trimmed.isEmpty ? Account.defaultName(for: url) : trimmed
        if try await accounts().contains(where: {
            TextOrder.same($0.name, chosen)
        }) {
            throw .duplicateAccount(chosen)
        }
        let password: String
        let command: String?
        switch secret {
        case .password(let given):
            guard !given.isEmpty else { throw .emptyPassword }
            (password, command) = (given, nil)
        case .command(let given):
            (password, command) = (try await passwordCommands.password(from: given, account: chosen), given)
        }
        let server = try server(
            kind, SyncServerLogin(url: url, user: user, password: password), account: chosen)
        try await SyncError.serving(account: chosen) { () async throws(SyncServerError) in
            try await server.logIn()
        }
        let (store, added) = (store, now())
        let id = try await access {
            try await database.write {
                try store.insertAccount(
                    name: chosen, kind: kind, url: url, user: user, passwordCommand: command, at: added,
                    on: $0)
            }
        }
        if command == nil {
            do {
                try passwords.save(password, account: id, name: chosen)
            } catch {
                _ = try? await database.write { try store.deleteAccount(id, on: $0) }
                throw error
            }
        }
        return Account(id: id, name: chosen, kind: kind, url: url, user: user, passwordCommand: command)
    }

    public func removeAccount(_ name: String) async throws(SyncError) -> AccountRemoval {
        let account = try await account(named: name)
        let (store, articles, subscriptions) = (store, articles, subscriptions)
        let (removed, kept, feeds) = try await access {
            try await database.unitOfWork { work in
                let map = try store.feedMap(of: account.id, on: work.connection)
                var (removed, kept) = (0, 0)
                for feed in map.values {
                    let outcome = try articles.removeArticles(of: feed, in: work)
                    removed += outcome.removed
                    kept += outcome.kept
                    try subscriptions.delete(feed, in: work)
                }
                try store.deleteAccount(account.id, on: work.connection)
                return (removed, kept, map.count)
            }
        }
        passwords.remove(account: account.id)
        return AccountRemoval(
            account: account, feedsRemoved: feeds, articlesRemoved: removed, starredKept: kept,
            changesDropped: account.pendingChanges)
    }

    public func sync(_ name: String?, progress: @escaping @Sendable (SyncProgress) -> Void)
        async throws(SyncError)
        -> [AccountSyncOutcome]
    {
        let chosen = if let name { [try await account(named: name)] } else { try await accounts() }
        var outcomes: [AccountSyncOutcome] = []
        for account in chosen {
            outcomes.append(await syncOne(account, progress: progress))
        }
        return outcomes
    }

    public func accountFeeds() async throws(SyncError) -> [FeedID: String] {
        let store = store
        return try await access { try await database.read { try store.accountFeeds(on: $0) } }
    }

    public func subscribe(_ url: URL, account name: String, category: String?) async throws(SyncError)
        -> AccountSyncOutcome
    {
        let account = try await account(named: name)
        let server = try await server(for: account)
        _ = try await SyncError.serving(account: account.name) { () async throws(SyncServerError) in
            try await server.subscribe(to: url, category: category)
        }
        let outcome = await syncOne(account, progress: { _ in })
        if let failure = outcome.failure { throw failure }
        return outcome
    }

    public func move(_ feed: FeedID, toFolder folder: String) async throws(SyncError) -> AccountSyncOutcome? {
        guard let (account, remote) = try await owner(of: feed) else { return nil }
        let store = store
        let current = try await access {
            try await database.read { try store.feedCategories(of: account.id, on: $0)[remote]?.first }
        }
        let server = try await server(for: account)
        try await SyncError.serving(account: account.name) { () async throws(SyncServerError) in
            try await server.move(remote, to: folder, from: current)
        }
        let outcome = await syncOne(account, progress: { _ in })
        if let failure = outcome.failure { throw failure }
        return outcome
    }

    /// The account that keeps `feed`, with the feed's id on its server.
    private func owner(of feed: FeedID) async throws(SyncError) -> (Account, RemoteFeedID)? {
        let store = store
        let owners = try await access {
            try await database.read { connection in
                try store.accounts(on: connection).compactMap { account -> (Account, RemoteFeedID)? in
                    let map = try store.feedMap(of: account.id, on: connection)
                    return map.first(where: { $0.value == feed }).map { (account, $0.key) }
                }
            }
        }
        return owners.first
    }

    public func unsubscribe(_ feed: FeedID) async throws(SyncError) -> String? {
        let (store, articles, subscriptions) = (store, articles, subscriptions)
        guard let (account, remote) = try await owner(of: feed) else { return nil }
        let server = try await server(for: account)
        try await SyncError.serving(account: account.name) { () async throws(SyncServerError) in
            try await server.unsubscribe(from: remote)
        }
        try await access {
            try await database.unitOfWork { work in
                try store.dropFeed(
                    feed, remote: remote, account: account.id, articles: articles,
                    subscriptions: subscriptions,
                    in: work)
            }
        }
        return account.name
    }

    // MARK: - One account

    /// Syncs one account and records how it ended; never throws, the outcome carries a failure.
    private func syncOne(_ account: Account, progress: @escaping @Sendable (SyncProgress) -> Void) async
        -> AccountSyncOutcome
    {
        var outcome: AccountSyncOutcome
        do {
            let server = try await server(for: account)
            outcome = try await AccountSync(
                account: account, server: server, database: database, articles: articles,
                subscriptions: subscriptions, now: now, fullStateCheck: fullStateCheck, progress: progress
            ).run()
        } catch {
            outcome = AccountSyncOutcome(account: account.name, failure: error)
        }
        let (store, ended, reason) = (store, now(), outcome.failure.map(\.description))
        do {
            try await database.write {
                try store.recordAttempt(of: account.id, at: ended, error: reason, on: $0)
            }
        } catch {
            // What the sync stored stays stored; the account's last sync is what could not be.
            if outcome.failure == nil { outcome.failure = .storage(.caused(by: error)) }
        }
        if !outcome.changedFeeds.isEmpty { await announce(outcome.changedFeeds) }
        return outcome
    }

    private func server(for account: Account) async throws(SyncError) -> any SyncServer {
        let password =
            if let command = account.passwordCommand {
                try await passwordCommands.password(from: command, account: account.name)
            } else {
                try passwords.password(account: account.id, name: account.name)
            }
        return try server(
            account.kind, SyncServerLogin(url: account.url, user: account.user, password: password),
            account: account.name)
    }

    private func server(_ kind: SyncServerKind, _ login: SyncServerLogin, account: String) throws(SyncError)
        -> any SyncServer
    {
        do {
            return try makeServer(kind, login)
        } catch {
            // Not `SyncError.serving`: making an adapter is not a call, so it is not async.
            throw .server(account: account, error)
        }
    }

    private func account(named name: String) async throws(SyncError) -> Account {
        let all = try await accounts()
        guard
            let account = all.first(where: {
                TextOrder.same($0.name, name)
            })
        else {
            throw .unknownAccount(name, known: all.map(\.name))
        }
        return account
    }

    private func access<T>(_ work: () async throws -> T) async throws(SyncError) -> T {
        try await SyncError.storing(work)
    }
}
