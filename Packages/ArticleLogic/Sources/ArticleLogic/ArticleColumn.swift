import DatabaseService

/// The columns an `Article` is read from, in the order every article query selects them.
enum ArticleColumn: Int, TableColumns {
    case id, feedID, feedTitle, guid, link, title, authors, published, updated, firstSeen, summary, content
    case bodyIsHTML, preview, categories, enclosures, commentsURL, read, starred, fullText
}
