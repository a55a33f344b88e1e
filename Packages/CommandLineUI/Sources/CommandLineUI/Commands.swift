import Foundation
import NavigationUI
import TerminalUI

/// Every command of `tidings`, each turned into the URL of the screen that answers it.
public enum Commands {
    public static let all: [CommandSpec] = [
        feeds, add, remove, refresh, articles, read, mark, markAllRead, search, importOPML, exportOPML, share,
        inspect, downloads, download,
        config, completion, open, demo,
    ]

    /// The command named `name`.
    public static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    static let feeds = CommandSpec(
        "feeds",
        "list the feeds you follow: unread/total counts, last refresh, and `!` with the kind of failure "
            + "(gone, timeout, …) while failing", json: true
    ) { _, _ in
        Routes.feeds.template
    }

    static let add = CommandSpec(
        "add", "follow a feed; for a web page, follow the feed it offers or list the several it offers",
        arguments: [ArgumentSpec("URL", "a feed, or a web page that links to feeds")],
        options: [OptionSpec("--tag", value: "T", "put a tag on the new feed", repeatable: true)]
    ) { arguments, _ throws(UsageError) in
        var parameters = ["url": try Self.webAddress(arguments.positionals[0], command: "add")]
        if let tags = arguments.values["--tag"], !tags.isEmpty {
            parameters["tag"] = tags.joined(separator: ",")
        }
        return Routes.subscribe.url(parameters).absoluteString
    }

    static let remove = CommandSpec(
        "remove", "stop following a feed; its articles go too, except starred ones",
        arguments: [ArgumentSpec("FEED", "the feed's id, URL or title")]
    ) { arguments, _ in
        Routes.unsubscribe.url(["feed": arguments.positionals[0]]).absoluteString
    }

    static let refresh = CommandSpec(
        "refresh", "fetch new articles, with a progress bar on a terminal; exits 1 when any feed failed",
        options: [
            OptionSpec("--feed", value: "F", "only this feed (id, URL or title)"),
            OptionSpec("--tag", value: "T", "only the feeds with this tag"),
        ], json: true
    ) { arguments, _ in
        var parameters: [String: String] = [:]
        parameters["feed"] = arguments.value("--feed")
        parameters["tag"] = arguments.value("--tag")
        return Routes.refresh.url(parameters).absoluteString
    }

    static let filters = ["--unread", "--today", "--starred"]

    static let articles = CommandSpec(
        "articles", "list articles, newest first",
        options: [
            OptionSpec("--unread", "only unread articles", group: "filter"),
            OptionSpec("--today", "only articles from the last 24 hours", group: "filter"),
            OptionSpec("--starred", "only starred articles", group: "filter"),
            OptionSpec("--feed", value: "F", "only this feed (id, URL or title)"),
            OptionSpec("--tag", value: "T", "only feeds with this tag"),
            OptionSpec("--limit", value: "N", "at most N articles (default: interface.pageSize)"),
        ], json: true
    ) { arguments, _ throws(UsageError) in
        var parameters: [String: String] = [:]
        if let filter = arguments.flag(in: filters) { parameters["filter"] = String(filter.dropFirst(2)) }
        parameters["feed"] = arguments.value("--feed")
        parameters["tag"] = arguments.value("--tag")
        if let limit = arguments.value("--limit") {
            guard let number = Int(limit), number > 0 else {
                throw UsageError("--limit takes a positive number, not '\(limit)'", command: "articles")
            }
            parameters["limit"] = String(number)
        }
        return Routes.articles.url(parameters).absoluteString
    }

    static let read = CommandSpec(
        "read", "show one article as text, its links numbered, and mark it read",
        arguments: [ArgumentSpec("ID", "the article's id")], json: true
    ) { arguments, _ in
        Routes.article.url(["id": arguments.positionals[0]]).absoluteString
    }

    static let states = ["--read", "--unread", "--star", "--unstar"]

    static let mark = CommandSpec(
        "mark", "mark articles read or unread, or star or unstar them",
        arguments: [ArgumentSpec("ID", "an article's id", variadic: true)],
        options: [
            OptionSpec("--read", "mark read", group: "state"),
            OptionSpec("--unread", "mark unread", group: "state"),
            OptionSpec("--star", "star", group: "state"), OptionSpec("--unstar", "unstar", group: "state"),
        ]
    ) { arguments, _ throws(UsageError) in
        guard let state = arguments.flag(in: states) else {
            throw UsageError("say what to do: --read, --unread, --star or --unstar", command: "mark")
        }
        return Routes.mark.url([
            "ids": arguments.positionals.joined(separator: ","), "state": String(state.dropFirst(2)),
        ]).absoluteString
    }

    static let markAllRead = CommandSpec(
        "mark-all-read",
        "mark unread articles read, everywhere or in a feed or tag; DATE is 2026-11-01, an ISO 8601 time, "
            + "or an age like 7d",
        options: [
            OptionSpec("--feed", value: "F", "only this feed (id, URL or title)"),
            OptionSpec("--tag", value: "T", "only feeds with this tag"),
            OptionSpec(
                "--before", value: "DATE",
                "only articles older than DATE (2026-11-01, an ISO 8601 time, or 7d, 12h)"),
        ]
    ) { arguments, _ throws(UsageError) in
        var parameters: [String: String] = [:]
        parameters["feed"] = arguments.value("--feed")
        parameters["tag"] = arguments.value("--tag")
        if let before = arguments.value("--before") {
            guard let date = CommandDate.parse(before, now: Date()) else {
                throw UsageError(
                    "--before takes a date such as 2026-11-01, 2026-11-01T08:00:00Z, 7d or 12h, not '\(before)'",
                    command: "mark-all-read")
            }
            parameters["before"] = CommandDate.format(date)
        }
        return Routes.markAllRead.url(parameters).absoluteString
    }

