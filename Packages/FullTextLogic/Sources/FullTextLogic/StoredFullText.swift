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
        try article(of: try await fetcher.fetch(url))
    }

    public func extract(file: URL, address: URL?) async throws(FullTextError) -> ExtractedArticle {
        var page = try fetcher.read(file)
        if let address { page.url = address }
        return try article(of: page)
    }

    private func article(of page: PageFetcher.Page) throws(FullTextError) -> ExtractedArticle {
        // Messages name a file by its path, a page by its address.
        let name = page.url.isFileURL ? page.url.path : page.url.absoluteString
        do {
            return try extractor.extract(page.bytes, url: page.url, charset: page.charset)
        } catch .unreadable(let cause) {
            throw .unreadablePage(url: name, cause)
        } catch {
            throw .noArticle(url: name)
        }
    }
}
