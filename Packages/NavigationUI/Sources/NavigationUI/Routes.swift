import FoundationEssentials
import LibraryModelLogic
import SyncService
public import TerminalUI
import UnicodeTextService

/// Every URL of Tidings, in one place, each declared once: its pattern, the fields of its typed
/// parameters, its one-line help, and the command that opens it. Screens register these routes;
/// `tidings open URL`, the commands and the screens' navigation open their URLs; help, completion
/// and the README's command table are written from them.
public enum Routes {
    /// Every route, in the order help lists their commands.
    public static let all: [any RouteDeclaration] = [
        feeds, subscribe, unsubscribe, hideFeed, unhideFeed, feedText, setFeedSetting, unsetFeedSetting,
        refresh, articles, article, mark,
        markAllRead,
        search, importOPML,
        importNewsboat, exportOPML, share, inspect, downloads, queueDownloads, config, version, completion,
        feed,
        sync, accounts, addAccount, removeAccount, accountSubscribe, accountUnsubscribe, accountMove,
        queryFeeds, addQueryFeed, removeQueryFeed,
        ignoreRules, addIgnoreRule, removeIgnoreRule, testIgnoreRule,
        extract,
        // make feature: all routes
    ]

    /// The route `url` opens and what it gives, matched once.
    public static func resolve(_ text: String) throws(RouteError) -> ResolvedRoute {
        guard let url = URL(string: text) else { throw .unknown(text, known: all.map(\.pattern.description)) }
        for route in all {
            if let match = route.pattern.match(url) { return ResolvedRoute(route: route, match: match) }
        }
        throw .unknown(text, known: all.map(\.pattern.description))
    }

    // MARK: Screens

    public static let feeds = Route<FeedListParameters>(
        "tidings://feeds",
        help:
            "list the feeds you follow: unread/total counts, last refresh, and `!` with the kind of failure "
            + "(gone, timeout, …) while failing; hidden feeds only with --all",
        fields: [.choice("show", \.show, fallback: .visible)],
        command: CommandForm(
            "feeds", options: [CommandOptions.allFeeds], json: true
        ) { arguments, _ throws(UsageError) in
            FeedListParameters(show: try arguments[CommandOptions.allFeeds] ? .all : .visible)
        })

    public static let feed = Route<FeedParameters>(
        "tidings://feeds/{id}", help: "one feed: its address, tags, counts and refresh status",
        fields: [.identifier("id", \.id, noun: "feed")])

    public static let articles = Route<TimelineParameters>(
        "tidings://articles", help: "list articles, newest first",
        fields: [
            .choice("filter", \.filter, fallback: .all), .text("feed", \.feed), .text("tag", \.tag),
            .expression("match", \.match), .text("query", \.query), .positiveInteger("limit", \.limit),
        ],
        command: CommandForm(
            "articles",
            options: [
                CommandOptions.articleFilter, CommandOptions.feed, CommandOptions.tag, CommandOptions.filter,
                CommandOptions.query, CommandOptions.limit,
            ], json: true
        ) { arguments, _ throws(UsageError) in
            TimelineParameters(
                filter: try arguments[CommandOptions.articleFilter] ?? .all,
                feed: try arguments[CommandOptions.feed],
                tag: try arguments[CommandOptions.tag], match: try arguments[CommandOptions.filter],
                query: try arguments[CommandOptions.query], limit: try arguments[CommandOptions.limit])
        })

    public static let article = Route<ArticleParameters>(
        "tidings://articles/{id}",
        help: "show one article as text, its links numbered, and mark it read; the full text of its page "
            + "when kept; --full fetches it (exits 1, showing the feed's text, when it cannot)",
        fields: [.identifier("id", \.id, noun: "article"), .choice("text", \.text, fallback: .stored)],
        command: CommandForm(
            "read", arguments: [ArgumentSpec("ID", "the article's id")],
            options: [CommandOptions.articleText],
            json: true
        ) { arguments, _ throws(UsageError) in
            ArticleParameters(
                id: try arguments.identifier(at: 0, noun: "article", command: "read"),
                text: try arguments[CommandOptions.articleText] ?? .stored)
        })

