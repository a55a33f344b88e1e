public import LibraryModelLogic
import TerminalTextService

/// What a notification of new articles says: a summary line ("5 new articles in 2 feeds") and a
/// body of one line per feed with its count and newest titles. Plain text, one line each, with
/// nothing from a feed able to carry an escape sequence, a control character or a bidirectional
/// override into it.
public struct ArrivalNotice: Equatable, Sendable {
    public var summary: String
    public var body: String
    /// Articles counted in it.
    public var articles: Int

    public init(summary: String, body: String, articles: Int) {
        self.summary = summary
        self.body = body
        self.articles = articles
    }

    /// Feeds listed in a body; the rest are counted on a last line.
    public static let feedLines = 5
    /// Characters kept of a title or a feed's name.
    public static let titleCharacters = 80

    /// The notice of `arrivals` (feed and what arrived in it, in the order to list them); nil
    /// when nothing arrived.
    public static func of(_ arrivals: [(feed: Feed, count: Int, titles: [String])]) -> ArrivalNotice? {
        let total = arrivals.map(\.count).reduce(0, +)
        guard total > 0 else { return nil }
        let articles = total == 1 ? "1 new article" : "\(total) new articles"
        let summary =
            arrivals.count == 1
            ? "\(articles) in \(line(arrivals[0].feed.displayTitle))"
            : "\(articles) in \(arrivals.count) feeds"
        var lines = arrivals.prefix(feedLines).map { arrival in
            let titles = arrival.titles.map(line).filter { !$0.isEmpty }
            let name = "\(line(arrival.feed.displayTitle)) (\(arrival.count))"
            return titles.isEmpty ? name : name + ": " + titles.joined(separator: " · ")
        }
        let rest = arrivals.dropFirst(feedLines)
        if !rest.isEmpty {
            let more = rest.map(\.count).reduce(0, +)
            lines.append("and \(more) more in \(rest.count) other feed\(rest.count == 1 ? "" : "s")")
        }
        return ArrivalNotice(summary: summary, body: lines.joined(separator: "\n"), articles: total)
    }

    /// A feed's name or a title as one safe line: escape sequences, controls and bidirectional
    /// overrides removed (`TerminalText.sanitize`), every run of white space one space, cut at
    /// `titleCharacters`.
    static func line(_ text: String) -> String {
        let words = TerminalText.sanitize(text, tabs: .expand(width: 1))
            .split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        let joined = words.joined(separator: " ")
        guard joined.count > titleCharacters else { return joined }
        return String(joined.prefix(titleCharacters - 1)) + "…"
    }
}
