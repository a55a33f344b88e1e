import ArticleLogic
import FoundationEssentials
import HTMLService
import LibraryModelLogic
import NewsboatService

/// An article of newsboat's cache in Tidings' terms, identified so that the next refresh of its
/// feed recognises it rather than adding it again.
///
/// newsboat stores an item without a guid under one it makes: the link followed by the date as
/// the feed wrote it, the link alone when there is no date, or the title when there is no link
/// either. Tidings identifies such an item by its link (or, with neither, its content), so a made
/// guid is dropped; a guid equal to the link is kept, and the merge rules recognise an item
/// without a guid by it.
enum NewsboatArticleMapping {
    static func imported(_ record: NewsboatArticleRecord, starFlag: Character) -> ImportedArticle {
        let link = webURL(record.link)
        let isHTML = record.contentType.map { $0.contains("html") } ?? true
        let body = record.content.isEmpty ? nil : record.content
        let title = record.title.isEmpty ? nil : HTMLText.plainText(fromText: record.title)
        let article = IncomingArticle(
            guid: guid(of: record), link: link, title: title,
            authors: record.author.isEmpty ? [] : [record.author], published: record.published, content: body,
            bodyIsHTML: body != nil && isHTML,
            plainText: body.flatMap { body -> String? in
                guard IncomingArticle.needsPreview(title: title) else { return nil }
                return isHTML ? HTMLText.plainText(fromHTML: body) : HTMLText.plainText(fromText: body)
            }
                ?? "",
            enclosures: webURL(record.enclosureURL).map {
                [
                    Enclosure(
                        url: $0, mimeType: record.enclosureType.isEmpty ? nil : record.enclosureType,
                        length: nil)
                ]
            } ?? [])
        return ImportedArticle(
            article: article, isRead: !record.isUnread, isStarred: record.flags.contains(starFlag),
            isRemoved: record.isDeleted)
    }

    /// The feed's own guid, or nil when newsboat made it up.
    static func guid(of record: NewsboatArticleRecord) -> String? {
        let guid = record.guid
        guard !guid.isEmpty else { return nil }
        if !record.link.isEmpty, guid.hasPrefix(record.link), guid != record.link { return nil }
        if record.link.isEmpty, guid == record.title { return nil }
        return guid
    }

    /// Flag letters other than `starFlag`.
    static func otherFlags(_ record: NewsboatArticleRecord, starFlag: Character) -> Set<Character> {
        Set(record.flags.filter { $0 != starFlag && $0.isLetter })
    }

    /// `text` as an http or https URL, else nil.
    static func webURL(_ text: String) -> URL? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
            url.host != nil
        else { return nil }
        return url
    }
}
