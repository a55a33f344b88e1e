import ArticleLogic
import FilterLogic
public import QueryFeedLogic
import TerminalTextService
public import TerminalUI

/// One query feed as a row: its name, the counts of what it matches, its filter and tags, all
/// sanitised for the terminal.
public struct QueryFeedRowViewModel: Equatable, Sendable {
    public let name: String
    public let unread: Int
    public let total: Int
    public let filter: String
    public let tags: String

    public init(_ counted: CountedQueryFeed) {
        name = QueryFeedCommands.clean(counted.feed.name)
        unread = counted.counts.unread
        total = counted.counts.total
        filter = QueryFeedCommands.clean(counted.feed.expression.source)
        tags = counted.feed.tags.map { "#" + QueryFeedCommands.clean($0) }.joined(separator: " ")
    }

    /// The row at `width` cells: the name in `nameWidth` cells, `unread/total`, then the filter
    /// and tags cut to what is left.
    public func text(width: Int, nameWidth: Int) -> StyledText {
        let counts = TerminalText.pad("\(unread)/\(total)", toWidth: 9, alignment: .trailing)
        let rest = max(0, width - nameWidth - 11)
        let detail = TerminalText.truncate(tags.isEmpty ? filter : "\(filter)  \(tags)", toWidth: rest)
        return StyledText([
            .init(
                TerminalText.pad(TerminalText.truncate(name, toWidth: nameWidth), toWidth: nameWidth),
                style: unread > 0 ? .unread : .plain),
            .init(counts + "  ", style: .secondary),
            .init(detail, style: .secondary),
        ])
    }
}
