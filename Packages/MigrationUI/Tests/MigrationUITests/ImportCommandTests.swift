import ConfigurationService
import DatabaseService
import ExitCodeUI
import Foundation
import HTTPService
import MigrationLogic
import MigrationUI
import NavigationUI
import NewsboatService
import SyncLogic
import SyncService
import TerminalUI
import Testing

/// The import command over an in-memory library, with newsboat's files written by each test.
@MainActor struct ImportCommandFixture {
    static let defaults = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Config/Tidings.plist")

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-command-\(UUID())")
    let router = Router()
    var newsboat: URL { folder.appendingPathComponent("newsboat") }
    var settings: URL { folder.appendingPathComponent("Tidings.plist") }

    init(urls: String, config: String? = nil) async throws {
        try FileManager.default.createDirectory(at: newsboat, withIntermediateDirectories: true)
        try urls.write(to: newsboat.appendingPathComponent("urls"), atomically: true, encoding: .utf8)
        try config?.write(to: newsboat.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let importer = try await StoredNewsboatImport.inMemory(
            settingsFile: UserSettingsFile(file: settings), defaultsFile: Self.defaults, home: folder,
            now: { Date() })
        let home = folder
        // The real adapters, on an HTTP client that gives up at once: a server of the tests'
        // configs is on a closed port.
        let client = CurlHTTPClient(
            settings: HTTPSettings(
                userAgent: "TidingsTest/1.0", connectTimeoutSeconds: 2, requestTimeoutSeconds: 5,
                maxRedirects: 2,
                maxResponseBytes: 1 << 20, retryLimit: 0, retryAfterMaxSeconds: 1, concurrency: 2,
                concurrencyPerHost: 2))
        let sync = try await StoredSync.inMemory(
            passwordFolder: folder.appendingPathComponent("accounts"),
            makeServer: { kind, login throws(SyncServerError) in
                try SyncServers.server(kind, login: login, client: client)
            }, fullStateCheckHours: 24, now: { Date() })
        MigrationScreens.register(
            in: router,
            dependencies: MigrationDependencies(
                importer: importer, actionTables: { testTables }, sharedActions: SharedAction.table,
                settingsFile: settings,
                locate: { from throws(NewsboatFileError) in
                    guard let from else { return try NewsboatFiles.located(environment: [:], home: home) }
                    return try NewsboatFiles.located(in: URL(fileURLWithPath: from))
                }, sync: sync))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    func run(_ parameters: NewsboatImportParameters) async throws -> (
        failure: ScreenFailure?, lines: [String], json: String
    ) {
        let controller = try router.controller(for: Routes.importNewsboat(parameters))
        await controller.load()
        let json = try (controller as? any JSONPresentable)?.jsonOutput() ?? ""
        return (controller.failure, controller.view.render(width: 200), json)
    }
}

@MainActor @Suite struct ImportCommandTests {
    @Test func aDryRunReportsEveryLineWithoutACounterpartAndChangesNothing() async throws {
        let fixture = try await ImportCommandFixture(
            urls: "https://a.example/feed.rss news \"~A\"\nftp://old.example/feed.rss\n",
            config: "bind-key X save\ncolor listfocus black yellow\nreload-threads 4\n")
        defer { fixture.remove() }
        let outcome = try await fixture.run(.init(from: fixture.newsboat.path, mode: .dryRun))
        #expect(outcome.failure == nil)
        #expect(outcome.lines.first == "Would import from newsboat (\(fixture.newsboat.path)):")
        #expect(outcome.lines.contains("  feeds          1 added (1 renamed, 0 hidden), 0 already followed"))
        #expect(outcome.lines.contains("  articles       none: there is no cache.db"))
        #expect(outcome.lines.contains("                 network.concurrency: 4"))
        #expect(outcome.lines.contains("                 theme.selection: black on yellow"))
        #expect(outcome.lines.contains("Not imported (2 lines):"))
        #expect(outcome.lines.contains("  config:1  bind-key X save"))
        #expect(outcome.lines.contains("      Tidings has no action like save"))
        #expect(outcome.lines.contains("  urls:2  ftp://old.example/feed.rss"))
        #expect(outcome.lines.last == "Dry run: nothing was changed; run it without --dry-run to import.")
        #expect(outcome.json.contains(#""dryRun" : true"#))
        #expect(!FileManager.default.fileExists(atPath: fixture.settings.path))
        let real = try await fixture.run(.init(from: fixture.newsboat.path))
        #expect(real.lines.first == "Imported from newsboat (\(fixture.newsboat.path)):")
        #expect(FileManager.default.fileExists(atPath: fixture.settings.path))
    }

    @Test func urlsSourceBecomesAnAccountAddedAfterTheImportAndAFailedLoginLosesNothing() async throws {
        let fixture = try await ImportCommandFixture(
            urls: "https://a.example/feed.rss\n",
            config: """
                urls-source "freshrss"
                freshrss-url "http://127.0.0.1:1/freshrss"
                freshrss-login "ann"
                freshrss-password "plain secret"
                freshrss-min-items 100
                ttrss-login "someone"
                """)
        defer { fixture.remove() }
        let planned = try await fixture.run(.init(from: fixture.newsboat.path, mode: .dryRun))
        #expect(
            planned.lines.contains(
                "  account        Google Reader API at http://127.0.0.1:1/freshrss/api/greader.php as ann"),
            "\(planned.lines)")
        #expect(planned.json.contains(#""outcome" : "planned""#))
        #expect(planned.lines.contains("  config:5  freshrss-min-items 100"))
        #expect(planned.lines.contains("  config:6  ttrss-login \"someone\""))
        #expect(
            planned.lines.contains("      a setting of the ttrss source, which urls-source does not choose"))

        // The server is not there: the feeds are imported, and the account line says why it is not.
        let imported = try await fixture.run(.init(from: fixture.newsboat.path))
        #expect(imported.failure == nil)
        #expect(imported.lines.contains("  feeds          1 added (0 renamed, 0 hidden), 0 already followed"))
        let account = try #require(imported.lines.first { $0.hasPrefix("  account        not added (") })
        #expect(account.contains("could not be reached"), "\(account)")
        #expect(imported.json.contains(#""outcome" : "failed""#))
    }

