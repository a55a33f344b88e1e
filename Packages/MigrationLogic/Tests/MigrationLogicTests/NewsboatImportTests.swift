import ArticleLogic
import ConfigurationService
import DatabaseService
import FilterLogic
import Foundation
import IgnoreRuleLogic
import LibraryModelLogic
import MigrationLogic
import NewsboatService
import QueryFeedLogic
import SubscriptionLogic
import Testing

/// A fixed clock: 2026-12-01 00:00:00 UTC.
let testNow = Date(timeIntervalSince1970: 1_796_083_200)

/// newsboat's files copied into a folder of their own, the cache built from the fixture script,
/// a library in memory and a settings plist beside them.
struct ImportBench {
    static let fixtures = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/newsboat")
    static let defaults = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Config/Tidings.plist")

    let folder: URL
    let files: NewsboatFiles
    let settings: UserSettingsFile
    let database: Database
    let importer: StoredNewsboatImport

    init(config: String? = nil, settingsFile: URL? = nil) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("newsboat-import-\(UUID())")
        let newsboat = folder.appendingPathComponent("newsboat")
        try FileManager.default.createDirectory(at: newsboat, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("urls"), to: newsboat.appendingPathComponent("urls"))
        let configText =
            try config ?? String(contentsOf: Self.fixtures.appendingPathComponent("config"), encoding: .utf8)
        try configText.write(to: newsboat.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let cache = newsboat.appendingPathComponent("cache.db")
        let script = try String(
            contentsOf: Self.fixtures.appendingPathComponent("cache.sql"), encoding: .utf8)
        let built = try Database.open(at: cache, options: DatabaseOptions(readerCount: 0))
        try await built.write { try $0.executeScript(script) }
        files = try NewsboatFiles.located(in: newsboat)
        settings = UserSettingsFile(
            file: settingsFile ?? folder.appendingPathComponent("config/tidings/Tidings.plist"))
        database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([
            SubscriptionSchema.schema, ArticleSchema.schema, QueryFeedSchema.schema, IgnoreRuleSchema.schema,
        ])
        importer = StoredNewsboatImport(
            database: database,
            tables: LibraryTables(
                articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts())),
            settingsFile: settings, defaultsFile: Self.defaults,
            home: folder, now: { testNow })
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    func run(dryRun: Bool = false, interface: InterfaceSettings = InterfaceSettings()) async throws
        -> MigrationReport
    {
        try await importer.run(
            try await importer.read(files), interface: interface, options: MigrationOptions(dryRun: dryRun))
    }

    var feeds: [Feed] {
        get async throws { try await database.snapshot { try StoredSubscriptionTables().feeds(in: $0) } }
    }

    var articles: StoredArticles {
        StoredArticles(
            database: database, subscriptions: StoredSubscriptionFacts(database: database), now: { testNow })
    }

    func titles(_ filter: ArticleFilter = .all) async throws -> Set<String> {
        Set(
            try await articles.page(ArticleQuery(filter: filter), after: nil, limit: 100).articles.compactMap(
                \.title))
    }

    func line(_ number: Int, of name: String) -> SourceLine {
        SourceLine(file: files.urls.deletingLastPathComponent().appendingPathComponent(name), line: number)
    }
}

