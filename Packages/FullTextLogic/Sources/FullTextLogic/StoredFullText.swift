public import FoundationEssentials
public import HTMLTreeService
public import HTTPService

/// `FullTextManaging`: pages fetched through the HTTP client or read from files, and their
/// articles found by `ArticleExtractor` over MyHTML.
public struct StoredFullText: FullTextManaging {
    private let fetcher: PageFetcher
    private let extractor: ArticleExtractor

    public init(client: any HTTPClient, parser: any HTMLTreeParsing, limits: FullTextLimits) {
        fetcher = PageFetcher(client: client, limits: limits)
        extractor = ArticleExtractor(parser: parser)
    }

    public func extract(from url: URL) async throws(FullTextError) -> ExtractedArticle {
        let page = try await fetcher.fetch(url)
        return try article(of: page, named: page.url.absoluteString)
    }

    public func extract(file: URL, address: URL?) async throws(FullTextError) -> ExtractedArticle {
        var page = try await fetcher.read(file)
        if let address { page.url = address }
        return try article(of: page, named: file.path)
    }

    /// The article of `page`; failures name the page as `name` (a file by its path, a page by
    /// its address).
    private func article(of page: PageFetcher.Page, named name: String) throws(FullTextError)
        -> ExtractedArticle
    {
        do {
            return try extractor.extract(page.bytes, url: page.url, charset: page.charset)
        } catch .unreadable(let cause) {
            throw .unreadablePage(url: name, cause)
        } catch {
            throw .noArticle(url: name)
        }
    }
}
