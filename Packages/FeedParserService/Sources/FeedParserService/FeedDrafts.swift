import FoundationEssentials

/// An item while its elements are being read: each source field in its own slot, so that the
/// format's precedence (a `<link>` before an `atom:link`, `pubDate` before `dc:date`) is applied
/// once, when the item ends.
struct ItemDraft {
    var guid: String?
    var guidIsPermaLink = true
    var atomID: String?
    var about: String?
    var title: String?
    var titleFallback: String?
    var link: URL?
    var linkText: String?
    var alternateLink: URL?
    var alternateLinkText: String?
    var lists: ItemLists
    var published: Date?
    /// The element `published` came from, when an Atom one (`published` or `issued`).
    var publishedBy: FeedTag?
    var publishedFallback: Date?
    var updated: Date?
    var summary: ParsedContent?
    var summaryFallback: ParsedContent?
    var content: ParsedContent?
    var commentsURL: URL?
    var imageURL: URL?
    var duration: Double?

    /// An empty draft whose lists keep at most `listLimit` entries each.
    init(listLimit: Int) {
        lists = ItemLists(limit: listLimit)
    }

    /// The item as the format defines it (see the README for each field's sources), its title
    /// cut to `maxTitleCharacters`.
    consuming func finished(maxTitleCharacters: Int) -> ParsedItem {
        // A permalink guid is parsed as a URL only when no link came first: URL parsing is a
        // noticeable share of a feed of many short items.
        let permaLink =
            link == nil && alternateLink == nil && guidIsPermaLink
            ? guid.flatMap { FeedDocumentAssembler.isAbsoluteWebAddress($0) ? URL(string: $0) : nil } : nil
        let finalTitle = (title ?? titleFallback).map { TitleBound.cut($0, to: maxTitleCharacters) }
        var item = ParsedItem(
            id: "", title: finalTitle, link: link ?? alternateLink ?? permaLink, authors: lists.authors,
            published: published ?? publishedFallback, updated: updated, summary: summary ?? summaryFallback,
            content: content, categories: lists.categories, enclosures: lists.enclosures,
            commentsURL: commentsURL,
            imageURL: imageURL, duration: duration)
        if let id = guid ?? atomID ?? about {
            item.id = id
        } else {
            // No guid here, so no permalink either: the link as written, or the title.
            item.id = StableItemID.derive(
                link: linkText ?? alternateLinkText, title: finalTitle,
                fallbackText: (summary ?? summaryFallback ?? content)?.text)
            item.idIsDerived = true
        }
        return item
    }

    mutating func addAuthor(_ person: ParsedPerson) { lists.addAuthor(person) }

    mutating func addCategory(_ category: String) { lists.addCategory(category) }

    mutating func addEnclosure(_ enclosure: ParsedEnclosure) { lists.addEnclosure(enclosure) }
}

/// The feed's own fields while they are being read, with the same slot-per-source approach.
struct FeedDraft {
    var title: String?
    var titleFallback: String?
    var homeURL: URL?
    var feedURL: URL?
    var description: String?
    var descriptionFallback: String?
    var language: String?
    var languageFallback: String?
    var updated: Date?
    var updatedFallback: Date?
    var iconURL: URL?
    var logoURL: URL?
    var logoFallback: URL?
    /// The feed's authors and categories.
    var lists: ItemLists

    init(listLimit: Int) {
        lists = ItemLists(limit: listLimit)
    }

    mutating func addAuthor(_ person: ParsedPerson) { lists.addAuthor(person) }

    func finished(
        format: FeedFormat, items: [ParsedItem], diagnostics: [String], truncation: DocumentTruncation?,
        maxTitleCharacters: Int
    ) -> ParsedFeed {
        ParsedFeed(
            format: format,
            title: (title ?? titleFallback).map { TitleBound.cut($0, to: maxTitleCharacters) },
            homeURL: homeURL, feedURL: feedURL,
            description: description ?? descriptionFallback, language: language ?? languageFallback,
            updated: updated ?? updatedFallback, iconURL: iconURL, logoURL: logoURL ?? logoFallback,
            authors: lists.authors, categories: lists.categories, items: items, diagnostics: diagnostics,
            truncation: truncation)
    }
}

/// A person (Atom `author`) while its elements are being read.
struct PersonDraft {
    enum Owner { case feed, item }
    var owner: Owner
    var person = ParsedPerson()
}
