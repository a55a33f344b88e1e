import FoundationEssentials
import JSONService

/// Reads JSON Feed 1.0 and 1.1 with JSONService's reader (`JSONValue.parse`).
///
/// Fields of the wrong type are skipped rather than fatal; an item `id` may be a string or a
/// number (1.0 allowed both); 1.1's `authors` and 1.0's `author` are both read; relative URLs
/// resolve against the feed's own URL.
struct JSONFeedReader {
    let documentURL: URL?
    let limits: FeedParserLimits

    /// Whether the document is JSON whose top-level `version` names a JSON Feed.
    static func isJSONFeed(_ data: Data) -> Bool {
        guard let object = (try? JSONValue.parse(data))?.object else { return false }
        return isFeedVersion(object["version"])
    }

    private static func isFeedVersion(_ value: JSONValue?) -> Bool {
        guard let version = value?.string else { return false }
        return version.hasPrefix("https://jsonfeed.org/version/")
            || version.hasPrefix("http://jsonfeed.org/version/")
    }

    /// Reads `document`; `charset` is the HTTP charset, if any (see `JSONEncodingRepair`).
    func read(_ document: Data, charset: String?) throws(FeedParseError) -> ParsedFeed {
        let (data, encodingNote) = JSONEncodingRepair.utf8(document, charset: charset)
        let parsed: JSONValue
        do {
            parsed = try JSONValue.parse(data)
        } catch {
            throw .malformed(line: error.line, column: error.column, message: "invalid JSON: \(error.reason)")
        }
        guard let object = parsed.object else {
            throw .notAFeed("it is JSON whose top level is not an object, so not a JSON Feed")
        }
        guard Self.isFeedVersion(object["version"]) else {
            let found = object["version"]?.string.map { "'\($0)'" } ?? "no version"
            throw .notAFeed(
                "it is JSON with \(found) where a JSON Feed has \"version\": \"https://jsonfeed.org/version/1.1\""
            )
        }
        var diagnostics: [String] = encodingNote.map { [$0] } ?? []
        if let version = object["version"]?.string, !version.hasSuffix("/1"), !version.hasSuffix("/1.1") {
            diagnostics.append("JSON Feed version \(version) is newer than 1.1; it was read as 1.1")
        }
        var items: [ParsedItem] = []
        if let entries = object["items"]?.array {
            for (index, entry) in entries.enumerated() {
                guard let entry = entry.object else {
                    diagnostics.append("item \(index + 1) is not an object and was left out")
                    continue
                }
                let (item, notes) = item(from: entry, owner: "item \(index + 1)")
                items.append(item)
                diagnostics.append(contentsOf: notes)
            }
        } else {
            diagnostics.append("the feed has no \"items\" array")
        }
        let feedURL = url(object["feed_url"])
        let feedAuthors = authors(object)
        diagnostics.append(contentsOf: feedAuthors.notes(owner: "the feed"))
        let title = line(object["title"])
        if TitleBound.isOver(title, limit: limits.maxTitleCharacters) {
            diagnostics.append(
                "the feed's title is longer than \(limits.maxTitleCharacters) characters and was cut "
                    + "(parser.maxTitleCharacters)")
        }
        return ParsedFeed(
            format: .jsonfeed1, title: title.map { TitleBound.cut($0, to: limits.maxTitleCharacters) },
            homeURL: url(object["home_page_url"]),
            feedURL: feedURL, description: line(object["description"]), language: string(object["language"]),
            updated: nil, iconURL: url(object["favicon"]), logoURL: url(object["icon"]),
            authors: feedAuthors.authors,
            items: items, diagnostics: diagnostics)
    }

    /// One item, and the sentences saying what its limits cut.
    private func item(from entry: [String: JSONValue], owner: String) -> (ParsedItem, [String]) {
        let fullTitle = line(entry["title"])
        let title = fullTitle.map { TitleBound.cut($0, to: limits.maxTitleCharacters) }
        let linkText = string(entry["url"]) ?? string(entry["external_url"])
        var lists = authors(entry)
        var item = ParsedItem(
            id: "", title: title, link: linkText.flatMap(resolve), authors: [],
            published: string(entry["date_published"]).flatMap { FeedDateParser.date(from: $0) },
            updated: string(entry["date_modified"]).flatMap { FeedDateParser.date(from: $0) },
            summary: string(entry["summary"]).map { ParsedContent(text: $0, isHTML: false) },
            content: content(entry), categories: [], enclosures: [], commentsURL: nil,
            imageURL: url(entry["image"]) ?? url(entry["banner_image"]))
        for case .string(let tag) in entry["tags"]?.array ?? [] where !tag.isEmpty {
            lists.addCategory(tag)
        }
        for case .object(let attachment) in entry["attachments"]?.array ?? [] {
            guard let address = url(attachment["url"]) else { continue }
            lists.addEnclosure(
                ParsedEnclosure(
                    url: address, mimeType: string(attachment["mime_type"]),
                    length: number(attachment["size_in_bytes"]).flatMap { Int64(exactly: $0.rounded()) }))
            item.duration = item.duration ?? number(attachment["duration_in_seconds"])
        }
        item.authors = lists.authors
        item.categories = lists.categories
        item.enclosures = lists.enclosures
        if let id = string(entry["id"]) ?? number(entry["id"]).map(Self.text(of:)) {
            item.id = id
        } else {
            item.id = StableItemID.derive(
                link: linkText, title: title, fallbackText: (item.content ?? item.summary)?.text)
            item.idIsDerived = true
        }
        var notes = lists.notes(owner: owner)
        if TitleBound.isOver(fullTitle, limit: limits.maxTitleCharacters) {
            notes.append(
                "\(owner)'s title is longer than \(limits.maxTitleCharacters) characters and was cut "
                    + "(parser.maxTitleCharacters)")
        }
        return (item, notes)
    }

    private func content(_ entry: [String: JSONValue]) -> ParsedContent? {
        if let html = string(entry["content_html"]) {
            return ParsedContent(text: html, isHTML: true, baseURL: linkBase(entry))
        }
        return string(entry["content_text"]).map { ParsedContent(text: $0, isHTML: false) }
    }

    /// Relative links in an item's HTML resolve against the item's own URL, or the feed's.
    private func linkBase(_ entry: [String: JSONValue]) -> URL? {
        url(entry["url"]) ?? documentURL
    }

    /// The `authors` (and 1.0's `author`) of a feed or an item, as lists bounded by the limit.
    private func authors(_ object: [String: JSONValue]) -> ItemLists {
        var people = ItemLists(limit: limits.maxEntriesPerList)
        var sources = object["authors"]?.array ?? []
        if let single = object["author"] { sources.append(single) }
        for case .object(let author) in sources {
            let person = ParsedPerson(name: string(author["name"]), url: url(author["url"]))
            if person != ParsedPerson() { people.addAuthor(person) }
        }
        return people
    }

    private func string(_ value: JSONValue?) -> String? {
        guard let text = value?.string else { return nil }
        let trimmed = CapturedText.trim(text)
        return trimmed.isEmpty ? nil : trimmed
    }

    private func line(_ value: JSONValue?) -> String? {
        string(value).map(CapturedText.line)
    }

    private func number(_ value: JSONValue?) -> Double? {
        guard let double = value?.number else { return nil }
        return double.isFinite ? double : nil
    }

    private static func text(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    private func url(_ value: JSONValue?) -> URL? {
        string(value).flatMap(resolve)
    }

    private func resolve(_ text: String) -> URL? {
        guard let base = documentURL else { return URL(string: text) }
        return URL(string: text, relativeTo: base)?.absoluteURL
    }
}