    static let search = CommandSpec(
        "search", "search titles and text, best match first",
        arguments: [
            ArgumentSpec("QUERY", "words, \"phrases\", prefix*, title:word, AND, OR, NOT", variadic: true)
        ],
        options: [OptionSpec("--limit", value: "N", "at most N results (default: interface.pageSize)")],
        json: true
    ) { arguments, _ throws(UsageError) in
        var parameters = ["q": arguments.positionals.joined(separator: " ")]
        if let limit = arguments.value("--limit") {
            guard let number = Int(limit), number > 0 else {
                throw UsageError("--limit takes a positive number, not '\(limit)'", command: "search")
            }
            parameters["limit"] = String(number)
        }
        return Routes.search.url(parameters).absoluteString
    }

    static let importOPML = CommandSpec(
        "import", "follow the feeds of an OPML file; folders become tags",
        arguments: [ArgumentSpec("FILE", "an OPML file")]
    ) { arguments, environment in
        Routes.importOPML.url(["file": absolutePath(arguments.positionals[0], in: environment)])
            .absoluteString
    }

    static let exportOPML = CommandSpec(
        "export", "write every feed you follow as OPML 2.0 to standard output"
    ) {
        _, _ in Routes.exportOPML.template
    }

    static let downloadActions = ["--run", "--clear-done"]

    static let downloads = CommandSpec(
        "downloads",
        "list the download queue (queued, downloading with percent, interrupted, done, failed with the "
            + "reason); --run downloads it, resuming interrupted downloads, and exits 1 when one failed; "
            + "--clear-done removes finished entries (the files stay)",
        options: [
            OptionSpec("--run", "download the queue with downloads.concurrency at once", group: "action"),
            OptionSpec(
                "--clear-done", "remove finished entries from the queue (the files stay)", group: "action"),
        ], json: true
    ) { arguments, _ in
        guard let action = arguments.flag(in: downloadActions) else { return Routes.downloads.template }
        return Routes.downloads.url(["action": String(action.dropFirst(2))]).absoluteString
    }

    static let download = CommandSpec(
        "download",
        "queue the enclosures (podcast episodes, images) of articles for download; exits 1 when "
            + "an article has none",
        arguments: [ArgumentSpec("ID", "an article's id", variadic: true)], json: true
    ) { arguments, _ in
        Routes.queueDownloads.url(["ids": arguments.positionals.joined(separator: ",")]).absoluteString
    }

    static let destinations = ["clipboard", "browser", "email", "file"]

    static let share = CommandSpec(
        "share",
        "share an article: copy it to the clipboard, open it in the browser, mail it, or write it "
            + "as Markdown", arguments: [ArgumentSpec("ID", "the article's id")],
        options: [OptionSpec("--to", value: "WHERE", "clipboard, browser, email or file")]
    ) { arguments, _ throws(UsageError) in
        guard let destination = arguments.value("--to") else {
            throw UsageError("say where to share: --to clipboard, browser, email or file", command: "share")
        }
        guard destinations.contains(destination) else {
            throw UsageError(
                "--to takes clipboard, browser, email or file, not '\(destination)'", command: "share")
        }
        return Routes.share.url(["id": arguments.positionals[0], "to": destination]).absoluteString
    }

    static let inspect = CommandSpec(
        "inspect", "show how Tidings reads a feed, without following it",
        arguments: [ArgumentSpec("URL-or-FILE", "a feed's URL, or a feed file")], json: true
    ) { arguments, environment in
        let target = arguments.positionals[0]
        let isWeb = target.contains("://")
        let url = isWeb ? target : URL(fileURLWithPath: absolutePath(target, in: environment)).absoluteString
        return Routes.inspect.url(["url": url]).absoluteString
    }

    static let config = CommandSpec(
        "config",
        "show every setting, its value, and where the value came from; lists ignored TIDINGS_* variables"
    ) { _, _ in
        Routes.config.template
    }

    static let shells = ["bash", "zsh", "fish"]

    static let completion = CommandSpec(
        "completion", "print the shell completion script (source <(tidings completion bash))",
        arguments: [ArgumentSpec("SHELL", "bash, zsh or fish")]
    ) { arguments, _ throws(UsageError) in
        let shell = arguments.positionals[0]
        guard shells.contains(shell) else {
            throw UsageError(
                "completion is available for bash, zsh and fish, not '\(shell)'", command: "completion")
        }
        return Routes.completion.url(["shell": shell]).absoluteString
    }

    static let open = CommandSpec(
        "open", "open any tidings:// URL (tidings open 'tidings://articles?filter=unread')",
        arguments: [ArgumentSpec("URL", "a tidings:// URL")], json: true
    ) { arguments, _ in
        arguments.positionals[0]
    }

    static let demo = CommandSpec(
        "demo",
        "open the reader on a sample library kept in a folder of its own (the feed list when not on a terminal)",
        target: .demo)

    /// An http(s) or file address a person typed; `example.com/feed` gets https.
    static func webAddress(_ text: String, command: String) throws(UsageError) -> String {
        if text.hasPrefix("/") || text.hasPrefix("./") || text.hasPrefix("../") {
            return URL(fileURLWithPath: text).standardizedFileURL.absoluteString
        }
        let withScheme = text.contains("://") ? text : "https://\(text)"
        guard let url = URL(string: withScheme), let scheme = url.scheme?.lowercased(),
            ["http", "https", "file"].contains(scheme)
        else {
            throw UsageError("'\(text)' is not an http, https or file address", command: command)
        }
        return url.absoluteString
    }

    static func absolutePath(_ path: String, in environment: CommandEnvironment) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: environment.currentDirectory).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
