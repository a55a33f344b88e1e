public import DatabaseService
public import HTMLTreeService
public import HTTPService

/// Why a full text could not be had, and what to do about it.
public enum FullTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Only http and https pages are fetched.
    case unsupportedAddress(String)
    /// The page could not be fetched: a timeout, a refused connection, a 404.
    case fetch(url: String, HTTPError)
    /// The address answered with something other than a web page (a PDF, an image, JSON).
    case notHTML(url: String, contentType: String)
    /// A file could not be read.
    case unreadableFile(path: String, reason: String)
    /// The page could not be parsed: too large, or the HTML parser is missing.
    case unreadablePage(url: String, HTMLTreeError)
    /// The page holds no text that reads as an article.
    case noArticle(url: String)
    /// There is no article with this id in the library.
    case unknownArticle(Int64)
    /// The article has no link to fetch its page from.
    case noLink
    /// The library could not be read or written.
    case storage(DatabaseError)

    /// Whether the HTML parser itself is missing (a library to install), not the page at fault.
    public var isParserMissing: Bool {
        if case .unreadablePage(_, .parserUnavailable) = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .unsupportedAddress(let address):
            "'\(address)' is not a web address: give an http or https URL, or a file"
        case .fetch(let url, .status(let code, _, nil)):
            // HTTPService's advice is about feeds ("remove the subscription"); a page is not one.
            "\(url) could not be fetched: the server answered \(code)"
                + (code == 404 || code == 410 ? " (the page is gone)" : "")
        case .fetch(let url, let cause):
            "\(url) could not be fetched: \(cause)"
        case .notHTML(let url, let type):
            "\(url) is not a web page but \(type); only HTML pages have an article to extract"
        case .unreadableFile(let path, let reason):
            "\(path) could not be read: \(reason)"
        case .unreadablePage(let url, let cause):
            "\(url) could not be read: \(cause)"
        case .noArticle(let url):
            "no article was found in \(url): it holds no paragraphs of text (open it in a browser instead)"
        case .unknownArticle(let id):
            "there is no article \(id); `tidings articles` lists them with their ids"
        case .noLink:
            "the article has no link, so there is no page to fetch its full text from"
        case .storage(let cause):
            "the library could not be read or written: \(cause)"
        }
    }
}
