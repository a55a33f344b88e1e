import ConfigurationService
import FilterLogic
import FoundationEssentials
import LibraryModelLogic
import NewsboatService

/// What an import will do, read from `urls` and `config` before the library is touched: the
/// feeds, query feeds and ignore rules to add, the settings to write, and the lines that have no
/// counterpart. Building it changes nothing; a value newsboat would refuse is an error.
struct NewsboatPlan {
    struct Feed {
        var url: URL
        /// The address as `urls` wrote it, which is the cache's key for the feed.
        var address: String
        var tags: [String]
        var title: String?
        var isHidden: Bool
    }

    struct Query {
        var name: String
        var expression: FilterExpression
        var tags: [String]
    }

    struct Rule {
        var expression: FilterExpression
        /// The feed's address as the config wrote it, or nil for every feed (`*`).
        var feedAddress: String?
        var location: SourceLine
        var text: String
    }

    struct Setting {
        var key: String
        var value: SettingValue
        /// A newsboat default rather than a line of its config: written only where the plist
        /// does not already choose.
        var onlyWhenUnset: Bool
    }

    var feeds: [Feed] = []
    var queries: [Query] = []
    var rules: [Rule] = []
    /// `ignore-mode display`: the rules hide rather than drop.
    var rulesHide = false
    /// `download-full-page yes`: every feed keeps its new articles' full texts.
    var keepsFullText = false
    var settings: [Setting] = []
    /// The sync account `urls-source` names, when it names one Tidings can add.
    var account: PlannedAccount?
    var notImported: [NotImported] = []
    /// newsboat's sync lines, read as they come and planned at the end.
    private var accountPlan = NewsboatAccountPlan()
    /// The feed addresses planned so far, to report a repeat.
    private var seenAddresses: Set<String> = []
    /// The settings keys a config line set, which newsboat's defaults leave alone.
    private var explicitKeys: Set<String> = []
    /// newsboat's `auto-reload` and `reload-time` lines, planned together at the end.
    private var reloading = NewsboatReloading()

    /// The plan for `urls` and, when there is one, `config`, leaving out the config lines the
    /// interface maps itself (`handled`).
    init(urls: NewsboatURLsFile, urlsFile: URL, config: NewsboatConfigFile?, handled: Set<SourceLine>)
        throws(MigrationError)
    {
        for entry in urls.entries {
            planURLsEntry(entry, file: urlsFile)
        }
        for directive in config?.directives ?? [] {
            let location = SourceLine(file: directive.file, line: directive.line)
            guard !handled.contains(location) else { continue }
            try planDirective(directive, location: location)
        }
        let planned = accountPlan.plan()
        account = planned.account
        notImported += planned.notImported
        let reload = reloading.plan(
            intervalKey: Self.refreshInterval, maximum: Self.maximum(Self.refreshInterval))
        settings += reload.settings.map { Setting(key: $0.key, value: $0.value, onlyWhenUnset: false) }
        notImported += reload.notImported
        // newsboat keeps every article unless told otherwise; Tidings' defaults would let read
        // ones go after 90 days, so the import keeps newsboat's behaviour where the plist is silent.
        for key in [Self.retentionDays, Self.retentionItems] where !explicitKeys.contains(key) {
            settings.append(Setting(key: key, value: .integer(Self.maximum(key)), onlyWhenUnset: true))
        }
    }

    // MARK: urls

