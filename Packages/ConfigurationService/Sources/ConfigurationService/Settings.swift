/// Every setting of Tidings, each declared once: its key, type, default, range and what it does.
/// The code reads them typed (`configuration[Settings.Network.concurrency]`); the loader checks
/// every value given against them; `Config/Tidings.plist`, `tidings config` and the README's
/// settings table are written from them (`SettingsDocument`). A new setting is one line here.
public enum Settings {
    /// How Tidings talks to servers.
    public enum Network {
        public static let userAgent = Setting<String>(
            "network.userAgent", "Tidings/0.1 (terminal feed reader)",
            "Sent with every request.")
        public static let connectTimeoutSeconds = Setting<Double>(
            "network.connectTimeoutSeconds", 10, range: 0.1...600,
            "Seconds allowed to establish a connection, DNS and TLS included.")
        public static let requestTimeoutSeconds = Setting<Double>(
            "network.requestTimeoutSeconds", 30, range: 0.1...86_400,
            "Seconds allowed for a whole request, from connecting to the last body byte.")
        public static let maxRedirects = Setting<Int>(
            "network.maxRedirects", 8, range: 0...50,
            "Redirects followed before a request fails; a loop fails at once.")
        public static let maxResponseBytes = Setting<Int>(
            "network.maxResponseBytes", 16_777_216, range: 1_024...4_294_967_296,
            "Largest response body accepted, enforced while the body streams in.")
        public static let retryLimit = Setting<Int>(
            "network.retryLimit", 2, range: 0...10,
            "Retries after a 429 or 503 answer.")
        public static let retryAfterMaxSeconds = Setting<Double>(
            "network.retryAfterMaxSeconds", 30, range: 0...86_400,
            "Longest Retry-After wait honoured; a longer request fails instead of waiting.")
        public static let concurrency = Setting<Int>(
            "network.concurrency", 24, range: 1...256,
            "Requests in flight at once, over all hosts.")
        public static let concurrencyPerHost = Setting<Int>(
            "network.concurrencyPerHost", 6, range: 1...64,
            "Requests in flight at once to one host.")
    }

    /// How filters and query feeds run.
    public enum Filters {
        public static let timeBudgetMilliseconds = Setting<Int>(
            "filters.timeBudgetMilliseconds", 2_000, range: 10...600_000,
            "Longest a filter or query feed may run over the library before it is stopped and named.")
    }

    /// How often feeds are fetched, and how failing ones are retried.
    public enum Refresh {
        public static let intervalMinutes = Setting<Int>(
            "refresh.intervalMinutes", 0, range: 0...525_600,
            "Minutes after a fetch before a refresh of all feeds (or a tag) fetches a feed again, for feeds without a refreshMinutes of their own (`tidings feed set`); refreshing a feed by name always fetches it. 0: every refresh fetches every feed."
        )
        public static let backoffBaseMinutes = Setting<Double>(
            "refresh.backoffBaseMinutes", 10, range: 0...1_440,
            "Wait after a feed's first failure before it is fetched again; doubles per failure.")
        public static let backoffMaxHours = Setting<Double>(
            "refresh.backoffMaxHours", 24, range: 0...8_760,
            "Longest wait between attempts on a failing feed.")
        public static let programTimeoutSeconds = Setting<Double>(
            "refresh.programTimeoutSeconds", 60, range: 1...3_600,
            "Seconds the program of an exec: or filter: feed may run before it is stopped and the feed fails."
        )
    }

    /// How accounts on sync servers are synced.
    public enum Sync {
        public static let fullStateCheckHours = Setting<Double>(
            "sync.fullStateCheckHours", 24, range: 0...8_760,
            "Hours between syncs that ask a server for the read and starred state of every article; the syncs in between ask only for the feeds whose unread or starred counts changed (0: every sync asks for all)."
        )
        public static let syncOnReaderStart = Setting<Bool>(
            "sync.syncOnReaderStart", true,
            "Whether the interactive reader syncs every account as it opens. The sync runs in the background with its steps in the status line; the reader opens from the local library at once, and a server that is down or slow never delays it."
        )
        public static let pagesAtOnce = Setting<Int>(
            "sync.pagesAtOnce", 2, range: 1...8,
            "Pages of 200 new articles asked for at once in a first or long pull from Tiny Tiny RSS, which spends most of a sync preparing them; 1 asks for one at a time."
        )
        public static let passwordCommandTimeoutSeconds = Setting<Double>(
            "sync.passwordCommandTimeoutSeconds", 30, range: 1...600,
            "Seconds an account's password command may run before it is stopped and the sync fails; a pinentry waiting for a passphrase counts."
        )
    }

