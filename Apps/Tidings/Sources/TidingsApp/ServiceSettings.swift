import ArticleLogic
import ConfigurationService
import DatabaseService
import DownloadService
import FeedParserService
import Foundation
import HTTPService
import RefreshLogic
import ShareService

/// Maps the configuration onto each service's and each logic module's settings: the one place
/// where configuration keys meet the code that uses them.
extension Configuration {
    var httpSettings: HTTPSettings {
        HTTPSettings(
            userAgent: network.userAgent, connectTimeoutSeconds: network.connectTimeoutSeconds,
            requestTimeoutSeconds: network.requestTimeoutSeconds, maxRedirects: network.maxRedirects,
            maxResponseBytes: network.maxResponseBytes, retryLimit: network.retryLimit,
            retryAfterMaxSeconds: network.retryAfterMaxSeconds, concurrency: network.concurrency,
            concurrencyPerHost: network.concurrencyPerHost)
    }

    var databaseOptions: DatabaseOptions {
        DatabaseOptions(
            busyTimeoutMilliseconds: storage.busyTimeoutMilliseconds, readerCount: storage.readerCount)
    }

    var refreshSettings: RefreshSettings {
        RefreshSettings(
            concurrency: network.concurrency,
            retention: RetentionPolicy(days: retention.days, itemsPerFeed: retention.itemsPerFeed),
            backoff: RefreshBackoff(
                base: refresh.backoffBaseMinutes * 60, maximum: refresh.backoffMaxHours * 3600),
            parserLimits: parserLimits)
    }

    var parserLimits: FeedParserLimits {
        FeedParserLimits(
            maxDocumentBytes: parser.maxDocumentBytes, maxEntriesPerList: parser.maxEntriesPerList,
            maxTitleCharacters: parser.maxTitleCharacters)
    }

    var downloadSettings: DownloadSettings {
        DownloadSettings(
            concurrency: downloads.concurrency, maxFileBytes: downloads.maxFileBytes,
            stallTimeoutSeconds: downloads.stallTimeoutSeconds)
    }

    /// The download folder: `downloads.directory`, relative paths starting in the library folder.
    func downloadFolder(library: URL) -> URL {
        let directory = downloads.directory
        let expanded =
            directory.hasPrefix("~/") ? NSString(string: directory).expandingTildeInPath : directory
        return expanded.hasPrefix("/")
            ? URL(fileURLWithPath: expanded, isDirectory: true)
            : library.appendingPathComponent(expanded, isDirectory: true)
    }

    func shareSettings(currentDirectory: String) -> ShareSettings {
        let folder =
            share.markdownDirectory.hasPrefix("/")
            ? URL(fileURLWithPath: share.markdownDirectory)
            : URL(fileURLWithPath: currentDirectory).appendingPathComponent(share.markdownDirectory)
        return ShareSettings(
            clipboardCommands: share.clipboardCommands, useBrowserVariable: share.useBrowserVariable,
            browserCommands: share.browserCommands, markdownDirectory: folder.standardizedFileURL,
            timeoutSeconds: share.timeoutSeconds, launchWaitSeconds: share.launchWaitSeconds)
    }
}
