import FoundationEssentials
import LibraryModelLogic
import RefreshLogic
import SubscriptionLogic
import SyncLogic

/// The sample library: a handful of feeds written for Tidings and shipped with it, followed
/// from their files and refreshed, in a folder of its own, never the reader's library.
enum DemoLibrary {
    /// Where the demo lives unless `--data-dir` says otherwise: `$XDG_DATA_HOME/<name>-demo`.
    static func folder(
        option: String?, environment: [String: String], directoryName: String, currentDirectory: String
    )
        -> URL
    {
        DataDirectory.resolve(
            option: option, environment: environment.filter { $0.key != "TIDINGS_HOME" },
            directoryName: "\(directoryName)-demo", currentDirectory: currentDirectory)
    }

    /// The demo OPML with each feed's relative address made a file URL inside `demoFolder`.
    static func subscriptions(in demoFolder: URL) throws -> Data {
        let text = try String(contentsOf: demoFolder.appendingPathComponent("demo.opml"), encoding: .utf8)
        var feeds = demoFolder.standardizedFileURL.appendingPathComponent("feeds").absoluteString
        if !feeds.hasSuffix("/") { feeds += "/" }
        return Data(text.replacing("xmlUrl=\"feeds/", with: "xmlUrl=\"\(feeds)").utf8)
    }

    /// Follows the demo feeds when the library has none, then refreshes them.
    static func prepare(_ library: Library, demoFolder: URL) async throws -> Int {
        if try await library.subscriptions.feeds().isEmpty {
            _ = try await library.subscriptions.importOPML(
                try subscriptions(in: demoFolder), addresses: .webAndLocalFiles)
        }
        return try await library.refresher.refresh(try await library.subscriptions.scope(feed: nil, tag: nil))
        { _ in }.newArticles
    }
}