    private mutating func planURLsEntry(_ entry: NewsboatURLsFile.Entry, file: URL) {
        let location = SourceLine(file: file, line: entry.line)
        func skip(_ reason: String) {
            notImported.append(NotImported(location: location, text: entry.text, reason: reason))
        }
        let tags = Self.tags(entry.tags)
        guard !entry.runsCommand else {
            return skip("it runs a command in backticks, which the import does not run")
        }
        switch entry.source {
        case .feed(let address):
            guard let url = URL(string: address), ["http", "https"].contains(url.scheme?.lowercased()),
                url.host != nil
            else {
                return skip(
                    "'\(address)' is not an http or https address, the only feeds Tidings follows from a file"
                )
            }
            guard seenAddresses.insert(address).inserted else {
                return skip("this feed is listed on an earlier line")
            }
            feeds.append(
                Feed(
                    url: url, address: address, tags: tags, title: entry.title.flatMap(Tag.normalized),
                    isHidden: entry.isHidden))
        case .query(let name, let filter):
            guard let name = Tag.normalized(name) else { return skip("the query feed has no name") }
            do {
                queries.append(
                    Query(name: name, expression: try FilterExpression(parsing: filter), tags: tags))
            } catch {
                skip("its filter does not read here (\(error)); add it by hand with `tidings query add`")
            }
        case .command(let command):
            // The user's own urls file may name feeds their programs make, as their command line may.
            guard let url = FeedSource(typed: "exec:" + command)?.url else {
                return skip("the exec: feed names no command")
            }
            if let reason = planProgramFeed(url: url, address: "exec:" + command, entry: entry, tags: tags) {
                skip(reason)
            }
        case .filtered(let command, let address):
            guard let url = FeedSource(typed: "filter:" + command + ":" + address)?.url else {
                return skip("the filter: feed needs a program and an http, https or file address")
            }
            let written = "filter:" + command + ":" + address
            if let reason = planProgramFeed(url: url, address: written, entry: entry, tags: tags) {
                skip(reason)
            }
        }
    }

    /// An `exec:` or `filter:` feed, kept under its `FeedSource` URL and its address as written;
    /// why it is not, when it is not.
    private mutating func planProgramFeed(
        url: URL, address: String, entry: NewsboatURLsFile.Entry, tags: [String]
    ) -> String? {
        guard seenAddresses.insert(address).inserted else {
            return "this feed is listed on an earlier line"
        }
        feeds.append(
            Feed(
                url: url, address: address, tags: tags, title: entry.title.flatMap(Tag.normalized),
                isHidden: entry.isHidden))
        return nil
    }

    /// Tags trimmed, without repeats in any case, in order.
    static func tags(_ names: [String]) -> [String] {
        var kept: [String] = []
        for name in names.compactMap(Tag.normalized) where !kept.contains(where: { Tag.same($0, name) }) {
            kept.append(name)
        }
        return kept
    }

    // MARK: config

    static let browserCommands = Settings.Share.browserCommands.key
    static let useBrowserVariable = Settings.Share.useBrowserVariable.key
    static let concurrency = Settings.Network.concurrency.key
    static let retentionDays = Settings.Retention.days.key
    static let retentionItems = Settings.Retention.itemsPerFeed.key
    static let notificationsEnabled = Settings.Notifications.enabled.key
    static let notificationCommand = Settings.Notifications.command.key
    static let refreshInterval = Settings.Refresh.intervalMinutes.key
    static let userAgent = Settings.Network.userAgent.key

    /// The largest value Tidings takes for a numeric setting: what stands for "no limit".
    static func maximum(_ key: String) -> Int {
        Int(Settings.named(key)?.range?.upperBound ?? Double(Int32.max))
    }

