public import FeedParserService
public import FoundationEssentials
import LibraryModelLogic
public import Observation
import TerminalTextService
public import TerminalUI

/// The display logic of `inspect`: the feed's fields as read, then its items, newest first as
/// listed, with what each carries; every field sanitised. Observed: showing the feed redraws the
/// report. The lines are made only when a view reads them, so `--json` never pays for them (for
/// a feed of 20,000 items they cost a fifth of the command).
@Observable
@MainActor
public final class InspectViewModel: ReportPresenting {
    /// The feed as read; nil until it is.
    public var feed: ParsedFeed?
    @ObservationIgnored private let url: URL
    @ObservationIgnored private let now: Date

    public init(feed: ParsedFeed? = nil, url: URL, now: Date) {
        self.feed = feed
        self.url = url
        self.now = now
    }

    public var lines: [StyledText] {
        feed.map { Self.lines(feed: $0, url: url, now: now) } ?? []
    }

    private static func lines(feed: ParsedFeed, url: URL, now: Date) -> [StyledText] {
        func clean(_ text: String?) -> String {
            TerminalText.sanitize(text ?? "", tabs: .expand(width: 1))
        }
        func field(_ name: String, _ value: String?) -> StyledText? {
            guard let value, !value.isEmpty else { return nil }
            return StyledText([
                .init(TerminalText.pad(name, toWidth: 12), style: .secondary), .init(clean(value)),
            ])
        }
        func date(_ value: Date?) -> String? {
            value.map { $0.formatted(.iso8601) }
        }
        var lines: [StyledText] = [
            StyledText("\(clean(feed.title ?? url.absoluteString))", style: .heading), "",
        ]
        lines += [
            field("format", feed.format.displayName), field("address", FeedSource(url).text),
            field("site", feed.homeURL?.absoluteString), field("self link", feed.feedURL?.absoluteString),
            field("description", feed.description), field("language", feed.language),
            field("updated", date(feed.updated)),
            field("authors", feed.authors.compactMap { $0.name ?? $0.email }.joined(separator: ", ")),
            field("categories", feed.categories.joined(separator: ", ")),
            field("items", "\(feed.items.count)"),
        ].compactMap { $0 }
        if let truncation = feed.truncation {
            lines.append(
                StyledText(
                    "partly read: \(clean(truncation.description)); only its complete items are listed",
                    style: .warning))
        }
        for diagnostic in feed.diagnostics {
            lines.append(StyledText("recovered: \(clean(diagnostic))", style: .warning))
        }
        for item in feed.items {
            lines.append("")
            lines.append(StyledText(clean(item.title ?? "(no title)"), style: .heading))
            lines += [
                field("id", item.id + (item.idIsDerived ? " (derived)" : "")),
                field("link", item.linkAddress),
                field("published", date(item.published)), field("updated", date(item.updated)),
                field("authors", item.authors.compactMap { $0.name ?? $0.email }.joined(separator: ", ")),
                field("categories", item.categories.joined(separator: ", ")),
                field(
                    "summary",
                    item.summary.map { "\($0.text.count) characters of \($0.isHTML ? "HTML" : "text")" }),
                field(
                    "content",
                    item.content.map { "\($0.text.count) characters of \($0.isHTML ? "HTML" : "text")" }),
                field("comments", item.commentsURL?.absoluteString),
            ].compactMap { $0 }
            for enclosure in item.enclosures {
                let details = [enclosure.mimeType, enclosure.length.map { "\($0) bytes" }].compactMap { $0 }
                lines += [
                    field(
                        "enclosure",
                        enclosure.url.absoluteString
                            + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))"))
                ]
                .compactMap { $0 }
            }
        }
        return lines
    }
}

extension FeedFormat {
    /// How the format is named to people.
    public var displayName: String {
        switch self {
        case .rss2: "RSS 2.0"
        case .rss1: "RSS 1.0 (RDF)"
        case .rss09: "RSS 0.9x"
        case .atom10: "Atom 1.0"
        case .atom03: "Atom 0.3"
        case .jsonfeed1: "JSON Feed 1.x"
        }
    }
}