    @Test func badInputIsOneSentenceWithFileAndLineAndExit65() async throws {
        let fixture = try await ImportCommandFixture(urls: "https://a.example/feed.rss \"news\n")
        defer { fixture.remove() }
        let outcome = try await fixture.run(.init(from: fixture.newsboat.path))
        #expect(outcome.failure?.exitStatus == ExitCode.badData.rawValue)
        #expect(
            outcome.failure?.message
                == "\(fixture.newsboat.path)/urls, line 1: the quote opened at column 28 is never closed; close it "
                + #"with " or escape it as \"; nothing was imported"#)
        let config = try await ImportCommandFixture(urls: "https://a.example/\n", config: "max-items lots\n")
        defer { config.remove() }
        let refused = try await config.run(.init(from: config.newsboat.path))
        #expect(refused.failure?.exitStatus == ExitCode.badData.rawValue)
        #expect(
            refused.failure?.message.hasSuffix(
                "config, line 1: max-items takes a whole number of at least 0, not 'lots'; nothing was imported"
            ) == true)
    }

    @Test func noNewsboatIsAnIOErrorNamingWhereItLooked() async throws {
        let fixture = try await ImportCommandFixture(urls: "")
        defer { fixture.remove() }
        let missing = fixture.folder.appendingPathComponent("nowhere")
        let outcome = try await fixture.run(.init(from: missing.path))
        #expect(outcome.failure?.exitStatus == ExitCode.ioError.rawValue)
        #expect(
            outcome.failure?.message.hasPrefix(
                "found no newsboat files: there is no urls file in \(missing.path)") == true)
    }

    @Test func aRunningNewsboatIsUnavailable() async throws {
        let fixture = try await ImportCommandFixture(urls: "https://a.example/\n")
        defer { fixture.remove() }
        let cache = fixture.newsboat.appendingPathComponent("cache.db")
        let database = try Database.open(at: cache, options: DatabaseOptions(readerCount: 0))
        try await database.write { try $0.execute("CREATE TABLE x (y)") }
        try "\(ProcessInfo.processInfo.processIdentifier)".write(
            to: cache.appendingPathExtension("lock"), atomically: true, encoding: .utf8)
        let outcome = try await fixture.run(.init(from: fixture.newsboat.path))
        #expect(outcome.failure?.exitStatus == ExitCode.unavailable.rawValue)
    }
}