    /// How long read articles are kept.
    public enum Retention {
        public static let days = Setting<Int>(
            "retention.days", 90, range: 1...36_500,
            "Read articles older than this are deleted; starred and unread ones are kept.")
        public static let itemsPerFeed = Setting<Int>(
            "retention.itemsPerFeed", 500, range: 1...1_000_000,
            "Read articles beyond this many per feed are deleted, oldest first.")
    }

    /// Limits on the documents the parsers accept.
    public enum Parser {
        public static let maxDocumentBytes = Setting<Int>(
            "parser.maxDocumentBytes", 16_777_216, range: 1_024...4_294_967_296,
            "Largest feed or OPML document parsed, also when read from a local file.")
        public static let maxEntriesPerList = Setting<Int>(
            "parser.maxEntriesPerList", 500, range: 1...100_000,
            "Enclosures, authors and categories kept per item; the rest are dropped with a warning.")
        public static let maxTitleCharacters = Setting<Int>(
            "parser.maxTitleCharacters", 2_048, range: 16...1_000_000,
            "Characters kept of a feed's or an item's title; a longer one is cut with a warning.")
    }

    /// Where the library lives.
    public enum Storage {
        public static let directoryName = Setting<String>(
            "storage.directoryName", "tidings",
            "Folder name under $XDG_DATA_HOME and $XDG_CONFIG_HOME.")
        public static let databaseFileName = Setting<String>(
            "storage.databaseFileName", "library.sqlite",
            "The library's SQLite file, inside the data directory.")
        public static let accountsFolderName = Setting<String>(
            "storage.accountsFolderName", "accounts",
            "The folder inside the data directory that keeps sync accounts' passwords, one file each, readable only by you."
        )
        public static let busyTimeoutMilliseconds = Setting<Int>(
            "storage.busyTimeoutMilliseconds", 5_000, range: 0...600_000,
            "How long a writer waits for another process's lock before failing as busy.")
        public static let readerCount = Setting<Int>(
            "storage.readerCount", 2, range: 1...64,
            "Read-only connections that serve reads while the writer writes.")
        public static let pageCacheBytes = Setting<Int>(
            "storage.pageCacheBytes", 1_048_576, range: 65_536...1_073_741_824,
            "The most memory each connection to the library keeps of its pages.")
    }

    /// The outside programs that share an article.
    public enum Share {
        public static let clipboardCommands = Setting<[[String]]>(
            "share.clipboardCommands",
            [
                ["wl-copy"], ["xclip", "-selection", "clipboard"], ["xsel", "--clipboard", "--input"],
                ["pbcopy"],
            ],
            "Clipboard programs, tried in order; the first one installed is used.")
        public static let useBrowserVariable = Setting<Bool>(
            "share.useBrowserVariable", true,
            "Whether $BROWSER, when set, is tried before browserCommands.")
        public static let browserCommands = Setting<[[String]]>(
            "share.browserCommands", [["xdg-open"], ["open"]],
            "Programs that open a URL (web pages and mailto: links), tried in order.")
        public static let markdownDirectory = Setting<String>(
            "share.markdownDirectory", ".",
            "Where `share` writes Markdown when its target is `file`; relative paths start at the working "
                + "directory.")
        public static let timeoutSeconds = Setting<Double>(
            "share.timeoutSeconds", 10, range: 0.1...3_600,
            "Longest wait for a sharing program (clipboard, mail) to finish.")
        public static let launchWaitSeconds = Setting<Double>(
            "share.launchWaitSeconds", 3, range: 0...60,
            "How long a browser opener may take to start before it is left running on its own.")
    }