    public static let search = Route<SearchParameters>(
        "tidings://search", help: "search titles and text, best match first",
        fields: [.text("q", \.query), .positiveInteger("limit", \.limit)],
        command: CommandForm(
            "search",
            arguments: [
                ArgumentSpec("QUERY", "words, \"phrases\", prefix*, title:word, AND, OR, NOT", variadic: true)
            ],
            options: [CommandOptions.limit], json: true
        ) { arguments, _ throws(UsageError) in
            SearchParameters(
                query: arguments.positionals.joined(separator: " "),
                limit: try arguments[CommandOptions.limit])
        })

    public static let config = Route<NoParameters>(
        "tidings://config",
        help:
            "show every setting, its value, and where the value came from; lists ignored TIDINGS_* variables",
        needsLibrary: false, command: CommandForm("config"))

    public static let downloads = Route<DownloadsParameters>(
        "tidings://downloads",
        help: "list the download queue (queued, downloading with percent, interrupted, done, failed with the "
            + "reason); --run downloads it, resuming interrupted downloads, and exits 1 when one failed; "
            + "--clear-done removes finished entries (the files stay)",
        fields: [.choice("action", \.action, fallback: .list)],
        command: CommandForm(
            "downloads",
            options: [CommandOptions.downloadsAction], json: true
        ) { arguments, _ throws(UsageError) in
            DownloadsParameters(action: try arguments[CommandOptions.downloadsAction] ?? .list)
        })

    public static let version = Route<NoParameters>(
        "tidings://version", help: "print the version of Tidings", needsLibrary: false,
        command: CommandForm("version", json: true))
    public static let accounts = Route<NoParameters>(
        "tidings://accounts",
        help: "list the sync accounts: server, user, feeds, last sync, and \"offline, N changes waiting\"",
        command: CommandForm("account list", json: true))

    public static let sync = Route<SyncParameters>(
        "tidings://sync",
        help: "sync the accounts: push local changes, then pull what is new; a progress bar on a terminal; "
            + "exits 1 when a server could not be reached or refused a change, 77 when it refused the login",
        fields: [.text("account", \.account)], usesNetwork: true,
        command: CommandForm(
            "sync", options: [CommandOptions.account], json: true
        ) { arguments, _ throws(UsageError) in SyncParameters(account: try arguments[CommandOptions.account])
        })

    public static let queryFeeds = Route<NoParameters>(
        "tidings://queries",
        help: "list the query feeds: each one's name, unread/total of what it matches, and its filter",
        command: CommandForm("query list", json: true))
    public static let ignoreRules = Route<NoParameters>(
        "tidings://ignore",
        help: "list the ignore rules: each one's number, filter, feed and whether it hides",
        command: CommandForm("ignore list", json: true))
    // make feature: routes

    // MARK: Actions, which draw their outcome once

    public static let addQueryFeed = Route<AddQueryFeedParameters>(
        "tidings://queries/add",
        help: "save a filter as a query feed, listed among the feeds with the counts of what it matches",
        fields: [
            .required("name", \.name, missing: "name the query feed as name="), .expression("match", \.match),
            .list("tag", \.tags),
        ],
        command: CommandForm(
            "query add",
            arguments: [
                ArgumentSpec("NAME", "the query feed's name"),
                ArgumentSpec("EXPR", "a filter: unread = \"yes\" and title =~ \"swift\""),
            ],
            options: [
                CommandOptions.queryFeedTags
            ],
            json: true
        ) { arguments, _ throws(UsageError) in
            AddQueryFeedParameters(
                name: arguments.positionals[0], match: try arguments.expression(at: 1, command: "query add"),
                tags: try arguments[CommandOptions.queryFeedTags])
        })

