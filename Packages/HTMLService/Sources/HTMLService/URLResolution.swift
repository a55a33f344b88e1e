import FoundationEssentials
import UnicodeTextService

/// Resolves the URLs written in pages against the URL they are relative to.
enum URLResolution {
    /// `href` resolved against `base` (or as written when there is no base), or nil when it is
    /// empty or not a URL. Tabs and newlines are removed and spaces trimmed, as browsers do.
    static func resolve(_ href: String, against base: URL?) -> URL? {
        let cleaned = WhiteSpace.trimmingSpaces(
            href.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" && $0 != "\r\n" })
        guard !cleaned.isEmpty, let url = URL(string: cleaned, relativeTo: base) else { return nil }
        return url.absoluteURL
    }

    /// Whether a resolved link leads somewhere a reader can open: not a script, not only a
    /// jump inside the same text.
    static func isFollowable(_ url: URL, href: String) -> Bool {
        let scheme = url.scheme?.lowercased()
        if scheme == "javascript" || scheme == "data" || scheme == "vbscript" { return false }
        return !WhiteSpace.trimmingSpaces(href).hasPrefix("#")
    }
}
