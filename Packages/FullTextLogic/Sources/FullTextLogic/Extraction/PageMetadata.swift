import FeedParserService
import FoundationEssentials
import HTMLTreeService
import JSONService

/// What a page says about its article, read from its JSON-LD, Open Graph and other `<meta>`
/// elements, `<title>`, `<html lang>`, `<time>` and the names pages give their bylines.
/// Structured data comes first: a JSON-LD `Article` names its headline, authors and date more
/// reliably than anything in the markup.
struct PageMetadata {
    var title: String?
    var byline: String?
    var published: Date?
    var language: String?
    var image: String?
    /// The page's `<base href>`, if any.
    var base: String?
    /// The site's name (`og:site_name`), to strip from the `<title>`.
    var siteName: String?

    /// Reads the metadata of `tree`.
    init(tree: HTMLTree) {
        var meta: [String: String] = [:]
        var documentTitle: String?
        var structured = StructuredArticle()
        var markupByline: String?
        for index in tree.nodes.indices where !tree.nodes[index].isText {
            switch tree.nodes[index].name {
            case "html":
                if language == nil { language = tree.attribute("lang", of: index).flatMap(Self.nonEmpty) }
            case "base":
                if base == nil { base = tree.attribute("href", of: index).flatMap(Self.nonEmpty) }
            case "title":
                if documentTitle == nil { documentTitle = Self.nonEmpty(tree.text(of: index)) }
            case "meta":
                let key =
                    (tree.attribute("property", of: index) ?? tree.attribute("name", of: index)
                    ?? tree.attribute("itemprop", of: index))?.lowercased()
                if let key, meta[key] == nil, let content = tree.attribute("content", of: index),
                    !content.isEmpty
                {
                    meta[key] = content
                }
            case "script" where tree.attribute("type", of: index)?.lowercased() == "application/ld+json":
                structured.read(tree.text(of: index))
            default:
                if markupByline == nil, !tree.attributes(of: index).isEmpty,
                    let found = Self.byline(at: index, in: tree)
                {
                    markupByline = found
                }
            }
        }
        meta = meta.compactMapValues(Self.nonEmpty)
        siteName = meta["og:site_name"]
        title =
            structured.headline ?? meta["og:title"] ?? meta["twitter:title"]
            ?? documentTitle.map { Self.withoutSiteName($0, siteName: meta["og:site_name"]) }
        byline =
            structured.authors ?? meta["author"] ?? meta["article:author"].flatMap {
                $0.hasPrefix("http") ? nil : $0
            }
            ?? meta["parsely-author"] ?? meta["sailthru.author"] ?? meta["dc.creator"] ?? markupByline
        let dateText =
            structured.published ?? meta["article:published_time"] ?? meta["datepublished"]
            ?? meta["og:published_time"] ?? meta["pubdate"] ?? meta["publish-date"] ?? meta["date"]
            ?? meta["dc.date"] ?? meta["sailthru.date"] ?? Self.firstTime(in: tree)
        published = dateText.flatMap { FeedDateParser.date(from: $0) }
        image =
            meta["og:image"] ?? meta["og:image:url"] ?? structured.image ?? meta["twitter:image"]
            ?? meta["twitter:image:src"]
        if language == nil {
            language =
                structured.language ?? meta["og:locale"].map { $0.replacingUnderscores() }
                ?? meta["content-language"]
        }
    }

