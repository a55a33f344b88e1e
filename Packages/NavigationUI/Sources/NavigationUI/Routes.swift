import Foundation
public import LibraryModelLogic
public import TerminalUI

/// Every URL of Tidings, in one place. Each screen registers the pattern it answers from here;
/// `tidings open URL` and the one-shot commands open these URLs, and screens navigate with them.
public enum Routes {
    // MARK: Screens

    /// The feeds followed, with their counts and health.
    public static let feeds = RoutePattern("tidings://feeds")
    /// One feed: its address, tags, counts and refresh status.
    public static let feed = RoutePattern("tidings://feeds/{id}")
    /// A timeline; `filter` is `unread`, `today` or `starred` (all when absent); `feed` and `tag`
    /// narrow it; `limit` caps a one-shot listing.
    public static let articles = RoutePattern(
        "tidings://articles", query: ["filter", "feed", "tag", "limit"])
    /// One article, to read.
    public static let article = RoutePattern("tidings://articles/{id}")
    /// Full-text search.
    public static let search = RoutePattern("tidings://search", query: ["q", "limit"])
    /// The effective configuration.
    public static let config = RoutePattern("tidings://config")
    /// The enclosure download queue; `action` is `run` (download the queue) or `clear-done`
    /// (remove finished entries), done as the screen opens.
    public static let downloads = RoutePattern("tidings://downloads", query: ["action"])
    // make feature: routes

    // MARK: Actions, which draw their outcome once

    /// Follows a feed, or lists the feeds a page offers.
    public static let subscribe = RoutePattern("tidings://subscribe", query: ["url", "tag"])
    /// Stops following a feed.
    public static let unsubscribe = RoutePattern("tidings://unsubscribe", query: ["feed"])
    /// Refreshes all feeds, one feed or one tag.
    public static let refresh = RoutePattern("tidings://refresh", query: ["feed", "tag"])
    /// Changes articles' state; `state` is `read`, `unread`, `star` or `unstar`.
    public static let mark = RoutePattern("tidings://mark", query: ["ids", "state"])
    /// Marks many articles read.
    public static let markAllRead = RoutePattern("tidings://mark-all-read", query: ["feed", "tag", "before"])
    /// Imports subscriptions from an OPML file.
    public static let importOPML = RoutePattern("tidings://import", query: ["file"])
    /// Writes every subscription as OPML.
    public static let exportOPML = RoutePattern("tidings://export")
    /// Shares an article; `to` is `clipboard`, `browser`, `email` or `file`.
    public static let share = RoutePattern("tidings://share/{id}", query: ["to"])
    /// Shows how Tidings reads a feed, without following it.
    public static let inspect = RoutePattern("tidings://inspect", query: ["url"])
    /// Queues the enclosures of articles for download.
    public static let queueDownloads = RoutePattern("tidings://downloads/queue", query: ["ids"])
    /// Prints the shell completion script for `bash`, `zsh` or `fish`.
    public static let completion = RoutePattern("tidings://completion/{shell}")

    /// Every pattern, for help texts.
    public static let all: [RoutePattern] = [
        feeds, feed, articles, article, search, config, subscribe, unsubscribe, refresh, mark, markAllRead,
        importOPML, exportOPML, share, inspect, completion,
        downloads, queueDownloads,
        // make feature: all routes
    ]

    // MARK: Building URLs

    public static func feed(_ id: FeedID) -> String {
        feed.url(["id": id.description]).absoluteString
    }

    public static func article(_ id: ArticleID) -> String {
        article.url(["id": id.description]).absoluteString
    }

    public static func articles(filter: ArticleFilter = .all, feed: FeedID? = nil, tag: String? = nil)
        -> String
    {
        var parameters: [String: String] = [:]
        if filter != .all { parameters["filter"] = filter.rawValue }
        if let feed { parameters["feed"] = feed.description }
        if let tag { parameters["tag"] = tag }
        return articles.url(parameters).absoluteString
    }

    public static func queueDownloads(_ ids: [ArticleID]) -> String {
        queueDownloads.url(["ids": ids.map(\.description).joined(separator: ",")]).absoluteString
    }

    public static func search(_ query: String) -> String {
        search.url(["q": query]).absoluteString
    }

    public static func refresh(feed: FeedID? = nil, tag: String? = nil) -> String {
        var parameters: [String: String] = [:]
        if let feed { parameters["feed"] = feed.description }
        if let tag { parameters["tag"] = tag }
        return refresh.url(parameters).absoluteString
    }

    public static func share(_ id: ArticleID, to destination: String) -> String {
        share.url(["id": id.description, "to": destination]).absoluteString
    }

    public static func mark(_ ids: [ArticleID], state: String) -> String {
        mark.url(["ids": ids.map(\.description).joined(separator: ","), "state": state]).absoluteString
    }

    public static func markAllRead(feed: FeedID? = nil, tag: String? = nil) -> String {
        var parameters: [String: String] = [:]
        if let feed { parameters["feed"] = feed.description }
        if let tag { parameters["tag"] = tag }
        return markAllRead.url(parameters).absoluteString
    }
}

/// The exit statuses Tidings documents, after BSD `sysexits.h`.
public enum ExitStatus {
    public static let ok: Int32 = 0
    /// Some of the work failed, such as one feed of a refresh.
    public static let partialFailure: Int32 = 1
    /// The command line or URL was wrong.
    public static let usage: Int32 = 64
    /// Input data was wrong: a feed, an OPML file, a setting.
    public static let badData: Int32 = 65
    /// A server or a helper program was unavailable.
    public static let unavailable: Int32 = 69
    /// Reading or writing a file failed.
    public static let ioError: Int32 = 74
}
