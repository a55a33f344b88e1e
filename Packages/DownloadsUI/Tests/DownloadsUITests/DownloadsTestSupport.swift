import ArticleLogic
import DatabaseService
import DownloadService
import DownloadsLogic
import DownloadsUI
import Foundation
import HTTPService
import LibraryModelLogic
import LoopbackServerService
import NavigationUI
import ShareService

/// 2026-01-15 12:00:00 UTC.
let testNow = Date(timeIntervalSince1970: 1_768_478_400)

/// Deterministic bytes that are not all alike.
func episode(_ count: Int) -> Data {
    Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) })
}

/// A library of podcast episodes served by a loopback server, a queue over it (the store on an
/// in-memory database), and the real downloader and player around them, in a scratch folder.
struct DownloadsBench {
    let folder: URL
    let server: LoopbackServer
    let downloads: StoredDownloads
    let articles: [ArticleID]
    let dependencies: DownloadsDependencies

    /// `episodes` maps each episode's path on the server to its response.
    init(episodes: [(path: String, response: LoopbackResponse)], playerCommand: [String] = ["player"])
        async throws
    {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "downloads-ui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let server = try LoopbackServer(
            routes: Dictionary(uniqueKeysWithValues: episodes.map { ($0.path, .fixed($0.response)) }))
        self.server = server
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate([ArticleSchema.schema, DownloadsSchema.schema])
        let library = StoredArticles(
            database: database, subscriptions: FixedSubscriptionFacts(), now: { testNow })
        let items = episodes.enumerated().map { index, episode in
            IncomingArticle(
                guid: episode.path, title: "Episode \(index + 1)",
                published: testNow.addingTimeInterval(Double(index)),
                enclosures: [
                    Enclosure(
                        url: server.url(episode.path), mimeType: "audio/mpeg",
                        length: Int64(episode.response.body.count))
                ])
        }
        _ = try await database.unitOfWork {
            try StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()).merge(
                items, into: FeedID(1), feedTitle: "The Show", now: testNow, in: $0)
        }
        let page = try await library.page(ArticleQuery(), after: nil, limit: 50).articles
        articles = items.compactMap { item in page.first { $0.guid == item.guid }?.id }
        let queue = StoredDownloads(
            database: database,
            articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
            now: { testNow })
        downloads = queue
        let client = CurlHTTPClient(
            settings: HTTPSettings(
                userAgent: "TidingsTest/1.0", connectTimeoutSeconds: 2, requestTimeoutSeconds: 10,
                maxRedirects: 3,
                maxResponseBytes: 1 << 20, retryLimit: 0, retryAfterMaxSeconds: 1, concurrency: 8,
                concurrencyPerHost: 8))
        dependencies = DownloadsDependencies(
            downloads: queue,
            downloader: HTTPDownloader(
                client: client,
                settings: DownloadSettings(concurrency: 2, maxFileBytes: nil, stallTimeoutSeconds: 5)),
            player: SystemPlayer(
                command: playerCommand,
                environment: ["PATH": folder.appendingPathComponent("bin").path + ":/usr/bin:/bin"]),
            folder: folder.appendingPathComponent("downloads"),
            lockFile: folder.appendingPathComponent("downloads.lock"),
            concurrency: 2, now: { testNow })
    }

    func remove() {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// A stand-in player that writes its arguments, NUL-separated, to `player.args`.
    func installPlayer() throws -> URL {
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let record = folder.appendingPathComponent("player.args")
        let script = "#!/bin/sh\nprintf '%s\\0' \"$@\" > '\(record.path)'\n"
        let player = bin.appendingPathComponent("player")
        try Data(script.utf8).write(to: player)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: player.path)
        return record
    }

    /// The downloads screen on this bench, with its view model and use case.
    @MainActor
    func screen(_ action: DownloadsAction = .list) -> DownloadsViewController {
        DownloadsViewController(
            action: action,
            viewModel: DownloadsViewModel(useCase: DownloadsUseCase(dependencies: dependencies)))
    }
}
