import ConfigurationService
import DatabaseService
import ExitCodeUI
import Foundation
import MigrationLogic
import MigrationUI
import NavigationUI
import NewsboatService
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
        MigrationScreens.register(
            in: router,
            dependencies: MigrationDependencies(
                importer: importer, actionTables: { testTables }, sharedActions: SharedAction.table,
                settingsFile: settings
            ) { from throws(NewsboatFileError) in
                guard let from else { return try NewsboatFiles.located(environment: [:], home: home) }
                return try NewsboatFiles.located(in: URL(fileURLWithPath: from))
            })
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
            urls: "https://a.example/feed.rss news \"~A\"\nexec:make-feed\n",
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
        #expect(outcome.lines.contains("  urls:2  exec:make-feed"))
        #expect(outcome.lines.last == "Dry run: nothing was changed; run it without --dry-run to import.")
        #expect(outcome.json.contains(#""dryRun" : true"#))
        #expect(!FileManager.default.fileExists(atPath: fixture.settings.path))
        let real = try await fixture.run(.init(from: fixture.newsboat.path))
        #expect(real.lines.first == "Imported from newsboat (\(fixture.newsboat.path)):")
        #expect(FileManager.default.fileExists(atPath: fixture.settings.path))
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