    /// Whole articles fetched from their pages (`extract`, `read --full`, full-text feeds).
    public enum FullText {
        public static let maxPageBytes = Setting<Int>(
            "fullText.maxPageBytes", 8_388_608, range: 1_024...268_435_456,
            "Largest web page fetched or read for its article; a larger one fails.")
        public static let timeoutSeconds = Setting<Double>(
            "fullText.timeoutSeconds", 20, range: 0.1...600,
            "Seconds allowed for fetching one page for its article.")
        public static let concurrency = Setting<Int>(
            "fullText.concurrency", 4, range: 1...32,
            "Pages of full-text feeds' new articles fetched at once during a refresh.")
        public static let retryAfterMinutes = Setting<Double>(
            "fullText.retryAfterMinutes", 60, range: 1...10_080,
            "After a full-text feed's page fails, the refresh waits this long before trying it again, "
                + "then twice as long after each further failure.")
        public static let maxAttempts = Setting<Int>(
            "fullText.maxAttempts", 6, range: 1...100,
            "Failed fetches of one page after which refreshes stop trying it; reading the article in full "
                + "still fetches it.")
    }

    /// Enclosure downloads.
    public enum Downloads {
        public static let directory = Setting<String>(
            "downloads.directory", "downloads",
            "Where enclosures are saved; relative paths start in the data directory.")
        public static let concurrency = Setting<Int>(
            "downloads.concurrency", 3, range: 1...32,
            "Downloads in flight at once.")
        public static let maxFileBytes = Setting<Int>(
            "downloads.maxFileBytes", 4_294_967_296, range: 1...1_099_511_627_776,
            "Largest file downloaded (bytes); downloads have no total time limit.")
        public static let stallTimeoutSeconds = Setting<Double>(
            "downloads.stallTimeoutSeconds", 60, range: 1...86_400,
            "A download that receives nothing for this long fails, and can be resumed.")
        public static let playerCommand = Setting<[String]>(
            "downloads.playerCommand", ["mpv", "--no-video"],
            "Plays a finished download; the file's path is appended as the last argument.")
    }

    /// Notifications that say what a refresh or sync brought.
    public enum Notifications {
        public static let enabled = Setting<Bool>(
            "notifications.enabled", false,
            "Whether a refresh or sync that brings new articles (in the reader, or `tidings refresh` from a timer or cron) says which feeds, how many and the newest titles: through the desktop's notification service when one answers on the session bus, else through notifications.command."
        )
        public static let command = Setting<[String]>(
            "notifications.command", [],
            "A program that shows the notification when no desktop service answers (newsboat's notify-program), run with the summary and the body as its last two arguments, never through a shell; empty for none."
        )
        public static let quietHours = Setting<String>(
            "notifications.quietHours", "",
            "A span of local time when nothing is shown, such as 22:00-07:00; empty for none.")
        public static let mutedFeeds = Setting<[String]>(
            "notifications.mutedFeeds", [],
            "Feeds whose new articles are never told, each by its address or its title.")
        public static let mutedTags = Setting<[String]>(
            "notifications.mutedTags", [],
            "Tags whose feeds' new articles are never told.")
        public static let titlesPerFeed = Setting<Int>(
            "notifications.titlesPerFeed", 3, range: 0...20,
            "Newest titles given for each feed.")
        public static let timeoutSeconds = Setting<Double>(
            "notifications.timeoutSeconds", 10, range: 0.1...600,
            "Longest the desktop service or the command may take to show one.")
    }