    private static func nonEmpty(_ text: String) -> String? {
        let trimmed = TextCleaning.collapsed(text)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A `<title>` without the site's name that pages append ("Headline | Site", "Headline - Site").
    static func withoutSiteName(_ title: String, siteName: String?) -> String {
        for separator in [" | ", " - ", " – ", " — ", " :: ", " · "] {
            let parts = title.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
            guard parts.count > 1 else { continue }
            let last = parts[parts.count - 1]
            let first = parts[0]
            if let siteName, TextComparison.similar(last, siteName) {
                return parts.dropLast().joined(separator: separator)
            }
            if let siteName, TextComparison.similar(first, siteName) {
                return parts.dropFirst().joined(separator: separator)
            }
            // Without a site name, the shorter end is taken for it when the rest is long enough.
            if siteName == nil, first.count > last.count, first.split(separator: " ").count >= 3 {
                return parts.dropLast().joined(separator: separator)
            }
        }
        return title
    }

    /// The text of an element that pages mark as the byline (`rel=author`, `itemprop=author`,
    /// a class or id with "byline" or "author"), when it is short enough to be one.
    private static func byline(at index: Int, in tree: HTMLTree) -> String? {
        let marked =
            tree.attribute("rel", of: index) == "author" || tree.attribute("itemprop", of: index) == "author"
            || NodeHints(className: tree.attribute("class", of: index), id: tree.attribute("id", of: index))
                .matchesAny(bylineWords)
        guard marked else { return nil }
        let text = TextCleaning.collapsed(tree.text(of: index))
        guard !text.isEmpty, text.count < 100 else { return nil }
        return text.lowercased().hasPrefix("by ") ? String(text.dropFirst(3)) : text
    }

    private static let bylineWords = WordSet("byline", "author")

    /// The first `<time datetime>` of the page.
    private static func firstTime(in tree: HTMLTree) -> String? {
        for index in tree.nodes.indices where tree.nodes[index].name == "time" {
            if let value = tree.attribute("datetime", of: index).flatMap(nonEmpty) { return value }
        }
        return nil
    }
}

extension String {
    /// `en_US` as a language tag: `en-US`.
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}

/// What the JSON-LD blocks of a page say of its article (`Article`, `NewsArticle`,
/// `BlogPosting` and their kin, inside `@graph` or arrays too).
struct StructuredArticle {
    var headline: String?
    var authors: String?
    var published: String?
    var image: String?
    var language: String?

    /// Reads one `<script type="application/ld+json">` block; the first article found wins.
    mutating func read(_ text: String) {
        // Most blocks describe the site or its breadcrumbs: only those naming an article are parsed.
        guard headline == nil && published == nil, Self.mayHoldArticle(text),
            let value = try? JSONValue.parse(Data(text.utf8))
        else { return }
        var pending = [value]
        var visited = 0
        while let current = pending.popLast(), visited < 1000 {
            visited += 1
            if let array = current.array {
                pending += array.reversed()
                continue
            }
            guard current.object != nil else { continue }
            if let graph = current["@graph"]?.array { pending += graph.reversed() }
            guard Self.isArticle(current["@type"]) else { continue }
            headline = current["headline"]?.string.map(TextCleaning.collapsed) ?? current["name"]?.string
            authors = Self.names(current["author"])
            published = current["datePublished"]?.string ?? current["dateCreated"]?.string
            image = Self.url(current["image"]) ?? Self.url(current["thumbnailUrl"])
            language = current["inLanguage"]?.string
            return
        }
    }

    private static let articleTypeWords = WordSet("article\"", "posting\"", "report\"")

    private static func mayHoldArticle(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] |= 0x20 }
        return articleTypeWords.occurs(in: bytes)
    }

    private static func isArticle(_ type: JSONValue?) -> Bool {
        let types = type?.array?.compactMap(\.string) ?? type?.string.map { [$0] } ?? []
        return types.contains { $0.hasSuffix("Article") || $0 == "BlogPosting" || $0 == "Report" }
    }

    /// The names of one author or several, joined with commas.
    private static func names(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        let list = value.array ?? [value]
        let names = list.compactMap { $0.string ?? $0["name"]?.string }.map(TextCleaning.collapsed).filter {
            !$0.isEmpty
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    private static func url(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        if let text = value.string { return text }
        if let first = value.array?.first { return url(first) }
        return value["url"]?.string ?? value["contentUrl"]?.string
    }
}