    public static let addIgnoreRule = Route<IgnoreRuleParameters>(
        "tidings://ignore/add",
        help: "ignore the new articles a filter matches: not stored, or with --hide stored but out of every "
            + "list and count (starred ones never)",
        fields: [
            .expression("match", \.match), .text("feed", \.feed), .choice("mode", \.mode, fallback: .drop),
        ],
        command: CommandForm(
            "ignore add", arguments: [ArgumentSpec("EXPR", "a filter: title =~ \"sponsored\"")],
            options: [
                CommandOptions.ruleFeed, CommandOptions.hide,
            ], json: true
        ) { arguments, _ throws(UsageError) in
            IgnoreRuleParameters(
                match: try arguments.expression(at: 0, command: "ignore add"),
                feed: try arguments[CommandOptions.ruleFeed],
                mode: try arguments[CommandOptions.hide] ? .hide : .drop)
        })

    public static let testIgnoreRule = Route<IgnoreRuleParameters>(
        "tidings://ignore/test",
        help: "show what an ignore rule would catch among the stored articles, changing nothing",
        fields: [.expression("match", \.match), .text("feed", \.feed)],
        command: CommandForm(
            "ignore test", arguments: [ArgumentSpec("EXPR", "a filter: title =~ \"sponsored\"")],
            options: [CommandOptions.ruleFeed],
            json: true
        ) { arguments, _ throws(UsageError) in
            IgnoreRuleParameters(
                match: try arguments.expression(at: 0, command: "ignore test"),
                feed: try arguments[CommandOptions.ruleFeed])
        })

    public static let removeIgnoreRule = Route<IgnoreRuleNumberParameters>(
        "tidings://ignore/remove",
        help: "remove ignore rule N; what it hid shows again, what it kept out does not come back",
        fields: [.positiveInteger("rule", \.number)],
        command: CommandForm(
            "ignore remove", arguments: [ArgumentSpec("N", "the rule's number (`tidings ignore list`)")],
            json: true
        ) { arguments, _ throws(UsageError) in
            guard let number = Int(arguments.positionals[0]), number > 0 else {
                throw UsageError(
                    "N is a rule's number, as `tidings ignore list` shows, not '\(arguments.positionals[0])'",
                    command: "ignore remove")
            }
            return IgnoreRuleNumberParameters(number: number)
        })

    public static let removeQueryFeed = Route<QueryFeedParameters>(
        "tidings://queries/remove", help: "remove a query feed; the articles it matched stay in their feeds",
        fields: [.required("name", \.name, missing: "name the query feed as name=")],
        command: CommandForm(
            "query remove", arguments: [ArgumentSpec("NAME", "the query feed's name")], json: true
        ) { arguments, _ in QueryFeedParameters(name: arguments.positionals[0]) })

    public static let subscribe = Route<SubscribeParameters>(
        "tidings://subscribe",
        help: "follow a feed; for a web page, follow the feed it offers or list the several it offers; "
            + "exec:COMMAND follows what a program of yours prints, filter:PROGRAM:URL a feed your program "
            + "rewrites; --full-text keeps each new article's whole text, fetched from its page",
        fields: [
            .address("url", \.url, missing: "give the feed's address as url="), .list("tag", \.tags),
            .choice("text", \.text, fallback: .feed),
        ],
        command: CommandForm(
            "add",
            arguments: [
                ArgumentSpec(
                    "URL", "a feed, a web page that links to feeds, exec:COMMAND or filter:PROGRAM:URL")
            ],
            options: [CommandOptions.newFeedTags, CommandOptions.newFeedText]
        ) { arguments, environment throws(UsageError) in
            SubscribeParameters(
                url: try environment.feedSource(arguments.positionals[0], command: "add"),
                tags: try arguments[CommandOptions.newFeedTags],
                text: try arguments[CommandOptions.newFeedText] ?? .feed)
        })

    public static let unsubscribe = Route<FeedReferenceParameters>(
        "tidings://unsubscribe", help: "stop following a feed; its articles go too, except starred ones",
        fields: [.required("feed", \.feed, missing: "name the feed as feed=")],
        command: CommandForm("remove", arguments: [ArgumentSpec("FEED", "the feed's id, URL or title")]) {
            arguments, _ in FeedReferenceParameters(feed: arguments.positionals[0])
        })

