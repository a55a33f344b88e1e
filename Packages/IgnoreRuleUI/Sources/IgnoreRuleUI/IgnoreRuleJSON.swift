import FilterLogic
import FoundationEssentials
import IgnoreRuleLogic
import LibraryModelLogic

/// An ignore rule in `--json` output; `feed` and `feedTitle` are left out for every feed.
struct IgnoreRuleJSON: Encodable, Sendable {
    let rule: Int64
    let filter: String
    let feed: Int64?
    let feedTitle: String?
    let hides: Bool
    let added: Date

    init(_ rule: IgnoreRule, feedTitle: String?) {
        self.rule = rule.id
        filter = rule.expression.source
        feed = rule.feed?.rawValue
        self.feedTitle = feedTitle
        hides = rule.hides
        added = rule.added
    }
}

/// What `ignore test --json` prints: how many stored articles the rule matches, how many of them
/// are starred (and would stay), and the ids of the newest.
struct IgnoreTestJSON: Encodable, Sendable {
    let matched: Int
    let starred: Int
    let newest: [Int64]
}
