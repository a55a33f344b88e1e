public import FoundationEssentials
import UnicodeTextService

/// Where a feed's document comes from: an address fetched over HTTP (or a local file), the
/// output of a program (newsboat's `exec:COMMAND`), or an address whose body a program rewrites
/// before it is read (`filter:PROGRAM:URL`).
///
/// It is kept as the feed's `url`: `exec:` followed by the command, or `filter:` followed by
/// the program, a colon and the address, the command and program percent-encoded so that the
/// whole is a URL (`exec:~/bin/feed.sh%20--all`). `text` gives them back as a person writes them.
/// Only a person's own command line or own files may name such a feed (see
/// `FeedSource.runsProgram`): a feed, an OPML file or a sync server never can.
public enum FeedSource: Equatable, Sendable {
    case web(URL)
    /// A command whose standard output is the feed, as a person wrote it (words, quotes).
    case program(command: String)
    /// A command the body fetched from `url` is passed through; its output is the feed.
    case filtered(program: String, url: URL)

    /// The source a stored feed URL names.
    public init(_ url: URL) {
        let text = url.absoluteString
        if text.hasPrefix(Self.execPrefix) {
            self = .program(command: Self.decoded(text.dropFirst(Self.execPrefix.count)))
        } else if text.hasPrefix(Self.filterPrefix),
            case let rest = text.dropFirst(Self.filterPrefix.count),
            let colon = rest.firstIndex(of: ":"),
            let address = URL(string: String(rest[rest.index(after: colon)...]))
        {
            self = .filtered(program: Self.decoded(rest[..<colon]), url: address)
        } else {
            self = .web(url)
        }
    }

    /// Reads `exec:COMMAND` or `filter:PROGRAM:URL` as a person writes them; nil for any other
    /// text, or when a part is missing (no command, no program, an address that is not http,
    /// https or file).
    public init?(typed text: String) {
        if text.hasPrefix(Self.execPrefix) {
            let command = text.dropFirst(Self.execPrefix.count)
            guard command.contains(where: { $0 != " " && $0 != "\t" }) else { return nil }
            self = .program(command: String(command))
        } else if text.hasPrefix(Self.filterPrefix) {
            let rest = text.dropFirst(Self.filterPrefix.count)
            guard let colon = rest.firstIndex(of: ":"),
                rest[..<colon].contains(where: { $0 != " " && $0 != "\t" }),
                let url = URL(string: String(rest[rest.index(after: colon)...])),
                let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme)
            else { return nil }
            self = .filtered(program: String(rest[..<colon]), url: url)
        } else {
            return nil
        }
    }

    /// The URL the feed is kept under; nil only for a command no URL can hold.
    public var url: URL? {
        switch self {
        case .web(let url): url
        case .program(let command): URL(string: Self.execPrefix + Self.encoded(command))
        case .filtered(let program, let url):
            URL(string: Self.filterPrefix + Self.encoded(program) + ":" + url.absoluteString)
        }
    }

    /// The source as a person writes it: the address, or `exec:…` and `filter:…:…`.
    public var text: String {
        switch self {
        case .web(let url): url.absoluteString
        case .program(let command): Self.execPrefix + command
        case .filtered(let program, let url): Self.filterPrefix + program + ":" + url.absoluteString
        }
    }

    /// Whether the source runs a program of the user's.
    public var runsProgram: Bool {
        if case .web = self { return false }
        return true
    }

    /// Whether a feed URL runs a program (`exec:` or `filter:`): what only a person's own command
    /// line or own files may add.
    public static func runsProgram(_ url: URL) -> Bool {
        FeedSource(url).runsProgram
    }

    static let execPrefix = "exec:"
    static let filterPrefix = "filter:"

    /// The command or program as a URL holds it: percent-encoded but for RFC 3986's unreserved
    /// characters and `/=,+@` (the colon too, which ends a filter's program).
    static func encoded(_ text: String) -> String {
        PercentEncoding.encode(text, keeping: "/=,+@")
    }

    static func decoded(_ text: Substring) -> String {
        PercentEncoding.decode(text) ?? String(text)
    }
}
