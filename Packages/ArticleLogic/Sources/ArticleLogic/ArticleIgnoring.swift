import DatabaseService
import FilterLogic
import FoundationEssentials
import LibraryModelLogic

/// The killfile's SQL on the article tables. `purged` says how an article shows: 0 it shows, 1
/// it is a tombstone (retention, or a rule that drops), 2 a rule hides it. Every list, count and
/// search reads `purged = 0`, and the count triggers count only those, so a hidden article is out
/// of all of them without a query of its own. Starred articles are never ignored.
extension ArticleStore {
    /// The rules' conditions for a feed's new articles: those that drop, and those that hide.
    static func ignoreConditions(_ rules: [IgnoreMatch], feed: FeedDescription, now: Date) -> (
        drop: FilterSQL?, hide: FilterSQL?
    ) {
        let compiler = FilterCompiler(feeds: [feed], now: now)
        let applying = rules.filter { $0.feed == nil || $0.feed == feed.id }
        func any(_ rules: [IgnoreMatch]) -> FilterSQL? {
            let compiled = rules.map { compiler.compile($0.expression) }
            guard !compiled.isEmpty else { return nil }
            return FilterSQL(
                condition: "(" + compiled.map(\.condition).joined(separator: " OR ") + ")",
                arguments: compiled.flatMap(\.arguments), indexes: SearchIndexes.read(by: compiled))
        }
        return (any(applying.filter { !$0.hides }), any(applying.filter(\.hides)))
    }

    /// Drops, then hides, the unstarred articles among `ids` the conditions match.
    func ignore(
        _ ids: [ArticleID], drop: FilterSQL?, hide: FilterSQL?, on connection: DatabaseConnection
    ) throws(DatabaseError) -> IgnoreOutcome {
        guard !ids.isEmpty else { return IgnoreOutcome() }
        try catchUp(SearchIndexes.read(by: [drop, hide].compactMap { $0 }), on: connection)
        var outcome = IgnoreOutcome()
        if let drop {
            outcome.dropped = try matching(ids, drop, on: connection)
            try connection.execute(
                """
                UPDATE articles SET purged = 1, summary = NULL, content = NULL, full_text = NULL, preview = ''
                WHERE id IN (SELECT value FROM json_each(?))
                """, [Self.jsonArray(outcome.dropped)])
        }
        if let hide {
            outcome.hidden = try matching(ids, hide, on: connection)
            try connection.execute(
                "UPDATE articles SET purged = 2 WHERE id IN (SELECT value FROM json_each(?))",
                [Self.jsonArray(outcome.hidden)])
        }
        return outcome
    }

    /// The conditions of the rules that hide, each limited to its feed when it has one.
    static func hidingConditions(_ rules: [IgnoreMatch], feeds: [FeedDescription], now: Date) -> [FilterSQL] {
        let compiler = FilterCompiler(feeds: feeds, now: now)
        return rules.filter(\.hides).map { rule in
            let compiled = compiler.compile(rule.expression)
            guard let feed = rule.feed else { return compiled }
            return FilterSQL(
                condition: "(feed_id = ? AND \(compiled.condition))",
                arguments: [feed.rawValue] + compiled.arguments, indexes: compiled.indexes)
        }
    }

    /// Shows every hidden article again, then hides the unstarred ones `conditions` match;
    /// returns how many are hidden.
    func applyHiding(_ conditions: [FilterSQL], on connection: DatabaseConnection) throws(DatabaseError)
        -> Int
    {
        try catchUp(SearchIndexes.read(by: conditions), on: connection)
        try connection.execute("UPDATE articles SET purged = 0 WHERE purged = 2")
        var hidden = 0
        for condition in conditions {
            try connection.execute(
                "UPDATE articles SET purged = 2 WHERE purged = 0 AND starred = 0 AND \(condition.condition)",
                condition.arguments)
            hidden += connection.changes
        }
        return hidden
    }

    /// The shown, unstarred articles among `ids` that `condition` matches.
    private func matching(_ ids: [ArticleID], _ condition: FilterSQL, on connection: DatabaseConnection)
        throws(DatabaseError) -> [ArticleID]
    {
        let arguments: [any DatabaseValueConvertible] = [Self.jsonArray(ids)] + condition.arguments
        return try connection.query(
            """
            SELECT id FROM articles WHERE id IN (SELECT value FROM json_each(?)) AND purged = 0 AND starred = 0
            AND \(condition.condition)
            """, arguments
        ) { row throws(DatabaseError) in ArticleID(try row.int64(0)) }
    }
}
