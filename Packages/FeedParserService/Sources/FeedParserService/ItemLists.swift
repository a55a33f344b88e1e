import FoundationEssentials

/// The categories, enclosures and authors of one item (or a feed's authors) while they are read.
///
/// A duplicate is found by a scan while a list is short (most items have a handful of entries,
/// and a scan allocates nothing) and through an index once it holds `indexThreshold`, so an item
/// with tens of thousands of entries costs linear time. Each list stops at `limit` entries,
/// counting what it drops.
struct ItemLists {
    /// The length from which a list is indexed.
    static let indexThreshold = 8

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
    /// Whether the author indexes are in use (from `indexThreshold` authors on).
    private var authorsIndexed = false

    init(limit: Int) {
        self.limit = limit
    }

    /// The entries of the three lists.
    typealias Entries = (categories: [String], enclosures: [ParsedEnclosure], authors: [ParsedPerson])

    /// Whether any list holds or dropped an entry.
    var hasEntries: Bool {
        !categories.isEmpty || !enclosures.isEmpty || !authors.isEmpty || wasCut
    }

    /// The lists' entries, moved out, and the lists left empty (their counts of what was
    /// dropped too).
    mutating func takeEntries() -> Entries {
        var taken = Entries(categories: [], enclosures: [], authors: [])
        swap(&taken.categories, &categories)
        swap(&taken.enclosures, &enclosures)
        swap(&taken.authors, &authors)
        if !categorySet.isEmpty { categorySet = [] }
        if !enclosureIndex.isEmpty { enclosureIndex = [:] }
        if authorsIndexed {
            authorByName = [:]
            authorByEmail = [:]
            namelessAuthorByEmail = [:]
            authorsIndexed = false
        }
        droppedCategories = 0
        droppedEnclosures = 0
        droppedAuthors = 0
        return taken
    }

    mutating func addCategory(_ category: String) {
        if categories.count < Self.indexThreshold {
            guard !categories.contains(category) else { return }
        } else {
            if categorySet.isEmpty { categorySet = Set(categories) }
            guard !categorySet.contains(category) else { return }
        }
        guard categories.count < limit else {
            droppedCategories += 1
            return
        }
        if !categorySet.isEmpty { categorySet.insert(category) }
        categories.append(category)
    }

    /// A second enclosure with the same URL fills in the type and length the first lacked.
    mutating func addEnclosure(_ enclosure: ParsedEnclosure) {
        if enclosureIndex.isEmpty, enclosures.count >= Self.indexThreshold {
            for (index, existing) in enclosures.enumerated() where enclosureIndex[existing.url] == nil {
                enclosureIndex[existing.url] = index
            }
        }
        let found =
            enclosureIndex.isEmpty
            ? enclosures.firstIndex { $0.url == enclosure.url } : enclosureIndex[enclosure.url]
        if let index = found {
            enclosures[index].mimeType = enclosures[index].mimeType ?? enclosure.mimeType
            enclosures[index].length = enclosures[index].length ?? enclosure.length
            return
        }
        guard enclosures.count < limit else {
            droppedEnclosures += 1
            return
        }
        if !enclosureIndex.isEmpty { enclosureIndex[enclosure.url] = enclosures.count }
        enclosures.append(enclosure)
    }

    /// Adds `person` unless one with the same name (or, where either has no name, the same e-mail)
    /// is there already; a duplicate fills in what the first lacked.
    mutating func addAuthor(_ person: ParsedPerson) {
        if !authorsIndexed, authors.count >= Self.indexThreshold {
            authorsIndexed = true
            for index in authors.indices { record(author: index) }
        }
        guard let index = matchingAuthor(person) else {
            guard authors.count < limit else {
                droppedAuthors += 1
                return
            }
            authors.append(person)
            if authorsIndexed { record(author: authors.count - 1) }
            return
        }
        authors[index].name = authors[index].name ?? person.name
        authors[index].email = authors[index].email ?? person.email
        authors[index].url = authors[index].url ?? person.url
        if authorsIndexed { record(author: index) }
    }

    /// The first author that `person` duplicates: one whose name equals its name, or, when one of
    /// the two has no name, whose e-mail equals its e-mail.
    private func matchingAuthor(_ person: ParsedPerson) -> Int? {
        guard authorsIndexed else {
            return authors.firstIndex { existing in
                if let name = person.name, let existingName = existing.name { return name == existingName }
                if let email = person.email, let existingEmail = existing.email {
                    return email == existingEmail
                }
                return false
            }
        }
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

    /// Whether any list left entries out.
    var wasCut: Bool { droppedEnclosures + droppedAuthors + droppedCategories > 0 }

    /// One sentence for each list that was cut, naming `owner` ("item 3", "the feed").
    func notes(owner: String) -> [String] {
        [("enclosures", droppedEnclosures), ("authors", droppedAuthors), ("categories", droppedCategories)]
            .filter { $0.1 > 0 }
            .map { name, dropped in
                "\(owner) lists more than \(limit) \(name); \(dropped) more were left out (parser.maxEntriesPerList)"
            }
    }
}
