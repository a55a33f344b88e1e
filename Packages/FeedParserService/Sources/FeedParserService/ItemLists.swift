import Foundation

/// The categories, enclosures and authors of one item (or a feed's authors) while they are read.
///
/// A duplicate is found through an index rather than a scan, so an item with tens of thousands of
/// entries costs linear time, and each list stops at `limit` entries, counting what it drops.
struct ItemLists {
    /// Entries kept per list (`parser.maxEntriesPerList`).
    let limit: Int
    private(set) var categories: [String] = []
    private(set) var enclosures: [ParsedEnclosure] = []
    private(set) var authors: [ParsedPerson] = []
    /// Entries left out because their list was full, per list.
    private(set) var droppedCategories = 0
    private(set) var droppedEnclosures = 0
    private(set) var droppedAuthors = 0

    private var categorySet: Set<String> = []
    private var enclosureIndex: [URL: Int] = [:]
    /// The first author with each name; the first with each e-mail; the first nameless one with
    /// each e-mail.
    private var authorByName: [String: Int] = [:]
    private var authorByEmail: [String: Int] = [:]
    private var namelessAuthorByEmail: [String: Int] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    mutating func addCategory(_ category: String) {
        guard !categorySet.contains(category) else { return }
        guard categories.count < limit else {
            droppedCategories += 1
            return
        }
        categorySet.insert(category)
        categories.append(category)
    }

    /// A second enclosure with the same URL fills in the type and length the first lacked.
    mutating func addEnclosure(_ enclosure: ParsedEnclosure) {
        if let index = enclosureIndex[enclosure.url] {
            enclosures[index].mimeType = enclosures[index].mimeType ?? enclosure.mimeType
            enclosures[index].length = enclosures[index].length ?? enclosure.length
            return
        }
        guard enclosures.count < limit else {
            droppedEnclosures += 1
            return
        }
        enclosureIndex[enclosure.url] = enclosures.count
        enclosures.append(enclosure)
    }

    /// Adds `person` unless one with the same name (or, where either has no name, the same e-mail)
    /// is there already; a duplicate fills in what the first lacked.
    mutating func addAuthor(_ person: ParsedPerson) {
        guard let index = matchingAuthor(person) else {
            guard authors.count < limit else {
                droppedAuthors += 1
                return
            }
            authors.append(person)
            record(author: authors.count - 1)
            return
        }
        authors[index].name = authors[index].name ?? person.name
        authors[index].email = authors[index].email ?? person.email
        authors[index].url = authors[index].url ?? person.url
        record(author: index)
    }

    /// The first author that `person` duplicates: one whose name equals its name, or, when one of
    /// the two has no name, whose e-mail equals its e-mail.
    private func matchingAuthor(_ person: ParsedPerson) -> Int? {
        var candidates: [Int] = []
        if let name = person.name {
            if let index = authorByName[name] { candidates.append(index) }
            if let email = person.email, let index = namelessAuthorByEmail[email] { candidates.append(index) }
        } else if let email = person.email, let index = authorByEmail[email] {
            candidates.append(index)
        }
        return candidates.min()
    }

    /// Records the author at `index` in the indexes, keeping the earliest index for each key.
    private mutating func record(author index: Int) {
        let person = authors[index]
        if let name = person.name { authorByName[name] = min(authorByName[name] ?? index, index) }
        if let email = person.email {
            authorByEmail[email] = min(authorByEmail[email] ?? index, index)
            if person.name == nil {
                namelessAuthorByEmail[email] = min(namelessAuthorByEmail[email] ?? index, index)
            } else if namelessAuthorByEmail[email] == index {
                namelessAuthorByEmail[email] = nil
            }
        }
    }

    /// One sentence for each list that was cut, naming `owner` ("item 3", "the feed").
    func notes(owner: String) -> [String] {
        [("enclosures", droppedEnclosures), ("authors", droppedAuthors), ("categories", droppedCategories)]
            .filter { $0.1 > 0 }
            .map { name, dropped in
                "\(owner) lists more than \(limit) \(name); \(dropped) more were left out (parser.maxEntriesPerList)"
            }
    }
}