@Suite struct NewsboatImports {
    @Test func feedsArticlesQueryFeedsRulesAndSettingsComeOver() async throws {
        let bench = try await ImportBench()
        defer { bench.remove() }
        let report = try await bench.run()
        #expect(report.feedsAdded == 5)
        #expect(report.feedsRenamed == 1)
        #expect(report.feedsHidden == 1)
        let feeds = try await bench.feeds
        // The feeds programs make come over as the user wrote them in their own urls file.
        #expect(
            feeds.map(\.displayTitle) == [
                "World News", "A Blog", "quiet.example", "exec:~/bin/weather-feed",
                "filter:~/bin/clean:https://raw.example/feed.xml",
            ])
        #expect(
            feeds.map { FeedSource($0.url) }.suffix(2) == [
                .program(command: "~/bin/weather-feed"),
                .filtered(
                    program: "~/bin/clean", url: try #require(URL(string: "https://raw.example/feed.xml"))),
            ])
        #expect(feeds.map(\.tags) == [["news"], ["personal", "tech"], [], [], []])
        #expect(feeds.map(\.isHidden) == [false, false, true, false, false])
        #expect(feeds[0].sourceTitle == "News Example")
        #expect(feeds[0].homeURL == URL(string: "http://news.example/"))
        // Articles: read state, the `s` flag as starred, a deleted one kept as a tombstone, and
        // the feed no longer in urls left out.
        #expect(
            report.articles
                == ImportedArticlesOutcome(added: 4, read: 2, starred: 2, removed: 1, alreadyHere: 0))
        #expect(report.articlesLeftOut == 1)
        #expect(report.feedsLeftOut == 1)
        #expect(report.articlesWithOtherFlags == 2)
        #expect(report.otherFlagLetters == ["A", "x"])
        #expect(try await bench.titles(.starred) == ["Kernel news", "Second post"])
        // Both unread articles are hidden by the display-mode rules: the sponsored one by the rule
        // for every feed, the Bot's by the blog's.
        #expect(try await bench.titles(.unread).isEmpty)
        #expect(try await bench.articles.search("buy", limit: 5).isEmpty)
        // A guid newsboat made (link and date) is dropped; the feed's own is kept.
        let all = try await bench.articles.page(ArticleQuery(), after: nil, limit: 10).articles
        #expect(all.first { $0.title == "Kernel news" }?.guid == "urn:news:1")
        #expect(all.first { $0.title == "Second post" }?.guid == "tag:blog,2")
        // Query feeds: the one whose filter reads; ignore rules in display mode, so they hide.
        #expect(report.queryFeedsAdded == 1)
        let queries = try await StoredQueryFeeds(
            database: bench.database, articles: bench.articles, now: { testNow }
        )
        .queryFeeds()
        #expect(queries.map(\.name) == ["Unread news"])
        #expect(queries.map(\.tags) == [["saved"]])
        let rules = try await StoredIgnoreRules(
            database: bench.database, articles: bench.articles, now: { testNow }
        )
        .rules()
        #expect(rules.map(\.expression.source) == [#"title =~ "^Sponsored""#, #"author = "Bot""#])
        #expect(rules.map(\.hides) == [true, true])
        #expect(rules.map(\.feed) == [nil, feeds[1].id])
        #expect(report.articlesHidden == 2)
        // Settings.
        let entries = try bench.settings.entries()
        #expect(
            UserSettingsFile.value(at: "share.browserCommands", in: entries)
                == .array([.array([.string("firefox"), .string("--new-tab")])]))
        #expect(UserSettingsFile.value(at: "share.useBrowserVariable", in: entries) == .boolean(false))
        #expect(UserSettingsFile.value(at: "network.concurrency", in: entries) == .integer(8))
        #expect(UserSettingsFile.value(at: "retention.itemsPerFeed", in: entries) == .integer(200))
        #expect(UserSettingsFile.value(at: "retention.days", in: entries) == .integer(36_500))
        #expect(
            report.settings.map(\.key) == [
                "network.concurrency", "refresh.intervalMinutes", "retention.days", "retention.itemsPerFeed",
                "share.browserCommands", "share.useBrowserVariable",
            ])
        // `auto-reload yes` without `reload-time`: newsboat's 60 minutes, as the interval.
        #expect(UserSettingsFile.value(at: "refresh.intervalMinutes", in: entries) == .integer(60))
        #expect(report.settingsBackup == nil)
        // What had no counterpart, each with its file and line.
        let urls = { bench.line($0, of: "urls") }
        let config = { bench.line($0, of: "config") }
        #expect(
            report.notImported.map(\.location) == [
                config(7), config(9), config(10), urls(6), urls(9), urls(10),
            ])
        #expect(
            report.notImported[0].reason
                == "it names a feed that is not followed (https://nowhere.example/feed)")
        #expect(report.notImported[1].reason.hasPrefix("Tidings does not refresh on a timer of its own"))
        #expect(
            report.notImported[3].reason.hasPrefix(
                "its filter does not read here (column 9: expected a value"))
        #expect(report.notImported[5].reason == "this feed is listed on an earlier line")
    }

    @Test func anImportDoneTwiceAddsNothingTheSecondTime() async throws {
        let bench = try await ImportBench()
        defer { bench.remove() }
        _ = try await bench.run()
        let before = try Data(contentsOf: bench.settings.file)
        let again = try await bench.run()
        #expect(again.addedNothing)
        #expect(again.feedsAlreadyFollowed == 5)
        #expect(again.articles.alreadyHere == 5)
        #expect(again.queryFeedsAlreadyThere == 1)
        #expect(again.ignoreRulesAlreadyThere == 2)
        #expect(try await bench.feeds.count == 5)
        #expect(try Data(contentsOf: bench.settings.file) == before)
    }

    @Test func aDryRunReportsTheSameAndChangesNothing() async throws {
        let bench = try await ImportBench()
        defer { bench.remove() }
        let rehearsed = try await bench.run(dryRun: true)
        #expect(try await bench.feeds.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: bench.settings.file.path))
        var real = try await bench.run()
        #expect(rehearsed.dryRun)
        real.dryRun = true
        #expect(real == rehearsed)
    }

    @Test func downloadFullPageMakesEveryImportedFeedKeepFullTexts() async throws {
        let bench = try await ImportBench(config: "download-full-page yes\n")
        defer { bench.remove() }
        let report = try await bench.run()
        let feeds = try await bench.feeds
        #expect(!feeds.isEmpty)
        #expect(feeds.filter { !$0.keepsFullText }.isEmpty)
        #expect(report.feedsKeepingFullText == feeds.count)
        #expect(report.notImported.allSatisfy { !$0.text.contains("download-full-page") })

        let refused = try await ImportBench(config: "download-full-page sometimes\n")
        defer { refused.remove() }
        await #expect(
            throws: MigrationError.invalidSetting(
                file: refused.files.config ?? refused.files.urls, line: 1,
                reason: "download-full-page is yes or no")
        ) { try await refused.run() }
    }

    @Test func notifyProgramBecomesTheNotificationCommandAndTheRestIsSaid() async throws {
        let bench = try await ImportBench(
            config: "notify-program \"~/bin/tell me\"\nnotify-format \"%d new articles\"\nnotify-always yes\n"
        )
        defer { bench.remove() }
        let report = try await bench.run()
        let entries = try bench.settings.entries()
        #expect(
            UserSettingsFile.value(at: "notifications.command", in: entries)
                == .array([.string("~/bin/tell me")]))
        #expect(UserSettingsFile.value(at: "notifications.enabled", in: entries) == .boolean(true))
        #expect(
            report.notImported.prefix(2).map(\.reason) == [
                "Tidings writes its own notification text: the feeds, their counts and the newest titles",
                "Tidings notifies only when a refresh brings new articles (notifications.enabled)",
            ])
    }

    @Test func reloadTimeWithAutoReloadBecomesTheRefreshIntervalAndUserAgentComesOver() async throws {
        let bench = try await ImportBench(
            config: "reload-time 45\nauto-reload yes\nuser-agent \"Mozilla/5.0 (newsboat)\"\n")
        defer { bench.remove() }
        let report = try await bench.run()
        let entries = try bench.settings.entries()
        #expect(UserSettingsFile.value(at: "refresh.intervalMinutes", in: entries) == .integer(45))
        #expect(
            UserSettingsFile.value(at: "network.userAgent", in: entries) == .string("Mozilla/5.0 (newsboat)"))
        let timer = try #require(report.notImported.first { $0.text.hasPrefix("auto-reload") })
        #expect(timer.reason.contains("fetched at most every 45 minutes (refresh.intervalMinutes)"))
        #expect(!report.notImported.contains { $0.text.hasPrefix("reload-time") })

        // Without auto-reload, newsboat never read reload-time: nothing is set, and the report says so.
        let alone = try await ImportBench(config: "reload-time 45\n")
        defer { alone.remove() }
        let aloneReport = try await alone.run()
        #expect(
            UserSettingsFile.value(at: "refresh.intervalMinutes", in: try alone.settings.entries()) == nil)
        let unread = try #require(aloneReport.notImported.first { $0.text.hasPrefix("reload-time") })
        #expect(unread.reason.hasPrefix("newsboat reads it only with auto-reload yes"))

        let refused = try await ImportBench(config: "reload-time soon\n")
        defer { refused.remove() }
        await #expect(
            throws: MigrationError.invalidSetting(
                file: refused.files.config ?? refused.files.urls, line: 1,
                reason: "reload-time takes a whole number of minutes of at least 1, not 'soon'")
        ) { try await refused.run() }
    }

    @Test func aValueNewsboatWouldRefuseStopsEverything() async throws {
        let bench = try await ImportBench(config: "browser lynx\nreload-threads many\n")
        defer { bench.remove() }
        await #expect(
            throws: MigrationError.invalidSetting(
                file: bench.files.config ?? bench.files.urls, line: 2,
                reason: "reload-threads takes a whole number of at least 1, not 'many'")
        ) {
            try await bench.run()
        }
        #expect(try await bench.feeds.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: bench.settings.file.path))
    }

    @Test func settingsThatCannotBeWrittenLeaveTheLibraryAsItWas() async throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("blocker-\(UUID())")
        try Data().write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let bench = try await ImportBench(settingsFile: blocker.appendingPathComponent("Tidings.plist"))
        defer { bench.remove() }
        await #expect(throws: MigrationError.self) { try await bench.run() }
        #expect(try await bench.feeds.isEmpty)
        #expect(try await bench.titles().isEmpty)
    }

    @Test func aSettingThePlistChoseAlreadyKeepsItsValueUnlessNewsboatSaidOtherwise() async throws {
        let bench = try await ImportBench(config: "max-items 50\n")
        defer { bench.remove() }
        let chosen = UserSettingsFile.setting(.integer(30), at: "retention.days", in: [:])
        try bench.settings.write(
            try UserSettingsFile.data(
                UserSettingsFile.setting(.integer(10), at: "retention.itemsPerFeed", in: chosen)))
        let report = try await bench.run()
        let entries = try bench.settings.entries()
        #expect(UserSettingsFile.value(at: "retention.days", in: entries) == .integer(30))
        #expect(UserSettingsFile.value(at: "retention.itemsPerFeed", in: entries) == .integer(50))
        #expect(
            report.settings == [
                SettingChange(key: "retention.itemsPerFeed", before: .integer(10), after: .integer(50))
            ])
        let backup = try #require(report.settingsBackup)
        #expect(
            UserSettingsFile.value(
                at: "retention.itemsPerFeed", in: try UserSettingsFile(file: backup).entries())
                == .integer(10))
    }

    @Test func theInterfacesSettingsAreWrittenAndItsLinesLeftToIt() async throws {
        let bench = try await ImportBench(config: "bind-key j down\ncolor info red default\n")
        defer { bench.remove() }
        let config = try #require(bench.files.config)
        let interface = InterfaceSettings(
            entries: ["theme.status-line": .string("red")],
            handled: [SourceLine(file: config, line: 1), SourceLine(file: config, line: 2)],
            notImported: [
                NotImported(location: SourceLine(file: config, line: 1), text: "bind-key j down", reason: "x")
            ])
        let report = try await bench.run(interface: interface)
        #expect(
            UserSettingsFile.value(at: "theme.status-line", in: try bench.settings.entries())
                == .string("red"))
        #expect(report.notImported.filter { $0.location.file == config }.map(\.reason) == ["x"])
    }
}
