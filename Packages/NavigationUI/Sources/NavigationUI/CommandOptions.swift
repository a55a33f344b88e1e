public import FilterLogic
public import FoundationEssentials
public import LibraryModelLogic

/// Every command-line option of Tidings, each declared once, typed: its name, its value, its help
/// and its completion. The routes' command forms list these and read them (`arguments[option]`);
/// parsing, `--help` and the shell completions come from the same declarations. This file and
/// the global options below are the only places an option's name is written (`make check`'s
/// `typed-options` rule).
public enum CommandOptions {
    // MARK: Global options, taken anywhere on the command line

    /// `--json`: JSON instead of text, on the commands that have it.
    public static let json = OptionSpec("--json", "print JSON instead of text (see the README for its shape)")
    /// `--data-dir DIR`: the library to use.
    public static let dataDirectory = OptionSpec(
        "--data-dir", value: "DIR",
        "the library to use (default: $TIDINGS_HOME, else $XDG_DATA_HOME/tidings)",
        completes: .files)
    /// `-h`, `--help`: help for the program or a command.
    public static let help = OptionSpec("--help", alias: "-h", "show this help")
    /// `--version`: print the version.
    public static let version = OptionSpec("--version", "print the version")
    /// The global options, in the order help lists them.
    public static let global = [dataDirectory, json, help, version]

    // MARK: Narrowing to a part of the library

    public static let feed = CommandOption.text("--feed", value: "F", "only this feed (id, URL or title)")
    public static let tag = CommandOption.text("--tag", value: "T", "only the feeds with this tag")
    public static let articleFilter = CommandOption.oneOf(
        [
            (ArticleFilter.unread, "only unread articles"),
            (.today, "only articles from the last 24 hours"), (.starred, "only starred articles"),
        ], group: "filter")
    public static let filter = CommandOption.expression(
        "--filter", value: "EXPR",
        "only articles EXPR matches, in newsboat's filter language: title =~ \"swift\" and age < 7")
    public static let query = CommandOption.text(
        "--query", value: "NAME", "only what this query feed matches")
    public static let limit = CommandOption.positiveInteger(
        "--limit", value: "N", "at most N articles (default: interface.pageSize)")
    public static let before = CommandOption.date(
        "--before", value: "DATE", "only articles older than DATE (2026-11-01, an ISO 8601 time, or 7d, 12h)")
    public static let allFeeds = CommandOption.flag("--all", "hidden feeds too, marked hidden")

    // MARK: Changing articles and feeds

    public static let articleState = CommandOption.oneOf(
        [
            (ArticleStateChange.read, "mark read"), (.unread, "mark unread"), (.star, "star"),
            (.unstar, "unstar"),
        ], group: "state")
    public static let newFeedTags = CommandOption.texts("--tag", value: "T", "put a tag on the new feed")
    public static let newFeedText = CommandOption.oneOf(
        [
            (
                FeedTextKept.fullText,
                "keep the whole article of each new item, fetched from its page at refresh"
            )
        ],
        group: "text")
    public static let fullTextOff = CommandOption.flag(
        "--off", "keep only the feed's own text from now on (full texts kept so far stay)")
    public static let tabSeparated = CommandOption.flag(
        "--tsv",
        "print a line an item as the feed is read, tab-separated as sfeed(5) lays it out (time, title, "
            + "link, content, content type, id, author, enclosure, categories)")
    public static let shareTo = CommandOption.choice(
        "--to", value: "WHERE", "clipboard, browser, email or file", ShareDestination.self)
    public static let downloadsAction = CommandOption.oneOf(
        [
            (DownloadsAction.run, "download the queue with downloads.concurrency at once"),
            (.clearDone, "remove finished entries from the queue (the files stay)"),
        ], group: "action")

    // MARK: Query feeds and ignore rules

    public static let queryFeedTags = CommandOption.texts(
        "--tag", value: "T", "file the query feed under this tag")
    public static let ruleFeed = CommandOption.text(
        "--feed", value: "F", "only this feed's articles (id, URL or title)")
    public static let hide = CommandOption.flag(
        "--hide", "store them, but keep them out of every list and count")

    // MARK: Moving from newsboat

    public static let newsboatFolder = CommandOption.text(
        "--from", value: "DIR",
        "the folder holding urls, config and cache.db (default: where newsboat keeps them)",
        completes: .files)
    public static let dryRun = CommandOption.flag("--dry-run", "print the report and change nothing")
    public static let starFlag = CommandOption.text(
        "--star-flag", value: "LETTER", "the flag letter taken as starred (default: s)")

    // MARK: Sync accounts

    public static let account = CommandOption.text("--account", value: "NAME", "only this account")
    public static let user = CommandOption.text(
        "--user", value: "NAME", "the user to log in as (Fever: the e-mail address)")
    public static let passwordFromInput = CommandOption.flag(
        "--password-stdin", "read the password from standard input's first line", group: "password")
    public static let passwordFile = CommandOption.text(
        "--password-file", value: "FILE", "read the password from a file only you can read",
        completes: .files,
        group: "password")
    public static let passwordCommand = CommandOption.text(
        "--password-command", value: "CMD",
        "run CMD at each sync (no shell: words, quotes) and take its first line as the password: pass, "
            + "gopass, secret-tool, keepassxc-cli", group: "password")
    public static let accountName = CommandOption.text(
        "--name", value: "NAME", "what to call the account (default: the server's host)")
    public static let category = CommandOption.text(
        "--category", value: "C", "the server's category to put it in")

    // MARK: Whole articles

    public static let articleText = CommandOption.oneOf(
        [
            (ArticleTextRequest.full, "fetch the article's page now, extract the whole article and keep it"),
            (.feedText, "show the feed's own text, not the full text kept"),
        ], group: "text")
    public static let pageAddress = CommandOption.text(
        "--url", value: "URL",
        "the address a saved page came from: its relative links and the site's hints resolve against it")
}