    /// Pictures in the reader.
    public enum Pictures {
        public static let mode = Setting<String>(
            "pictures.mode", "auto",
            "How the interactive reader draws an article's pictures (its images, its enclosures of image type, a full text's lead image) below the text that holds them. auto: in the pixels of kitty's protocol (kitty, WezTerm, Ghostty), iTerm2's (iTerm2) or sixels (a terminal that answers it draws them), else in Unicode block symbols; symbols inside tmux or screen; none without colours (NO_COLOR, TERM=dumb) or in a command's output. symbols, kitty, sixels and iterm2 force that way; off leaves the [image…] markers only."
        )
        public static let maxRows = Setting<Int>(
            "pictures.maxRows", 24, range: 1...500,
            "Most rows one picture takes; its width is the text's.")
        public static let maxBytes = Setting<Int>(
            "pictures.maxBytes", 8_388_608, range: 1_024...268_435_456,
            "Largest picture fetched, in bytes; a larger one is refused while it streams in.")
        public static let maxPixels = Setting<Int>(
            "pictures.maxPixels", 40_000_000, range: 1...1_000_000_000,
            "Most pixels a picture's header may claim (width × height); a picture claiming more is refused before it is decoded, as is one with a side over 20000 pixels."
        )
        public static let timeoutSeconds = Setting<Double>(
            "pictures.timeoutSeconds", 20, range: 0.1...600,
            "Seconds allowed for fetching one picture.")
        public static let cacheMegabytes = Setting<Int>(
            "pictures.cacheMegabytes", 200, range: 0...100_000,
            "Megabytes of fetched pictures kept on disk (in the library's folder), so that an article read again, or offline, draws its pictures without the network; the ones fetched longest ago go first."
        )
        public static let cacheDays = Setting<Int>(
            "pictures.cacheDays", 30, range: 1...3_650,
            "Days a fetched picture is kept before it is fetched again.")
    }

    /// Screen and listing behaviour.
    public enum Interface {
        public static let pageSize = Setting<Int>(
            "interface.pageSize", 50, range: 1...1_000,
            "Articles per page in timelines and search results.")
        public static let mouse = Setting<Bool>(
            "interface.mouse", true,
            "Whether the interactive reader takes the mouse where the terminal reports it: a click selects a row, a click on the selected row opens it, the wheel scrolls. Off leaves the mouse to the terminal (selecting text with it); with it on, most terminals select text with Shift held."
        )
    }

    /// Every setting, in the order the plist and the README list them.
    public static let all: [any AnySetting] = [
        Network.userAgent, Network.connectTimeoutSeconds, Network.requestTimeoutSeconds, Network.maxRedirects,
        Network.maxResponseBytes, Network.retryLimit, Network.retryAfterMaxSeconds, Network.concurrency,
        Network.concurrencyPerHost, Filters.timeBudgetMilliseconds, Refresh.intervalMinutes,
        Refresh.backoffBaseMinutes,
        Refresh.backoffMaxHours, Refresh.programTimeoutSeconds,
        Sync.fullStateCheckHours, Sync.syncOnReaderStart, Sync.pagesAtOnce,
        Sync.passwordCommandTimeoutSeconds, Retention.days,
        Retention.itemsPerFeed, Parser.maxDocumentBytes, Parser.maxEntriesPerList, Parser.maxTitleCharacters,
        Storage.directoryName, Storage.databaseFileName, Storage.accountsFolderName,
        Storage.busyTimeoutMilliseconds, Storage.readerCount, Storage.pageCacheBytes, Share.clipboardCommands,
        Share.useBrowserVariable, Share.browserCommands, Share.markdownDirectory, Share.timeoutSeconds,
        Share.launchWaitSeconds, FullText.maxPageBytes, FullText.timeoutSeconds, FullText.concurrency,
        FullText.retryAfterMinutes, FullText.maxAttempts, Downloads.directory,
        Downloads.concurrency, Downloads.maxFileBytes,
        Downloads.stallTimeoutSeconds, Downloads.playerCommand, Notifications.enabled, Notifications.command,
        Notifications.quietHours, Notifications.mutedFeeds, Notifications.mutedTags,
        Notifications.titlesPerFeed,
        Notifications.timeoutSeconds, Pictures.mode, Pictures.maxRows, Pictures.maxBytes, Pictures.maxPixels,
        Pictures.timeoutSeconds, Pictures.cacheMegabytes, Pictures.cacheDays, Interface.pageSize,
        Interface.mouse,
    ]

    /// How a range reads in messages, the plist's comments and the README: "1 to 256".
    public static func phrase(_ range: ClosedRange<Double>) -> String {
        "\(SettingValue.real(range.lowerBound).displayText) to \(SettingValue.real(range.upperBound).displayText)"
    }

    /// The setting of `key`, or nil.
    public static func named(_ key: String) -> (any AnySetting)? {
        byKey[key]
    }

    /// Every setting by its key: loading the configuration asks for each.
    private static let byKey = Dictionary(all.map { ($0.key, $0) }) { first, _ in first }
}
