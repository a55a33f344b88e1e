public import NavigationUI
public import Observation
public import TerminalUI

/// The display logic of `mark`: how many articles changed, in a sentence. Observed: setting the
/// count redraws the report.
@Observable
@MainActor
public final class MarkViewModel: ReportPresenting {
    public let change: ArticleStateChange
    /// How many distinct articles were named.
    public let asked: Int
    /// How many changed; nil until the change was made.
    public var changed: Int?

    public init(change: ArticleStateChange, asked: Int, changed: Int? = nil) {
        self.change = change
        self.asked = asked
        self.changed = changed
    }

    public var lines: [StyledText] {
        changed.map { [StyledText(Self.sentence(change, changed: $0, asked: asked))] } ?? []
    }

    /// `Marked 2 articles read`, `Starred 1 article; 1 already was`.
    static func sentence(_ change: ArticleStateChange, changed: Int, asked: Int) -> String {
        let articles = "\(changed) article\(changed == 1 ? "" : "s")"
        var sentence =
            switch change {
            case .read: "Marked \(articles) read"
            case .unread: "Marked \(articles) unread"
            case .star: "Starred \(articles)"
            case .unstar: "Unstarred \(articles)"
            }
        let unchanged = asked - changed
        if unchanged > 0 { sentence += "; \(unchanged) already \(unchanged == 1 ? "was" : "were")" }
        return sentence
    }
}
