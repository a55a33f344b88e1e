import Foundation

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
    var authors: [ParsedPerson] = []
    var published: Date?
    var publishedFallback: Date?
    var updated: Date?
    var summary: ParsedContent?
    var summaryFallback: ParsedContent?
    var content: ParsedContent?
    var categories: [String] = []
    var enclosures: [ParsedEnclosure] = []
    var commentsURL: URL?
    var imageURL: URL?
    var duration: Double?

    /// The item as the format defines it (see the README for each field's sources).
    consuming func finished() -> ParsedItem {
        let permaLink =
            guidIsPermaLink
            ? guid.flatMap { FeedDocumentAssembler.isAbsoluteWebAddress($0) ? URL(string: $0) : nil } : nil
        let finalTitle = title ?? titleFallback
        var item = ParsedItem(
            id: "", title: finalTitle, link: link ?? alternateLink ?? permaLink, authors: authors,
            published: published ?? publishedFallback, updated: updated, summary: summary ?? summaryFallback,
            content: content, categories: categories, enclosures: enclosures, commentsURL: commentsURL,
            imageURL: imageURL, duration: duration)
        if let id = guid ?? atomID ?? about {
            item.id = id
        } else {
            item.id = StableItemID.derive(
                link: linkText ?? alternateLinkText ?? (permaLink != nil ? guid : nil), title: finalTitle,
                fallbackText: (summary ?? summaryFallback ?? content)?.text)
            item.idIsDerived = true
        }
        return item
    }

    mutating func addAuthor(_ person: ParsedPerson) {
        authors = Self.adding(person, to: authors)
    }

    mutating func addCategory(_ category: String) {
        if !categories.contains(category) { categories.append(category) }
    }

    mutating func addEnclosure(_ enclosure: ParsedEnclosure) {
        if let index = enclosures.firstIndex(where: { $0.url == enclosure.url }) {
            enclosures[index].mimeType = enclosures[index].mimeType ?? enclosure.mimeType
            enclosures[index].length = enclosures[index].length ?? enclosure.length
        } else {
            enclosures.append(enclosure)
        }
    }

    /// `people` with `person` added, unless one with the same name (or, without names, the same
    /// e-mail) is there; a duplicate fills in what the first lacked.
    static func adding(_ person: ParsedPerson, to people: [ParsedPerson]) -> [ParsedPerson] {
        let index = people.firstIndex { existing in
            if let name = person.name, let existingName = existing.name { return name == existingName }
            if let email = person.email, let existingEmail = existing.email { return email == existingEmail }
            return false
        }
        var result = people
        guard let index else {
            result.append(person)
            return result
        }
        result[index].name = result[index].name ?? person.name
        result[index].email = result[index].email ?? person.email
        result[index].url = result[index].url ?? person.url
        return result
    }
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
    var authors: [ParsedPerson] = []

    mutating func addAuthor(_ person: ParsedPerson) {
        authors = ItemDraft.adding(person, to: authors)
    }

    func finished(format: FeedFormat, items: [ParsedItem], diagnostics: [String]) -> ParsedFeed {
        ParsedFeed(
            format: format, title: title ?? titleFallback, homeURL: homeURL, feedURL: feedURL,
            description: description ?? descriptionFallback, language: language ?? languageFallback,
            updated: updated ?? updatedFallback, iconURL: iconURL, logoURL: logoURL ?? logoFallback,
            authors: authors, items: items, diagnostics: diagnostics)
    }
}

/// A person (Atom `author`) while its elements are being read.
struct PersonDraft {
    enum Owner { case feed, item }
    var owner: Owner
    var person = ParsedPerson()
}
