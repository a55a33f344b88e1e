import DatabaseService
import HTMLService

/// An article's text as the search index holds it, derived from its stored row when the index
/// takes it in (`ArticleStore.catchUp`): the title, and the plain text of the body
/// the reader shows (the content, else the summary; `Article.body`) and of the full text fetched
/// from the article's page (`Article.fullText`), without the characters
/// that mark matches (`SearchMarkers`).
///
/// Both are SQL functions, so that one statement reads the waiting rows, derives their text
/// and writes it into the index, holding one row at a time.
enum SearchText {
    /// `tidings_search_title(title)`: the stored title (plain text already), unmarked.
    static let title = DatabaseFunction(name: "tidings_search_title", argumentCount: 1) { values in
        .text(SearchMarkers.stripped(values.first?.stringValue ?? ""))
    }

    /// `tidings_search_body(content, summary, body_is_html, full_text)`: the plain text of the
    /// feed's body, then of the full text fetched from the article's page, when there is one.
    static let body = DatabaseFunction(name: "tidings_search_body", argumentCount: 4) { values in
        guard values.count == 4 else { return .text("") }
        let content = values[0].stringValue
        let shown = content.map { $0.contains { !$0.isWhitespace } } == true ? content : values[1].stringValue
        let isHTML = values[2].int64Value.map { $0 != 0 } ?? false
        var text =
            shown.map { isHTML ? HTMLText.plainText(fromHTML: $0) : HTMLText.plainText(fromText: $0) } ?? ""
        if let fullText = values[3].stringValue {
            text += "\n" + HTMLText.plainText(fromHTML: fullText)
        }
        return .text(SearchMarkers.stripped(text))
    }
}
