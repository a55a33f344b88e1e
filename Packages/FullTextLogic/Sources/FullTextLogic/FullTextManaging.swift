public import FoundationEssentials

/// What the interface asks of the full-text logic: the article of a web page, fetched or read
/// from a file. `StoredFullText` is its one implementation.
public protocol FullTextManaging: Sendable {
    /// The article of the page at `url` (http or https), fetched through the HTTP client.
    func extract(from url: URL) async throws(FullTextError) -> ExtractedArticle

    /// The article of a page saved in `file`, read as it is; `address` is where the page came
    /// from (its relative links and the site's hints resolve against it; the file's own URL
    /// when nil).
    func extract(file: URL, address: URL?) async throws(FullTextError) -> ExtractedArticle
}
