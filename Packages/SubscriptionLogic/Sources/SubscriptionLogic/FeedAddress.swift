public import FoundationEssentials
import UnicodeTextService

/// The form feed URLs are compared in to refuse duplicates: scheme dropped (http and https
/// are one feed), host lowercased and without a leading `www.`, default port and fragment
/// dropped, an empty path and a trailing slash ignored. The query is kept as written.
public enum FeedAddress {
    public static func normalized(_ url: URL) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let host = components.host
        else {
            return url.absoluteString
        }
        var normalizedHost = host.lowercased()
        if normalizedHost.hasPrefix("www.") { normalizedHost.removeFirst(4) }
        var port = ""
        if let number = components.port, !(number == 80 || number == 443) { port = ":\(number)" }
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        let query = components.percentEncodedQuery.map { "?\($0)" } ?? ""
        return "\(normalizedHost)\(port)\(path)\(query)"
    }

    /// Whether an address found in the document at `page` may be fetched: http and https
    /// always, a local file only when `page` is a local file too (a web page or a feed from the
    /// network must not make Tidings read local files).
    public static func mayFollow(_ url: URL, from page: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "http", "https": true
        case "file": page.isFileURL
        default: false
        }
    }

    /// Reads a URL a person typed: `example.com/feed` becomes `https://example.com/feed`, a
    /// path becomes a file URL. Only http, https and file URLs are accepted.
    public static func parse(_ text: String) -> URL? {
        let trimmed = WhiteSpace.trimmed(text)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.hasPrefix("/") { return URL(fileURLWithPath: trimmed) }
        let withScheme = trimmed.contains("://") ? trimmed : "https://\(trimmed)"
        guard let url = URL(string: withScheme), let scheme = url.scheme?.lowercased(),
            ["http", "https", "file"].contains(scheme)
        else { return nil }
        if scheme != "file" && (url.host ?? "").isEmpty { return nil }
        return url
    }
}