    public static let hideFeed = Route<FeedReferenceParameters>(
        "tidings://feeds/hide",
        help:
            "hide a feed from the feed list; its articles still show in timelines, filters, query feeds and "
            + "search",
        fields: [.required("feed", \.feed, missing: "name the feed as feed=")],
        command: CommandForm(
            "hide", arguments: [ArgumentSpec("FEED", "the feed's id, URL or title")], json: true
        ) {
            arguments, _ in FeedReferenceParameters(feed: arguments.positionals[0])
        })

    public static let feedText = Route<FeedTextParameters>(
        "tidings://feeds/full-text",
        help: "keep the whole article of a feed's new items, fetched from their pages at refresh; --off goes "
            + "back to the feed's own text",
        fields: [
            .required("feed", \.feed, missing: "name the feed as feed="),
            .choice("text", \.text, fallback: .fullText),
        ],
        command: CommandForm(
            "full-text", arguments: [ArgumentSpec("FEED", "the feed's id, URL or title")],
            options: [CommandOptions.fullTextOff], json: true
        ) { arguments, _ throws(UsageError) in
            FeedTextParameters(
                feed: arguments.positionals[0],
                text: try arguments[CommandOptions.fullTextOff] ? .feed : .fullText)
        })

    public static let unhideFeed = Route<FeedReferenceParameters>(
        "tidings://feeds/unhide", help: "show a hidden feed in the feed list again",
        fields: [.required("feed", \.feed, missing: "name the feed as feed=")],
        command: CommandForm(
            "unhide", arguments: [ArgumentSpec("FEED", "the feed's id, URL or title")], json: true
        ) { arguments, _ in FeedReferenceParameters(feed: arguments.positionals[0]) })

    public static let importNewsboat = Route<NewsboatImportParameters>(
        "tidings://import/newsboat",
        help: "move over from newsboat: feeds, tags, names, hidden feeds, query feeds, articles with their "
            + "read state and flags, key bindings, colours, ignore rules and settings, in one transaction; "
            + "reports every line with no counterpart",
        fields: [
            .text("from", \.from), .text("star-flag", \.starFlag), .choice("mode", \.mode, fallback: .apply),
        ],
        command: CommandForm(
            "import newsboat",
            options: [CommandOptions.newsboatFolder, CommandOptions.dryRun, CommandOptions.starFlag],
            json: true
        ) { arguments, environment throws(UsageError) in
            let flag = try arguments[CommandOptions.starFlag]
            if let flag, flag.count != 1 || !(flag.first?.isLetter ?? false) {
                throw UsageError(
                    "\(CommandOptions.starFlag.name) takes one letter, as newsboat's flags are, not '\(flag)'",
                    command: "import newsboat")
            }
            return NewsboatImportParameters(
                from: try arguments[CommandOptions.newsboatFolder].map(environment.absolutePath),
                starFlag: flag,
                mode: try arguments[CommandOptions.dryRun] ? .dryRun : .apply)
        })

    public static let refresh = Route<ScopeParameters>(
        "tidings://refresh",
        help:
            "fetch new articles and sync the accounts keeping feeds in scope, with a progress bar on a terminal; "
            + "exits 1 when a feed or an account failed, 77 when a server refused the login",
        fields: [.text("feed", \.feed), .text("tag", \.tag)], usesNetwork: true,
        command: CommandForm(
            "refresh",
            options: [CommandOptions.feed, CommandOptions.tag], json: true
        ) { arguments, _ throws(UsageError) in
            ScopeParameters(feed: try arguments[CommandOptions.feed], tag: try arguments[CommandOptions.tag])
        })

