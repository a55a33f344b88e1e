public import DatabaseService
public import FilterLogic
public import FoundationEssentials
public import LibraryModelLogic

/// What the ignore commands ask of the killfile. `StoredIgnoreRules`, its one implementation,
/// keeps the rules in the library's database and applies hiding through the article logic;
/// `StoredIgnoreRules.inMemory(now:)` is its default.
public protocol IgnoreRuleManaging: Sendable {
    /// Every rule, by number.
    func rules() async throws(IgnoreRuleError) -> [IgnoreRule]

    /// Saves a rule. A hiding rule hides the stored unstarred articles it matches at once;
    /// returns the rule and how many articles are hidden now.
    func add(_ expression: FilterExpression, feed: FeedID?, hides: Bool) async throws(IgnoreRuleError)
        -> (rule: IgnoreRule, hidden: Int)

    /// Removes rule `id`; what a hiding rule hid shows again unless another rule hides it.
    @discardableResult
    func remove(_ id: Int64) async throws(IgnoreRuleError) -> IgnoreRule

    /// What a rule would catch among the stored articles, changing nothing.
    func test(_ expression: FilterExpression, feed: FeedID?, newest: Int) async throws(IgnoreRuleError)
        -> IgnoreTest
}

/// What other features do with the killfile inside their own unit of work: a refresh reads the
/// rules to apply to a feed's new articles; an import from another reader adds its rules.
public protocol IgnoreRuleTables: Sendable {
    func rules(in work: UnitOfWork) throws(DatabaseError) -> [IgnoreRule]
    /// Saves a rule; returns its number. What it hides is the caller's to hide, in the same unit
    /// of work (`ArticleTables.applyHiding`).
    func add(_ expression: FilterExpression, feed: FeedID?, hides: Bool, added: Date, in work: UnitOfWork)
        throws(DatabaseError) -> Int64
}
