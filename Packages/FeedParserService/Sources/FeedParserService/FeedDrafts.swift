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
    /// The link's address (see `ParsedItem.linkAddress`).
    var link: String?
    var linkText: String?
    var alternateLink: String?
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

    /// Whether anything was read into the draft since it was made or taken.
    var hasValues: Bool {
        guid != nil || atomID != nil || about != nil || title != nil || titleFallback != nil || link != nil
            || linkText != nil || alternateLink != nil || alternateLinkText != nil || lists.hasEntries
            || published != nil || publishedFallback != nil || updated != nil || summary != nil
            || summaryFallback != nil || content != nil || commentsURL != nil || imageURL != nil
            || duration != nil || !guidIsPermaLink || publishedBy != nil
    }

    /// The item as the format defines it (see the README for each field's sources), its title
    /// cut to `maxTitleCharacters`. The draft's values move into it, and the draft is left empty
    /// for the next item: nothing is copied or released twice (building each item from a copy of
    /// its draft, and dropping two drafts an item, was a tenth of reading a feed of short items).
    mutating func takeFinished(maxTitleCharacters: Int) -> ParsedItem {
        // A permalink guid is parsed as a URL only when no link came first: URL parsing is a
        // noticeable share of a feed of many short items.
        let permaLink =
            link == nil && alternateLink == nil && guidIsPermaLink
            ? guid.flatMap {
                FeedDocumentAssembler.isAbsoluteWebAddress($0) ? PlainWebAddress.address($0) : nil
            }
            : nil
        let finalTitle = (title.take() ?? titleFallback.take()).map {
            TitleBound.cut($0, to: maxTitleCharacters)
        }
        titleFallback = nil
        let entries = lists.takeEntries()
        let body = content.take()
        let summaryText = summary.take() ?? summaryFallback.take()
        summaryFallback = nil
        let givenID = guid.take() ?? atomID.take() ?? about.take()
        // No guid here, so no permalink either: the link as written, or the title.
        let id =
            givenID
            ?? StableItemID.derive(
                link: linkText ?? alternateLinkText, title: finalTitle,
                fallbackText: (summaryText ?? body)?.text)
        // Made in one call, with every value final: setting members of the item afterwards
        // copied it twice.
        let item = ParsedItem(
            id: id, idIsDerived: givenID == nil, title: finalTitle,
            linkAddress: link.take() ?? alternateLink.take() ?? permaLink, authors: entries.authors,
            published: published.take() ?? publishedFallback, updated: updated.take(), summary: summaryText,
            content: body, categories: entries.categories, enclosures: entries.enclosures,
            commentsURL: commentsURL.take(), imageURL: imageURL.take(), duration: duration.take())
        alternateLink = nil
        atomID = nil
        about = nil
        linkText = nil
        alternateLinkText = nil
        guidIsPermaLink = true
        publishedBy = nil
        publishedFallback = nil
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