    private mutating func planDirective(_ directive: NewsboatConfigFile.Directive, location: SourceLine)
        throws(MigrationError)
    {
        func skip(_ reason: String) {
            notImported.append(NotImported(location: location, text: directive.text, reason: reason))
        }
        func invalid(_ reason: String) -> MigrationError {
            .invalidSetting(file: directive.file, line: directive.line, reason: reason)
        }
        guard !directive.runsCommand else {
            return skip("it runs a command in backticks, which the import does not run")
        }
        let arguments = directive.arguments
        if NewsboatAccountPlan.reads(directive.command) {
            return accountPlan.read(
                directive.command, value: arguments.first ?? "", location: location, text: directive.text)
        }
        switch directive.command {
        case "browser":
            guard let command = arguments.first.flatMap(BrowserCommand.arguments(for:)) else {
                throw invalid("browser needs a command, such as browser \"firefox %u\"")
            }
            settings.append(
                Setting(
                    key: Self.browserCommands, value: .array([.array(command.map(SettingValue.string))]),
                    onlyWhenUnset: false))
            settings.append(
                Setting(key: Self.useBrowserVariable, value: .boolean(false), onlyWhenUnset: false))
        case "reload-threads":
            let threads = try Self.number(arguments, directive, minimum: 1)
            settings.append(
                Setting(
                    key: Self.concurrency, value: .integer(min(threads, Self.maximum(Self.concurrency))),
                    onlyWhenUnset: false))
        case "max-items", "keep-articles-days":
            let key = directive.command == "max-items" ? Self.retentionItems : Self.retentionDays
            let number = try Self.number(arguments, directive, minimum: 0)
            let value = number == 0 ? Self.maximum(key) : min(number, Self.maximum(key))
            settings.append(Setting(key: key, value: .integer(value), onlyWhenUnset: false))
            explicitKeys.insert(key)
        case "ignore-article":
            guard arguments.count == 2 else {
                throw invalid("ignore-article takes a feed's address (or *) and a filter")
            }
            do {
                rules.append(
                    Rule(
                        expression: try FilterExpression(parsing: arguments[1]),
                        feedAddress: arguments[0] == "*" ? nil : arguments[0], location: location,
                        text: directive.text))
            } catch {
                skip("its filter does not read here (\(error)); add it by hand with `tidings ignore add`")
            }
        case "download-full-page":
            switch arguments.first?.lowercased() {
            case "yes", "true": keepsFullText = true
            case "no", "false": keepsFullText = false
            default: throw invalid("download-full-page is yes or no")
            }
        case "ignore-mode":
            switch arguments.first {
            case "download": rulesHide = false
            case "display": rulesHide = true
            default: throw invalid("ignore-mode is download or display")
            }
        case "auto-reload", "reload-time":
            try reloading.read(directive, location: location)
        case "user-agent":
            guard let agent = arguments.first, !agent.isEmpty else {
                throw invalid("user-agent needs a value")
            }
            settings.append(Setting(key: Self.userAgent, value: .string(agent), onlyWhenUnset: false))
        case "notify-program":
            // newsboat runs it with the message as its argument (no shell); Tidings runs it with
            // the summary and the body, and only when no desktop notification service answers.
            guard let program = arguments.first, !program.isEmpty else {
                throw invalid("notify-program needs a program, such as notify-program \"notify-send\"")
            }
            settings.append(
                Setting(
                    key: Self.notificationCommand, value: .array([.string(program)]), onlyWhenUnset: false))
            settings.append(
                Setting(key: Self.notificationsEnabled, value: .boolean(true), onlyWhenUnset: false))
        default:
            skip(Self.noCounterpart(directive.command))
        }
    }

    /// A whole number of at least `minimum` as a command's one argument.
    private static func number(
        _ arguments: [String], _ directive: NewsboatConfigFile.Directive, minimum: Int
    ) throws(MigrationError) -> Int {
        guard arguments.count == 1, let number = Int(arguments[0]), number >= minimum else {
            throw .invalidSetting(
                file: directive.file, line: directive.line,
                reason: "\(directive.command) takes a whole number of at least \(minimum), "
                    + "not '\(arguments.joined(separator: " "))'")
        }
        return number
    }

    /// Why a config command has no counterpart, with what to do where there is something.
    static func noCounterpart(_ command: String) -> String {
        switch command {
        case "define-filter":
            return "save the filter as a query feed with `tidings query add NAME EXPR`"
        case "highlight", "highlight-article":
            return "Tidings does not colour text by pattern"
        case "notify-format":
            return "Tidings writes its own notification text: the feeds, their counts and the newest titles"
        case "notify-always":
            return "Tidings notifies only when a refresh brings new articles (notifications.enabled)"
        case "notify-beep", "notify-screen", "notify-xterm":
            return "Tidings notifies through the desktop or notifications.command, not the terminal"
        default:
            return "Tidings has no setting like \(command)"
        }
    }
}