    public static let mark = Route<MarkParameters>(
        "tidings://mark", help: "mark articles read or unread, or star or unstar them",
        fields: [.identifiers("ids", \.ids, noun: "article"), .choice("state", \.state)],
        command: CommandForm(
            "mark", arguments: [ArgumentSpec("ID", "an article's id", variadic: true)],
            options: [CommandOptions.articleState]
        ) { arguments, _ throws(UsageError) in
            guard let state = try arguments[CommandOptions.articleState] else {
                throw UsageError(
                    "say what to do: \(CommandOptions.articleState.specs.map(\.name).spoken)", command: "mark"
                )
            }
            return MarkParameters(
                ids: try arguments.identifiers(noun: "article", command: "mark"), state: state)
        })

    public static let markAllRead = Route<MarkAllReadParameters>(
        "tidings://mark-all-read",
        help:
            "mark unread articles read, everywhere or in a feed or tag; DATE is 2026-11-01, an ISO 8601 time, "
            + "or an age like 7d",
        fields: [.text("feed", \.feed), .text("tag", \.tag), .time("before", \.before)],
        command: CommandForm(
            "mark-all-read",
            options: [CommandOptions.feed, CommandOptions.tag, CommandOptions.before]
        ) { arguments, _ throws(UsageError) in
            MarkAllReadParameters(
                feed: try arguments[CommandOptions.feed], tag: try arguments[CommandOptions.tag],
                before: try arguments[CommandOptions.before])
        })

    public static let importOPML = Route<FileParameters>(
        "tidings://import", help: "follow the feeds of an OPML file; folders become tags",
        fields: [.required("file", \.file, missing: "name the OPML file as file=")],
        command: CommandForm("import", arguments: [ArgumentSpec("FILE", "an OPML file", completes: .files)]) {
            arguments, environment in FileParameters(file: environment.absolutePath(arguments.positionals[0]))
        })

    public static let exportOPML = Route<NoParameters>(
        "tidings://export", help: "write every feed you follow as OPML 2.0 to standard output",
        command: CommandForm("export"))

    public static let share = Route<ShareParameters>(
        "tidings://share/{id}",
        help: "share an article: copy it to the clipboard, open it in the browser, mail it, or write it "
            + "as Markdown",
        fields: [.identifier("id", \.id, noun: "article"), .choice("to", \.to)],
        command: CommandForm(
            "share", arguments: [ArgumentSpec("ID", "the article's id")],
            options: [CommandOptions.shareTo]
        ) { arguments, _ throws(UsageError) in
            guard let target = try arguments[CommandOptions.shareTo] else {
                throw UsageError(
                    "say where to share: \(CommandOptions.shareTo.name) clipboard, browser, email or file",
                    command: "share")
            }
            return ShareParameters(
                id: try arguments.identifier(at: 0, noun: "article", command: "share"), to: target)
        })

    public static let inspect = Route<InspectParameters>(
        "tidings://inspect",
        help:
            "show how Tidings reads a feed, without following it; --tsv prints a line an item in sfeed(5)'s "
            + "format as the feed is read",
        fields: [
            .address("url", \.url, missing: "give the feed's address or file as url="),
            .choice("output", \.output, fallback: .report),
        ],
        needsLibrary: false,
        command: CommandForm(
            "inspect",
            arguments: [ArgumentSpec("URL-or-FILE", "a feed's URL, or a feed file", completes: .files)],
            options: [CommandOptions.tabSeparated], json: true
        ) { arguments, environment throws(UsageError) in
            let target = arguments.positionals[0]
            let output: InspectOutput = try arguments[CommandOptions.tabSeparated] ? .tsv : .report
            if target.hasPrefix("exec:") || target.hasPrefix("filter:") {
                return InspectParameters(
                    url: try environment.feedSource(target, command: "inspect"), output: output)
            }
            guard target.contains("://") else {
                return InspectParameters(
                    url: URL(fileURLWithPath: environment.absolutePath(target)), output: output)
            }
            guard let url = URL(string: target) else {
                throw UsageError("'\(target)' is not a URL", command: "inspect")
            }
            return InspectParameters(url: url, output: output)
        })

