/// Cuts over-long titles (`parser.maxTitleCharacters`) so that a hostile feed cannot make every
/// list, the reader and the search index carry megabytes per title.
enum TitleBound {
    /// `title`, or its first `limit` characters followed by "…" when it is longer.
    static func cut(_ title: String, to limit: Int) -> String {
        guard isOver(title, limit: limit),
            let end = title.index(title.startIndex, offsetBy: limit, limitedBy: title.endIndex)
        else { return title }
        return title[..<end] + "…"
    }

    /// Whether `title` is longer than `limit` characters (counted only as far as needed).
    static func isOver(_ title: String?, limit: Int) -> Bool {
        guard let title, title.utf8.count > limit else { return false }
        return title.index(title.startIndex, offsetBy: limit, limitedBy: title.endIndex).map {
            $0 < title.endIndex
        }
            ?? false
    }
}
