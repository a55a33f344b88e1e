import DatabaseService
import Foundation

/// The columns an `Article` is read from, in the order every article query selects them: the
/// select list is written from these cases (`ArticleColumn.selectList`), and a row is read by
/// case, so a position cannot drift from its name.
enum ArticleColumn: Int, CaseIterable {
    case id, feedID, feedTitle, guid, link, title, authors, published, updated, firstSeen, summary, content
    case bodyIsHTML, preview, categories, enclosures, commentsURL, read, starred

    /// The column's name in the `articles` table.
    var name: String {
        switch self {
        case .feedID: "feed_id"
        case .feedTitle: "feed_title"
        case .firstSeen: "first_seen"
        case .bodyIsHTML: "body_is_html"
        case .commentsURL: "comments_url"
        default: String(describing: self)
        }
    }

    /// `id, feed_id, …`, each name prefixed with `table.` when given.
    static func selectList(table: String? = nil) -> String {
        allCases.map { (table.map { "\($0)." } ?? "") + $0.name }.joined(separator: ", ")
    }
}

extension DatabaseRow {
    func int64(_ column: ArticleColumn) throws(DatabaseError) -> Int64 { try int64(column.rawValue) }
    func optionalInt64(_ column: ArticleColumn) throws(DatabaseError) -> Int64? {
        try optionalInt64(column.rawValue)
    }
    func string(_ column: ArticleColumn) throws(DatabaseError) -> String { try string(column.rawValue) }
    func optionalString(_ column: ArticleColumn) throws(DatabaseError) -> String? {
        try optionalString(column.rawValue)
    }
    func bool(_ column: ArticleColumn) throws(DatabaseError) -> Bool { try bool(column.rawValue) }
}