    public static let extract = Route<ExtractParameters>(
        "tidings://extract",
        help: "print the article of a web page, as `read` shows one (a saved page: a file, with --url for "
            + "where it came from); exits 65 when the page holds no article, 69 when it cannot be fetched",
        fields: [
            .address("url", \.url, missing: "give the page's address or file as url="),
            .address("address", \.address),
        ],
        needsLibrary: false, parsesWebPages: true,
        command: CommandForm(
            "extract",
            arguments: [ArgumentSpec("URL-or-FILE", "a web page's URL, or a saved page", completes: .files)],
            options: [CommandOptions.pageAddress], json: true
        ) { arguments, environment throws(UsageError) in
            let target = arguments.positionals[0]
            var address: URL?
            if let given = try arguments[CommandOptions.pageAddress] {
                guard let url = URL(string: given), let scheme = url.scheme?.lowercased(),
                    scheme == "http" || scheme == "https"
                else {
                    throw UsageError(
                        "--url wants an http or https address, not '\(given)'", command: "extract")
                }
                address = url
            }
            guard target.contains("://") else {
                return ExtractParameters(
                    url: URL(fileURLWithPath: environment.absolutePath(target)), address: address)
            }
            guard let url = URL(string: target) else {
                throw UsageError("'\(target)' is not a URL", command: "extract")
            }
            return ExtractParameters(url: url, address: address)
        })

    public static let queueDownloads = Route<ArticleListParameters>(
        "tidings://downloads/queue",
        help: "queue the enclosures (podcast episodes, images) of articles for download; exits 1 when "
            + "an article has none",
        fields: [.identifiers("ids", \.ids, noun: "article")],
        command: CommandForm(
            "download", arguments: [ArgumentSpec("ID", "an article's id", variadic: true)], json: true
        ) { arguments, _ throws(UsageError) in
            ArticleListParameters(ids: try arguments.identifiers(noun: "article", command: "download"))
        })

    public static let addAccount = Route<AccountAddParameters>(
        "tidings://accounts/add",
        help: "add an account on a \(SyncServerKind.allCases.map(\.displayName).spoken) server, checking the "
            + "login; the password is read from standard input or from a file only you can read, and kept "
            + "beside the library, or comes from a command run at each sync, and is kept nowhere",
        fields: [
            .choice("kind", \.kind), .address("url", \.url, missing: "give the server's address as url="),
            .required("user", \.user, missing: "give the user name as user="),
            .text("password-from", \.passwordFrom),
            .text("password-file", \.passwordFile), .text("password-command", \.passwordCommand),
            .text("name", \.name),
        ],
        command: CommandForm(
            "account add",
            arguments: [
                ArgumentSpec("KIND", "the server's API: \(SyncServerKind.allCases.map(\.rawValue).spoken)"),
                ArgumentSpec(
                    "URL",
                    "the server's address ("
                        + SyncServerKind.allCases.map { "\($0.displayName): \($0.addressHint)" }.joined(
                            separator: "; ") + ")"),
            ],
            options: [
                CommandOptions.user, CommandOptions.passwordFromInput, CommandOptions.passwordFile,
                CommandOptions.passwordCommand, CommandOptions.accountName,
            ], json: true
        ) { arguments, environment throws(UsageError) in
            let command = "account add"
            guard let kind = SyncServerKind(rawValue: arguments.positionals[0].lowercased()) else {
                throw UsageError(
                    "'\(arguments.positionals[0])' is not a server kind; use "
                        + SyncServerKind.allCases.map(\.rawValue).spoken, command: command)
            }
            guard let user = try arguments[CommandOptions.user], !user.isEmpty else {
                throw UsageError(
                    "give the user to log in as with \(CommandOptions.user.name) NAME", command: command)
            }
            let password: PasswordSource
            if let file = try arguments[CommandOptions.passwordFile] {
                password = .file(environment.absolutePath(file))
            } else if try arguments[CommandOptions.passwordFromInput] {
                password = .standardInput
            } else if let program = try arguments[CommandOptions.passwordCommand] {
                password = .command(program)
            } else {
                throw UsageError(
                    "give the password with \(CommandOptions.passwordFromInput.name), "
                        + "\(CommandOptions.passwordFile.name) FILE or \(CommandOptions.passwordCommand.name) "
                        + "CMD; it is never an argument",
                    command: command)
            }
            return AccountAddParameters(
                kind: kind, url: try environment.webAddress(arguments.positionals[1], command: command),
                user: user, password: password, name: try arguments[CommandOptions.accountName])
        })

