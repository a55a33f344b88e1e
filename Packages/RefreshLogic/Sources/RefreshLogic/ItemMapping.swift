import ArticleLogic
import FeedParserService
import FoundationEssentials
import HTMLService
import LibraryModelLogic

/// Maps a parsed item, in the feed's terms, to an incoming article, in ours: the richest
/// body is kept as content, people become names, and an untitled item's plain text is derived
/// for the preview that stands in for its title.
enum ItemMapping {
    static func incoming(_ item: ParsedItem) -> IncomingArticle {
        let content = item.content ?? item.summary
        let summary = item.content == nil ? nil : item.summary
        let isHTML = content?.isHTML ?? summary?.isHTML ?? false
        let title = item.title.map { HTMLText.plainText(fromText: $0) }
        let plain = content.flatMap { content -> String? in
            guard IncomingArticle.needsPreview(title: title) else { return nil }
            return content.isHTML
                ? HTMLText.plainText(fromHTML: content.text) : HTMLText.plainText(fromText: content.text)
        }
        return IncomingArticle(
            guid: item.idIsDerived ? nil : item.id, link: item.link,
            title: title,
            authors: item.authors.compactMap(name),
            published: item.published, updated: item.updated, summary: summary?.text, content: content?.text,
            bodyIsHTML: isHTML, plainText: plain ?? "", categories: item.categories,
            enclosures: item.enclosures.map {
                Enclosure(url: $0.url, mimeType: $0.mimeType, length: $0.length)
            },
            commentsURL: item.commentsURL)
    }

    private static func name(_ person: ParsedPerson) -> String? {
        person.name ?? person.email ?? person.url?.absoluteString
    }
}
