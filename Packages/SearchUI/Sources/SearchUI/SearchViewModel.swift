public import ArticleLogic
import ArticlesUI
public import FoundationEssentials
public import Observation
import TerminalTextService
public import TerminalUI

/// The search screen's display state: the query, the draft being typed while editing, the
/// results best first, or why the query could not be understood. Built from hits, or from nil
/// before a search ran. Views observe it: changing it redraws them.
@Observable
@MainActor
public final class SearchViewModel {
    /// The query the results answer.
    public private(set) var query: String
    /// What is being typed, or nil when the query is not being edited.
    public private(set) var draft: LineDraft?
    public var isEditing: Bool { draft != nil }
    /// The results, or nil before a search ran.
    public private(set) var rows: [SearchResultRowViewModel]?
    /// Why the query could not be understood, as the logic said it.
    public private(set) var problem: String?
    /// The cells the age column takes: the widest age shown, at least 3.
    public private(set) var ageWidth = 3
    /// The cells the feed column may take: the widest feed title shown, at most 16.
    public private(set) var feedWidth = 0

    public init(query: String = "") {
        self.query = query
    }

    /// Shows the results of `query`.
    public func update(query: String, hits: [SearchHit]?, now: Date) {
        self.query = query
        problem = nil
        rows = hits?.map { SearchResultRowViewModel(hit: $0, now: now) }
        ageWidth = max(3, rows?.map { TerminalText.width(of: $0.age) }.max() ?? 0)
        feedWidth = min(16, rows?.map { TerminalText.width(of: $0.feedTitle) }.max() ?? 0)
    }

    /// Shows why `query` could not be searched, with no results.
    public func fail(query: String, problem: String) {
        self.query = query
        self.problem = problem
        rows = []
    }

    // MARK: Editing the query

    /// Starts editing, from the current query.
    public func beginEditing() {
        draft = LineDraft(query)
    }

    /// Gives a key to the draft; stops editing when it commits or cancels.
    public func press(_ key: Key) -> LineDraft.Outcome {
        guard var editing = draft else { return .ignored }
        let outcome = editing.press(key)
        switch outcome {
        case .committed, .cancelled: draft = nil
        case .edited, .ignored: draft = editing
        }
        return outcome
    }

    // MARK: What the screen says

    /// The heading: `Search “swift” · 3 results`, or `Search` before any query.
    public var heading: String {
        guard !query.isEmpty else { return "Search" }
        guard let rows, problem == nil else { return "Search “\(ArticleText.line(query))”" }
        return "Search “\(ArticleText.line(query))” · \(rows.count) result\(rows.count == 1 ? "" : "s")"
    }

    /// What the list shows when it has no rows.
    public var emptyText: String {
        if let problem { return problem }
        if isEditing || query.isEmpty {
            return isEditing
                ? "Type what to look for and press Enter: words, \"phrases\", prefix*, title:word, OR, NOT"
                : "Search titles and text: words, \"phrases\", prefix*, title:word, body:word, AND, OR, NOT, "
                    + "e.g. `tidings search swift OR rust`"
        }
        return rows == nil ? "Searching…" : "Nothing matches “\(ArticleText.line(query))”."
    }
}