    public static let removeAccount = Route<AccountParameters>(
        "tidings://accounts/remove",
        help: "remove an account and its feeds; starred articles stay, and the server is not changed",
        fields: [.required("name", \.name, missing: "name the account as name=")],
        command: CommandForm(
            "account remove", arguments: [ArgumentSpec("NAME", "the account's name")], json: true
        ) {
            arguments, _ in AccountParameters(name: arguments.positionals[0])
        })

    public static let accountSubscribe = Route<AccountSubscribeParameters>(
        "tidings://accounts/subscribe",
        help: "follow a feed through an account: the server subscribes to it and fetches it ("
            + SyncServerKind.subscriptionSupport + ")",
        fields: [
            .required("account", \.account, missing: "name the account as account="),
            .address("url", \.url, missing: "give the feed's address as url="), .text("category", \.category),
        ],
        command: CommandForm(
            "account subscribe",
            arguments: [
                ArgumentSpec("NAME", "the account's name"), ArgumentSpec("URL", "the feed's address"),
            ],
            options: [CommandOptions.category], json: true
        ) { arguments, environment throws(UsageError) in
            AccountSubscribeParameters(
                account: arguments.positionals[0],
                url: try environment.webAddress(arguments.positionals[1], command: "account subscribe"),
                category: try arguments[CommandOptions.category])
        })

    public static let accountUnsubscribe = Route<FeedReferenceParameters>(
        "tidings://accounts/unsubscribe",
        help: "stop following an account's feed on its server (" + SyncServerKind.subscriptionSupport
            + "); starred articles stay",
        fields: [.required("feed", \.feed, missing: "name the feed as feed=")],
        command: CommandForm(
            "account unsubscribe", arguments: [ArgumentSpec("FEED", "the feed's id, URL or title")],
            json: true
        ) { arguments, _ in FeedReferenceParameters(feed: arguments.positionals[0]) })

    public static let accountMove = Route<AccountMoveParameters>(
        "tidings://accounts/move",
        help: "move an account's feed into another folder on its server; its tags follow (Google Reader API; "
            + "Tiny Tiny RSS's and Fever's APIs cannot)",
        fields: [
            .required("feed", \.feed, missing: "name the feed as feed="),
            .required("folder", \.folder, missing: "name the folder as folder="),
        ],
        command: CommandForm(
            "account move",
            arguments: [
                ArgumentSpec("FEED", "the feed's id, URL or title"),
                ArgumentSpec("FOLDER", "the server's folder"),
            ],
            json: true
        ) { arguments, _ throws(UsageError) in
            let folder = WhiteSpace.trimmingSpaces(arguments.positionals[1])
            guard !folder.isEmpty else {
                throw UsageError("the folder's name is empty", command: "account move")
            }
            return AccountMoveParameters(feed: arguments.positionals[0], folder: folder)
        })

    public static let completion = Route<CompletionParameters>(
        "tidings://completion/{shell}",
        help: "print the shell completion script (source <(tidings completion bash))",
        fields: [.choice("shell", \.shell)], needsLibrary: false,
        command: CommandForm(
            "completion",
            arguments: [ArgumentSpec("SHELL", "bash, zsh or fish", completes: .words(of: Shell.self))]
        ) {
            arguments, _ throws(UsageError) in
            let text = arguments.positionals[0]
            guard let shell = Shell(rawValue: text) else {
                throw UsageError(
                    "completion is available for bash, zsh and fish, not '\(text)'", command: "completion")
            }
            return CompletionParameters(shell: shell)
        })
}
