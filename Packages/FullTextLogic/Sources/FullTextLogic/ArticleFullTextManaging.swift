public import LibraryModelLogic

/// What the reader asks of the full-text logic for stored articles: their page fetched and its
/// article kept with them (`ArticleLogic`'s `articles.full_text`), and the failure remembered
/// when that could not be done. `StoredArticleFullTexts` is its one implementation.
public protocol ArticleFullTextManaging: Sendable {
    /// Fetches the page `id` links to, extracts its article and keeps it with the article;
    /// returns the article with it. A failure is remembered (`failure(of:)`) and thrown.
    func fetchFullText(of id: ArticleID) async throws(FullTextError) -> Article

    /// Why the last fetch of `id`'s full text failed, or nil when it did not (or none was tried).
    func failure(of id: ArticleID) async throws(FullTextError) -> FullTextFailure?
}
