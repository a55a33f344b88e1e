/// The full-text indexes of the article tables that new articles wait to enter
/// (`SearchIndexBatch`): a query reading one first brings it up to date (`ArticleStore.catchUp`).
struct SearchIndexes: OptionSet, Sendable {
    let rawValue: Int

    /// `article_search`: the words of titles and bodies, for searches and `#` filters.
    static let words = SearchIndexes(rawValue: 1)
    /// `article_titles`: the titles' trigrams, which narrow `=~` filters on titles.
    static let titles = SearchIndexes(rawValue: 2)
    static let all: SearchIndexes = [.words, .titles]

    /// The indexes any of `conditions` reads.
    static func read(by conditions: [FilterSQL]) -> SearchIndexes {
        conditions.reduce(into: []) { $0.formUnion($1.indexes) }
    }
}
