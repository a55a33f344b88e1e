public import FoundationEssentials
public import LibraryModelLogic
public import OPMLService
import UnicodeTextService

/// A feed an OPML import will add.
public struct PlannedFeed: Equatable, Sendable {
    public var url: URL
    public var sourceTitle: String?
    public var customTitle: String?
    public var homeURL: URL?
    public var tags: [String]
    /// Its own settings, from the outline's attributes in `OPMLTranslation.feedSettingsNamespace`.
    public var settings = FeedSettings()
}

/// Translates between subscriptions and OPML: tags are folders (a tag `Tech/Swift` is a folder
/// `Swift` inside `Tech`), the outline's `text` is the name shown and `title` the feed's own title.
/// A feed's own settings are attributes of its outline in a namespace of Tidings' own
/// (`ns1:refreshMinutes="120"`), which other readers keep or ignore as OPML lets them.
public enum OPMLTranslation {
    /// The XML namespace of the outline attributes that carry a feed's own settings.
    public static let feedSettingsNamespace = "urn:tidings:feed-settings"

    /// What an import of `document` would do, given the normalised addresses already followed.
    public static func plan(_ document: OPMLDocument, followed: Set<String>, addresses: ImportedAddresses)
        -> (
            feeds: [PlannedFeed], skipped: [ImportReport.Entry], failed: [ImportReport.Entry]
        )
    {
        var planned: [PlannedFeed] = []
        var positions: [String: Int] = [:]
        var skipped: [ImportReport.Entry] = []
        var failed: [ImportReport.Entry] = []
        var pending: [(OPMLOutline, [String])] = document.outlines.reversed().map { ($0, []) }
        while let (outline, folders) = pending.popLast() {
            let name = outline.text ?? outline.title ?? ""
            let children = outline.children.reversed().map { ($0, folders + [name]) }
            let rawURL = outline.xmlURL?.absoluteString ?? outline.attribute("xmlUrl")
            guard let rawURL else {
                pending.append(contentsOf: children)
                continue
            }
            guard let url = importableURL(rawURL) else {
                let reason =
                    Self.runsProgram(rawURL)
                    ? "it would run a program (exec: or filter:), which an OPML file may never add; if the "
                        + "command is yours, add it with `tidings add`"
                    : "the xmlUrl is not an http or https URL"
                failed.append(.init(title: name, url: rawURL, reason: reason))
                pending.append(contentsOf: children)
                continue
            }
            if url.isFileURL, case .web = addresses {
                failed.append(
                    .init(
                        title: name, url: rawURL,
                        reason: "an imported file may only name http or https feeds, not local files"))
                pending.append(contentsOf: children)
                continue
            }
            let key = FeedAddress.normalized(url)
            let tags = tagNames(folders: folders, categories: outline.categoryPaths)
            if followed.contains(key) {
                skipped.append(.init(title: name, url: rawURL, reason: "already followed"))
            } else if let index = positions[key] {
                planned[index].tags = mergedTags(planned[index].tags, tags)
            } else {
                positions[key] = planned.count
                planned.append(feed(from: outline, url: url, tags: tags))
            }
            pending.append(contentsOf: children)
        }
        return (planned, skipped, failed)
    }

    /// Every feed as an OPML 2.0 document, tags as nested folders, sorted by name.
    public static func document(for feeds: [Feed], title: String, created: Date) -> OPMLDocument {
        var root = Folder()
        for feed in feeds {
            let outline = outline(for: feed)
            if feed.tags.isEmpty {
                root.feeds.append(outline)
            }
            for tag in feed.tags {
                root.insert(
                    outline, at: tag.split(separator: "/").map { WhiteSpace.trimmingSpaces($0) })
            }
        }
        let head = OPMLHead(fields: [
            OPMLField(name: "title", value: title), OPMLField(name: "dateCreated", value: rfc822(created)),
        ])
        return OPMLDocument(version: "2.0", head: head, outlines: root.outlines)
    }

    // MARK: Import helpers

    /// Whether an outline's address names a feed a program makes.
    static func runsProgram(_ text: String) -> Bool {
        let address = WhiteSpace.trimmed(text).lowercased()
        return address.hasPrefix("exec:") || address.hasPrefix("filter:")
    }

