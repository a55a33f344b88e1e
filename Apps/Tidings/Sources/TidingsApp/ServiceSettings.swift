import ArticleLogic
import ConfigurationService
import DatabaseService
import DownloadService
import FeedParserService
import FoundationEssentials
import FullTextLogic
import HTTPService
import RefreshLogic
import ShareService

/// Maps the configuration onto each service's and each logic module's settings: the one place
/// where configuration keys meet the code that uses them.
extension Configuration {
    var httpSettings: HTTPSettings {
        HTTPSettings(
            userAgent: self[Settings.Network.userAgent],
            connectTimeoutSeconds: self[Settings.Network.connectTimeoutSeconds],
            requestTimeoutSeconds: self[Settings.Network.requestTimeoutSeconds],
            maxRedirects: self[Settings.Network.maxRedirects],
            maxResponseBytes: self[Settings.Network.maxResponseBytes],
            retryLimit: self[Settings.Network.retryLimit],
            retryAfterMaxSeconds: self[Settings.Network.retryAfterMaxSeconds],
            concurrency: self[Settings.Network.concurrency],
            concurrencyPerHost: self[Settings.Network.concurrencyPerHost])
    }

    var databaseOptions: DatabaseOptions {
        DatabaseOptions(
            busyTimeoutMilliseconds: self[Settings.Storage.busyTimeoutMilliseconds],
            readerCount: self[Settings.Storage.readerCount],
            pageCacheBytes: self[Settings.Storage.pageCacheBytes])
    }

    var refreshSettings: RefreshSettings {
        RefreshSettings(
            concurrency: self[Settings.Network.concurrency],
            retention: RetentionPolicy(
                days: self[Settings.Retention.days], itemsPerFeed: self[Settings.Retention.itemsPerFeed]),
            backoff: RefreshBackoff(
                base: self[Settings.Refresh.backoffBaseMinutes] * 60,
                maximum: self[Settings.Refresh.backoffMaxHours] * 3600),
            parserLimits: parserLimits, interval: Double(self[Settings.Refresh.intervalMinutes]) * 60)
    }

    var parserLimits: FeedParserLimits {
        FeedParserLimits(
            maxDocumentBytes: self[Settings.Parser.maxDocumentBytes],
            maxEntriesPerList: self[Settings.Parser.maxEntriesPerList],
            maxTitleCharacters: self[Settings.Parser.maxTitleCharacters])
    }

    var fullTextLimits: FullTextLimits {
        FullTextLimits(
            maxPageBytes: self[Settings.FullText.maxPageBytes],
            timeoutSeconds: self[Settings.FullText.timeoutSeconds])
    }

    var fullTextRetry: FullTextRetry {
        FullTextRetry(
            firstDelaySeconds: self[Settings.FullText.retryAfterMinutes] * 60,
            maxAttempts: self[Settings.FullText.maxAttempts])
    }

    var downloadSettings: DownloadSettings {
        DownloadSettings(
            concurrency: self[Settings.Downloads.concurrency],
            maxFileBytes: self[Settings.Downloads.maxFileBytes],
            stallTimeoutSeconds: self[Settings.Downloads.stallTimeoutSeconds])
    }

    /// The download folder: `downloads.directory`, relative paths starting in the library folder.
    func downloadFolder(library: URL) -> URL {
        let directory = self[Settings.Downloads.directory]
        let expanded = HomeFolder.expandingTilde(in: directory)
        return expanded.hasPrefix("/")
            ? URL(fileURLWithPath: expanded, isDirectory: true)
            : library.appendingPathComponent(expanded, isDirectory: true)
    }

    func shareSettings(currentDirectory: String) -> ShareSettings {
        let folder =
            self[Settings.Share.markdownDirectory].hasPrefix("/")
            ? URL(fileURLWithPath: self[Settings.Share.markdownDirectory])
            : URL(fileURLWithPath: currentDirectory).appendingPathComponent(
                self[Settings.Share.markdownDirectory])
        return ShareSettings(
            clipboardCommands: self[Settings.Share.clipboardCommands],
            useBrowserVariable: self[Settings.Share.useBrowserVariable],
            browserCommands: self[Settings.Share.browserCommands],
            markdownDirectory: folder.standardizedFileURL,
            timeoutSeconds: self[Settings.Share.timeoutSeconds],
            launchWaitSeconds: self[Settings.Share.launchWaitSeconds])
    }
}
