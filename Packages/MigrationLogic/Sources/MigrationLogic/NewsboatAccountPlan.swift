public import FoundationEssentials
public import SyncService

/// Where an imported account's password comes from.
public enum PlannedPassword: Equatable, Sendable {
    /// Written in newsboat's config (`freshrss-password`).
    case password(String)
    /// The first line of a file (`freshrss-passwordfile`).
    case file(String)
    /// A command whose first line of output it is (`freshrss-passwordeval`).
    case command(String)
}

/// The sync account newsboat's `urls-source` names, as Tidings adds it.
public struct PlannedAccount: Equatable, Sendable {
    public var kind: SyncServerKind
    public var url: URL
    public var user: String
    public var password: PlannedPassword
    /// newsboat's name of the source: `freshrss`, `ttrss`…
    public var source: String
    /// What the person may have to do on the server first, when anything.
    public var note: String?
}

/// newsboat's sync settings (`urls-source` and the `ttrss-`, `freshrss-`… lines) turned into
/// one account: newsboat syncs with one server at a time. The Google Reader API stands for
/// `freshrss`, `miniflux`, `feedhq` and `oldreader`; `ttrss` is Tiny Tiny RSS. What has no
/// counterpart (Inoreader's app keys, Nextcloud News, NewsBlur, Feedbin, and settings such as
/// `ttrss-flag-star`) is said, line by line.
struct NewsboatAccountPlan {
    private struct Line {
        var value: String
        var location: SourceLine
        var text: String
    }

    static let prefixes = [
        "ttrss-", "freshrss-", "miniflux-", "newsblur-", "ocnews-", "oldreader-", "inoreader-", "feedhq-",
        "feedbin-",
    ]

    private var source: Line?
    private var lines: [String: Line] = [:]

    /// Whether a config command is one this plan reads.
    static func reads(_ command: String) -> Bool {
        command == "urls-source" || prefixes.contains(where: command.hasPrefix)
    }

    /// Takes one of newsboat's sync lines (a later line of the same command wins, as in newsboat).
    mutating func read(_ command: String, value: String, location: SourceLine, text: String) {
        let line = Line(value: value, location: location, text: text)
        if command == "urls-source" { source = line } else { lines[command] = line }
    }

    /// The account, and the lines it could not use with why.
    func plan() -> (account: PlannedAccount?, notImported: [NotImported]) {
        var notImported: [NotImported] = []
        func skip(_ line: Line, _ reason: String) {
            notImported.append(NotImported(location: line.location, text: line.text, reason: reason))
        }
        // The lines of the chosen source that the account reads, used or not.
        let used: Set<String> =
            source.map { source in
                let prefix = source.value.lowercased() + "-"
                return Set(["url", "login", "password", "passwordfile", "passwordeval"].map { prefix + $0 })
            } ?? []
        let account = source.flatMap { source in planAccount(source, skip: skip) }
        for (command, line) in lines.sorted(by: { $0.value.location < $1.value.location })
        where !used.contains(command) {
            let name = String(command.prefix { $0 != "-" })
            skip(
                line,
                source?.value == name
                    ? "Tidings has no setting like \(command); the account keeps the server's own starred state"
                    : "a setting of the \(name) source, which urls-source does not choose")
        }
        return (account, notImported)
    }

    private func planAccount(_ source: Line, skip: (Line, String) -> Void) -> PlannedAccount? {
        let name = source.value.lowercased()
        let kind: SyncServerKind
        var address: String?
        var note: String?
        switch name {
        case "local":
            return nil
        case "ttrss":
            kind = .ttrss
            address = lines["ttrss-url"]?.value
        case "freshrss":
            kind = .greader
            address = lines["freshrss-url"].map { Self.greaderBase($0.value) }
        case "miniflux":
            kind = .greader
            address = lines["miniflux-url"]?.value
            note =
                "Tidings speaks Miniflux's Google Reader API: turn it on in Miniflux's settings "
                + "(Integrations), where it has a user name and password of its own"
        case "feedhq":
            kind = .greader
            address = lines["feedhq-url"]?.value ?? "https://feedhq.org/"
        case "oldreader":
            kind = .greader
            address = "https://theoldreader.com/"
        case "inoreader":
            skip(
                source,
                "Inoreader's login needs the app id and key newsboat sends, which Tidings does not yet; "
                    + "follow the feeds by exporting them from Inoreader as OPML and `tidings import FILE`")
            return nil
        case "opml":
            skip(
                source, "newsboat reads the feeds from opml-url; import that file with `tidings import FILE`")
            return nil
        default:
            skip(
                source,
                "Tidings has no adapter for \(source.value) yet; it syncs with Tiny Tiny RSS, Fever and "
                    + "Google Reader API servers (`tidings account add`)")
            return nil
        }
        let prefix = name + "-"
        guard let address, let url = URL(string: address),
            ["http", "https"].contains(url.scheme?.lowercased()),
            url.host != nil
        else {
            skip(source, "\(prefix)url is missing or not an http or https address")
            return nil
        }
        guard let user = lines[prefix + "login"]?.value, !user.isEmpty else {
            skip(source, "\(prefix)login is missing")
            return nil
        }
        let password: PlannedPassword
        if let text = lines[prefix + "password"]?.value, !text.isEmpty {
            password = .password(text)
        } else if let path = lines[prefix + "passwordfile"]?.value, !path.isEmpty {
            password = .file(path)
        } else if let command = lines[prefix + "passwordeval"]?.value, !command.isEmpty {
            password = .command(Self.argumentCommand(command))
        } else {
            skip(
                source,
                "newsboat asks for the password as it starts, and the import asks for nothing; add the account "
                    + "with `tidings account add \(kind.rawValue) \(address) --user \(user) --password-stdin`"
            )
            return nil
        }
        return PlannedAccount(kind: kind, url: url, user: user, password: password, source: name, note: note)
    }

    /// FreshRSS's Google Reader API under the address newsboat is given (its base, or the API's).
    static func greaderBase(_ address: String) -> String {
        if address.hasSuffix("greader.php") || address.hasSuffix("greader.php/") { return address }
        return (address.hasSuffix("/") ? address : address + "/") + "api/greader.php"
    }

    /// newsboat runs `*-passwordeval` through `sh -c`. A command without shell syntax runs as
    /// it is; one with a pipe, a redirection, a variable or such is handed to `sh -c` in so many
    /// words, so it does what it did in newsboat.
    static func argumentCommand(_ command: String) -> String {
        let shellSyntax = Set("|&;<>()$`*?~{}[]!#")
        guard command.contains(where: shellSyntax.contains) else { return command }
        return "sh -c '" + command.replacing("'", with: #"'\''"#) + "'"
    }
}
