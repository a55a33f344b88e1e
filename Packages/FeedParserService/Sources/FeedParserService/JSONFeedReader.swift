import Foundation

/// Reads JSON Feed 1.0 and 1.1 with Foundation's JSON parser.
///
/// Fields of the wrong type are skipped rather than fatal; an item `id` may be a string or a
/// number (1.0 allowed both); 1.1's `authors` and 1.0's `author` are both read; relative URLs
/// resolve against the feed's own URL.
struct JSONFeedReader {
    let documentURL: URL?
    let limits: FeedParserLimits

    /// Whether the document is JSON whose top-level `version` names a JSON Feed.
    static func isJSONFeed(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return false
        }
        return isFeedVersion(object["version"])
    }

    private static func isFeedVersion(_ value: Any?) -> Bool {
        guard let version = value as? String else { return false }
        return version.hasPrefix("https://jsonfeed.org/version/")
            || version.hasPrefix("http://jsonfeed.org/version/")
    }

    /// Reads `document`; `charset` is the HTTP charset, if any (see `JSONEncodingRepair`).
    func read(_ document: Data, charset: String?) throws(FeedParseError) -> ParsedFeed {
        let (data, encodingNote) = JSONEncodingRepair.utf8(document, charset: charset)
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw Self.malformed(error, in: data)
        }
        guard let object = parsed as? [String: Any] else {
            throw .notAFeed("it is JSON whose top level is not an object, so not a JSON Feed")
        }
        guard Self.isFeedVersion(object["version"]) else {
            let found = (object["version"] as? String).map { "'\($0)'" } ?? "no version"
            throw .notAFeed(
                "it is JSON with \(found) where a JSON Feed has \"version\": \"https://jsonfeed.org/version/1.1\""
            )
        }
        var diagnostics: [String] = encodingNote.map { [$0] } ?? []
        if let version = object["version"] as? String, !version.hasSuffix("/1"), !version.hasSuffix("/1.1") {
            diagnostics.append("JSON Feed version \(version) is newer than 1.1; it was read as 1.1")
        }
        var items: [ParsedItem] = []
        if let entries = object["items"] as? [Any] {
            for (index, entry) in entries.enumerated() {
                guard let entry = entry as? [String: Any] else {
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
    private func item(from entry: [String: Any], owner: String) -> (ParsedItem, [String]) {
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
        for case let tag as String in entry["tags"] as? [Any] ?? [] where !tag.isEmpty {
            lists.addCategory(tag)
        }
        for case let attachment as [String: Any] in entry["attachments"] as? [Any] ?? [] {
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

    private func content(_ entry: [String: Any]) -> ParsedContent? {
        if let html = string(entry["content_html"]) {
            return ParsedContent(text: html, isHTML: true, baseURL: linkBase(entry))
        }
        return string(entry["content_text"]).map { ParsedContent(text: $0, isHTML: false) }
    }

    /// Relative links in an item's HTML resolve against the item's own URL, or the feed's.
    private func linkBase(_ entry: [String: Any]) -> URL? {
        url(entry["url"]) ?? documentURL
    }

    /// The `authors` (and 1.0's `author`) of a feed or an item, as lists bounded by the limit.
    private func authors(_ object: [String: Any]) -> ItemLists {
        var people = ItemLists(limit: limits.maxEntriesPerList)
        var sources = object["authors"] as? [Any] ?? []
        if let single = object["author"] { sources.append(single) }
        for case let author as [String: Any] in sources {
            let person = ParsedPerson(name: string(author["name"]), url: url(author["url"]))
            if person != ParsedPerson() { people.addAuthor(person) }
        }
        return people
    }

    private func string(_ value: Any?) -> String? {
        guard let text = value as? String else { return nil }
        let trimmed = CapturedText.trim(text)
        return trimmed.isEmpty ? nil : trimmed
    }

    private func line(_ value: Any?) -> String? {
        string(value).map(CapturedText.line)
    }

    private func number(_ value: Any?) -> Double? {
        // Foundation hands JSON booleans over as NSNumbers too, of Objective-C type "c" (char).
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        let double = number.doubleValue
        return double.isFinite ? double : nil
    }

    private static func text(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    private func url(_ value: Any?) -> URL? {
        string(value).flatMap(resolve)
    }

    private func resolve(_ text: String) -> URL? {
        guard let base = documentURL else { return URL(string: text) }
        return URL(string: text, relativeTo: base)?.absoluteURL
    }

    /// Foundation reports "around character N"; this turns N into a line and column.
    static func malformed(_ error: any Error, in data: Data) -> FeedParseError {
        let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        var offset = data.count
        if let range = detail.range(of: "character ") {
            let digits = detail[range.upperBound...].prefix { $0.isNumber }
            offset = min(data.count, Int(digits) ?? data.count)
        }
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return .malformed(line: line, column: column, message: "invalid JSON: \(detail)")
    }
}
