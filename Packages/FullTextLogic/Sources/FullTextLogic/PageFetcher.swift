import FoundationEssentials
import HTMLTreeService
import HTTPService

/// Gets web pages for the extractor: over HTTP through the client (http and https only, within
/// the full-text byte cap and time limit), or from a file.
struct PageFetcher: Sendable {
    let client: any HTTPClient
    let limits: FullTextLimits

    /// A page's bytes, the address its links resolve against (after redirects) and its charset.
    struct Page: Sendable {
        var bytes: Data
        var url: URL
        var charset: String?
    }

    func fetch(_ url: URL) async throws(FullTextError) -> Page {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .unsupportedAddress(url.absoluteString)
        }
        let request = HTTPRequest(
            url: url, headers: ["Accept": "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5"],
            limits: HTTPTransferLimits(
                maxBodyBytes: limits.maxPageBytes, totalTimeoutSeconds: limits.timeoutSeconds,
                stallTimeoutSeconds: nil))
        let response: HTTPResponse
        do {
            response = try await client.get(request)
        } catch {
            throw .fetch(url: url.absoluteString, error)
        }
        let contentType = response.head.headers["Content-Type"] ?? ""
        let mediaType = Self.mediaType(contentType)
        guard mediaType.isEmpty || Self.htmlTypes.contains(mediaType) else {
            throw .notHTML(url: url.absoluteString, contentType: mediaType)
        }
        return Page(bytes: response.body, url: response.head.url, charset: Self.charset(contentType))
    }

    /// The page saved in `file`, read through the client as the feeds' files are (a regular file
    /// only, within the byte cap and time limit): no content type, so no charset but the page's.
    func read(_ file: URL) async throws(FullTextError) -> Page {
        let request = HTTPRequest(
            url: file,
            limits: HTTPTransferLimits(
                maxBodyBytes: limits.maxPageBytes, totalTimeoutSeconds: limits.timeoutSeconds,
                stallTimeoutSeconds: nil),
            allowsLocalFiles: true)
        do {
            return Page(bytes: try await client.get(request).body, url: file, charset: nil)
        } catch .file(_, let reason) {
            throw .unreadableFile(path: file.path, reason: reason)
        } catch .tooLarge {
            throw .unreadablePage(url: file.path, .tooLarge(size: nil, limit: limits.maxPageBytes))
        } catch {
            throw .fetch(url: file.path, error)
        }
    }

    static let htmlTypes: Set<String> = ["text/html", "application/xhtml+xml", "application/xml", "text/xml"]

    /// The media type of a `Content-Type` value, lowercased, without parameters.
    static func mediaType(_ contentType: String) -> String {
        let type = contentType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        return TextCleaning.collapsed(type).lowercased()
    }

    /// The `charset` parameter of a `Content-Type` value.
    static func charset(_ contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, TextCleaning.collapsed(String(parts[0])).lowercased() == "charset" else {
                continue
            }
            let value = TextCleaning.collapsed(String(parts[1])).filter { $0 != "\"" && $0 != "'" }
            return value.isEmpty ? nil : value
        }
        return nil
    }
}

/// How much the full-text fetcher takes of one page (`fullText.*` settings).
public struct FullTextLimits: Sendable, Equatable {
    /// Largest page fetched or read; a larger one fails.
    public var maxPageBytes: Int
    /// Seconds allowed for fetching one page.
    public var timeoutSeconds: Double

    public init(maxPageBytes: Int, timeoutSeconds: Double) {
        self.maxPageBytes = maxPageBytes
        self.timeoutSeconds = timeoutSeconds
    }
}
