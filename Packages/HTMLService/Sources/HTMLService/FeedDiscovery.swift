public import FoundationEssentials
import TerminalTextService
import UnicodeTextService
import XMLService

/// The format a page says a feed is in.
public enum FeedKind: String, Equatable, Sendable {
    case rss
    case atom
    case jsonFeed
}

/// A feed a page advertises with `<link rel="alternate">`.
public struct DiscoveredFeed: Equatable, Sendable {
    /// The feed's address, resolved against the page (and its `<base href>`).
    public let url: URL
    /// The link's `title`, whitespace collapsed and sanitised; nil when missing or blank.
    public let title: String?
    public let kind: FeedKind

    public init(url: URL, title: String?, kind: FeedKind) {
        self.url = url
        self.title = title
        self.kind = kind
    }
}

/// What a page offers: the feeds it advertises, and addresses worth trying when it has none.
public struct DiscoveredFeeds: Equatable, Sendable {
    /// The advertised feeds in page order, each address once.
    public let advertised: [DiscoveredFeed]
    /// The usual feed addresses on the page's origin, less those already advertised.
    public let guesses: [URL]

    public init(advertised: [DiscoveredFeed], guesses: [URL]) {
        self.advertised = advertised
        self.guesses = guesses
    }
}

/// Finds the feeds an HTML page advertises.
public struct FeedDiscovery: Sendable {
    /// The paths `guesses` tries on a page's origin, in order.
    public static let guessedPaths = ["/feed", "/rss.xml", "/atom.xml", "/index.xml", "/feed.json"]

    /// Pages over this many bytes are refused before parsing.
    public let maxBytes: Int

    public init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// The feeds `page` advertises and the common guesses. `url` is where the page was
    /// fetched from (after redirects); `charset` is the HTTP charset, which overrides the
    /// page's own `<meta charset>`.
    public func discover(page: Data, url: URL, charset: String? = nil) throws(HTMLServiceError)
        -> DiscoveredFeeds
    {
        let root = try DocumentParsing.parse(page, charset: charset, maxBytes: maxBytes)
        var links: [HTMLElement] = []
        var baseHref: String?
        TreeWalk.walk(root) { step in
            guard case .open(let element) = step else { return true }
            if element.name == "link" {
                links.append(element)
            } else if element.name == "base", baseHref == nil, let href = element.attribute("href") {
                baseHref = href
            }
            return true
        }
        let base = baseHref.flatMap { URLResolution.resolve($0, against: url) } ?? url
        var advertised: [DiscoveredFeed] = []
        for link in links {
            guard let feed = Self.feed(from: link, base: base, page: url),
                !advertised.contains(where: { $0.url == feed.url })
            else { continue }
            advertised.append(feed)
        }
        let guesses = Self.guesses(for: url).filter { guess in !advertised.contains { $0.url == guess } }
        return DiscoveredFeeds(advertised: advertised, guesses: guesses)
    }

    /// The usual feed addresses on the origin of `pageURL`, in the order of `guessedPaths`.
    public static func guesses(for pageURL: URL) -> [URL] {
        guessedPaths.compactMap { URL(string: $0, relativeTo: pageURL)?.absoluteURL }
    }

    /// The feed a `<link>` element advertises, or nil when it is not a feed link.
    private static func feed(from link: HTMLElement, base: URL, page: URL) -> DiscoveredFeed? {
        let relations = (link.attribute("rel") ?? "").lowercased().split(whereSeparator: \.isWhitespace)
        guard relations.contains("alternate"), let href = link.attribute("href"),
            let url = URLResolution.resolve(href, against: base), isFetchable(url, page: page)
        else { return nil }
        let title = link.attribute("title").map(HTMLText.plainText(fromText:)).flatMap {
            $0.isEmpty ? nil : $0
        }
        guard let kind = kind(ofType: link.attribute("type"), url: url, title: title) else { return nil }
        return DiscoveredFeed(url: url, title: title, kind: kind)
    }

    /// The feed format a link's media type names. `application/json` counts only when the
    /// address or the title says it is a feed (sites also advertise JSON APIs that way).
    static func kind(ofType type: String?, url: URL, title: String?) -> FeedKind? {
        let mediaType = (type ?? "").split(separator: ";").first.map {
            WhiteSpace.trimmingSpaces($0).lowercased()
        }
        switch mediaType {
        case "application/rss+xml":
            return .rss
        case "application/atom+xml", "application/x.atom+xml":
            return .atom
        case "application/feed+json":
            return .jsonFeed
        case "application/json":
            let saysFeed =
                url.path.lowercased().contains("feed") || (title ?? "").lowercased().contains("feed")
            return saysFeed ? .jsonFeed : nil
        default:
            return nil
        }
    }

    /// Whether `url` is something a feed reader can fetch: HTTP(S), or the page's own scheme.
    private static func isFetchable(_ url: URL, page: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https" || scheme == page.scheme?.lowercased()
    }
}