    /// The URL an import can follow: http, https and file (which the plan refuses unless asked),
    /// with the old `feed:` scheme read as https.
    static func importableURL(_ text: String) -> URL? {
        var text = WhiteSpace.trimmed(text)
        if text.lowercased().hasPrefix("feed://") {
            text = "https://" + text.dropFirst("feed://".count)
        } else if text.lowercased().hasPrefix("feed:") {
            text = String(text.dropFirst("feed:".count))
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["http", "https", "file"].contains(scheme), scheme == "file" || !(url.host ?? "").isEmpty
        else { return nil }
        return url
    }

    private static func feed(from outline: OPMLOutline, url: URL, tags: [String]) -> PlannedFeed {
        let text = outline.text.flatMap(blankless)
        let title = outline.title.flatMap(blankless)
        var source = title ?? text
        var custom = title != nil && text != nil && text != title ? text : nil
        let fallback = Feed(id: FeedID(0), url: url, homeURL: outline.htmlURL, addedAt: Date()).displayTitle
        if title == nil, text == fallback {
            source = nil
            custom = nil
        }
        return PlannedFeed(
            url: url, sourceTitle: source, customTitle: custom, homeURL: outline.htmlURL, tags: tags,
            settings: settings(of: outline))
    }

    /// The feed settings an outline carries; a key or value no setting takes is left out.
    private static func settings(of outline: OPMLOutline) -> FeedSettings {
        var settings = FeedSettings()
        for field in outline.attributes where field.namespace == feedSettingsNamespace {
            guard let change = try? FeedSettings.change(field.name, to: field.value) else { continue }
            settings = settings.applying(change)
        }
        return settings
    }

    private static func tagNames(folders: [String], categories: [[String]]) -> [String] {
        var tags: [String] = []
        let folderPath = folders.compactMap(blankless)
        if !folderPath.isEmpty { tags.append(folderPath.joined(separator: "/")) }
        for path in categories {
            let parts = path.compactMap(blankless)
            if !parts.isEmpty { tags.append(parts.joined(separator: "/")) }
        }
        return mergedTags([], tags)
    }

    static func mergedTags(_ existing: [String], _ added: [String]) -> [String] {
        var result = existing
        for tag in added.compactMap(Tag.normalized) where !result.contains(where: { Tag.same($0, tag) }) {
            result.append(tag)
        }
        return result
    }

    private static func blankless(_ text: String) -> String? {
        let trimmed = WhiteSpace.trimmed(text)
        return trimmed.isEmpty ? nil : trimmed
    }

    // MARK: Export helpers

    private static func outline(for feed: Feed) -> OPMLOutline {
        OPMLOutline(
            text: feed.displayTitle, title: feed.sourceTitle, type: "rss", xmlURL: feed.url,
            htmlURL: feed.homeURL,
            attributes: feed.settings.entries.map {
                OPMLField(name: $0.key, namespace: feedSettingsNamespace, value: $0.text)
            })
    }

    /// A folder of the export, built up tag by tag.
    private struct Folder {
        var feeds: [OPMLOutline] = []
        var folders: [String: Folder] = [:]

        mutating func insert(_ outline: OPMLOutline, at path: [String]) {
            guard let first = path.first else {
                feeds.append(outline)
                return
            }
            var folder = folders[first] ?? Folder()
            folder.insert(outline, at: Array(path.dropFirst()))
            folders[first] = folder
        }

        var outlines: [OPMLOutline] {
            let folderOutlines = folders.keys.sorted { TextOrder.increasing($0, $1) }
                .compactMap { name in
                    folders[name].map { OPMLOutline(text: name, title: name, children: $0.outlines) }
                }
            let feedOutlines = feeds.sorted { lhs, rhs in
                let (left, right) = (lhs.text ?? "", rhs.text ?? "")
                guard TextOrder.same(left, right) else { return TextOrder.increasing(left, right) }
                return (lhs.xmlURL?.absoluteString ?? "") < (rhs.xmlURL?.absoluteString ?? "")
            }
            return folderOutlines + feedOutlines
        }
    }

    private static func rfc822(_ date: Date) -> String {
        HTTPDateText.format(date)
    }
}
