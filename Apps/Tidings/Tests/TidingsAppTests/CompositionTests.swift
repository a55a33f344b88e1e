import ArticleLogic
import ConfigurationService
import DatabaseService
import Foundation
import HTTPService
import LibraryModelLogic
import RefreshLogic
import ShareService
import SubscriptionLogic
import Testing

@testable import TidingsApp

@Suite struct LibraryLocation {
    @Test func optionThenTidingsHomeThenXDG() {
        let environment = ["TIDINGS_HOME": "/srv/tidings", "XDG_DATA_HOME": "/home/r/.data"]
        #expect(
            DataDirectory.resolve(
                option: "lib", environment: environment, directoryName: "tidings", currentDirectory: "/work"
            )
            .path == "/work/lib")
        #expect(
            DataDirectory.resolve(
                option: nil, environment: environment, directoryName: "tidings", currentDirectory: "/work"
            )
            .path == "/srv/tidings")
        #expect(
            DataDirectory.resolve(
                option: nil, environment: ["XDG_DATA_HOME": "/home/r/.data"], directoryName: "tidings",
                currentDirectory: "/work"
            ).path == "/home/r/.data/tidings")
    }

    @Test func theDemoNeverUsesTheReadersLibrary() {
        let folder = DemoLibrary.folder(
            option: nil, environment: ["TIDINGS_HOME": "/srv/tidings", "XDG_DATA_HOME": "/d"],
            directoryName: "tidings",
            currentDirectory: "/work")
        #expect(folder.path == "/d/tidings-demo")
    }

    @Test func shippedFilesAreFoundInTheSourceTree() throws {
        let defaults = try #require(ResourceLocator.defaultsFile(executable: nil))
        #expect(defaults.lastPathComponent == "Tidings.plist")
        let demo = try #require(ResourceLocator.demoFolder(executable: nil))
        let opml = try String(data: DemoLibrary.subscriptions(in: demo), encoding: .utf8) ?? ""
        #expect(opml.contains("xmlUrl=\"file://\(demo.standardizedFileURL.path)/feeds/tidings-notes.rss\""))
        #expect(!opml.contains("xmlUrl=\"feeds/"))
    }
}

@Suite struct ConfigurationMapping {
    @Test func settingsReachEveryService() throws {
        let defaults = try #require(ResourceLocator.defaultsFile(executable: nil))
        let configuration = try ConfigurationLoader(
            defaultsFile: defaults, userFile: URL(fileURLWithPath: "/nonexistent"),
            environment: [
                "TIDINGS_NETWORK_CONCURRENCY_PER_HOST": "3", "TIDINGS_REFRESH_BACKOFF_BASE_MINUTES": "2",
                "TIDINGS_SHARE_MARKDOWN_DIRECTORY": "notes",
            ]
        ).load().configuration
        #expect(configuration.httpSettings.concurrencyPerHost == 3)
        #expect(configuration.refreshSettings.backoff.base == 120)
        #expect(configuration.refreshSettings.retention.days == configuration[Settings.Retention.days])
        #expect(configuration.databaseOptions.readerCount == configuration[Settings.Storage.readerCount])
        #expect(
            configuration.shareSettings(currentDirectory: "/work").markdownDirectory.path == "/work/notes")
    }
}

@Suite struct FetchAdapter {
    @Test func httpErrorsBecomeFetchFailuresOfTheirKind() {
        #expect(HTTPFeedFetcher.kind(of: .hostNotFound(host: "x.invalid")) == .unreachable)
        #expect(
            HTTPFeedFetcher.kind(of: .status(code: 500, url: "u", retryAfterSeconds: nil)) == .status(500))
        #expect(HTTPFeedFetcher.kind(of: .tooLarge(url: "u", limit: 1)) == .tooLarge)
        #expect(HTTPFeedFetcher.kind(of: .cancelled) == .cancelled)
        #expect(HTTPFeedFetcher.kind(of: .redirectLoop(chain: ["a", "b"])) == .other)
    }

    @Test func fileURLsAreFetchedThroughTheHTTPService() async throws {
        let demo = try #require(ResourceLocator.demoFolder(executable: nil))
        let client = CurlHTTPClient(
            settings: HTTPSettings(
                userAgent: "test", connectTimeoutSeconds: 2, requestTimeoutSeconds: 2, maxRedirects: 2,
                maxResponseBytes: 1 << 20, retryLimit: 0, retryAfterMaxSeconds: 1, concurrency: 2,
                concurrencyPerHost: 2))
        let response = try await HTTPFeedFetcher(client: client).fetch(
            FetchRequest(url: demo.appendingPathComponent("feeds/server-swift.json")))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Server-Side Swift Digest"))
    }
}

/// What `main` answers before starting the concurrency runtime, the configuration or a library.
@MainActor
@Suite struct ImmediateAnswers {
    @Test func versionHelpAndUsageErrorsAreAnsweredAtOnce() {
        #expect(TidingsMain.answerAtOnce(arguments: ["--version"], environment: [:]) == 0)
        #expect(TidingsMain.answerAtOnce(arguments: ["--help"], environment: [:]) == 0)
        #expect(TidingsMain.answerAtOnce(arguments: ["--no-such-option"], environment: [:]) == 64)
    }

    @Test func everythingElseIsLeftToRun() {
        #expect(TidingsMain.answerAtOnce(arguments: ["feeds"], environment: [:]) == nil)
        #expect(TidingsMain.answerAtOnce(arguments: [], environment: [:]) == nil)
    }
}
