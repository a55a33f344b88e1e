import DatabaseService
import FilterLogic
import FoundationEssentials
import LibraryModelLogic

/// A filter as SQL over the `articles` table: a condition, and the values bound to its `?` in
/// order. Every value a person wrote is bound, never spliced into the SQL text.
struct FilterSQL: Sendable {
    let condition: String
    let arguments: [any DatabaseValueConvertible & Sendable]
    /// The indexes the condition reads (`#` on `title` or `content` the words, `=~` on `title`
    /// the titles' trigrams), which must first take in the articles waiting for them
    /// (`ArticleStore.catchUp`).
    var indexes: SearchIndexes = []
}

/// Turns a parsed filter into one SQL condition.
///
/// - Text tests read the article's columns; `=~` calls the `regexp` function without regard to
///   letter case. On `title`, a plain pattern of three characters or more is first looked up in
///   the trigram index (`article_titles`), so that only the titles holding it are matched. `#` on `title` and `content` is a word or phrase test answered by the FTS5
///   search index (any case, accents ignored); on other text it is newsboat's "one of the
///   space-separated words".
/// - `unread`, `starred` and `flags` (`"s"` when starred) read the state columns.
/// - `age` and `date` become ranges of the sort date, so that they use its indexes.
/// - `feedurl` and `tags` are tested against the feed list here, and become a set of feed ids.
///
/// Every test gives 0 or 1, never NULL, so that `not` and the negated operators are exact.
struct FilterCompiler {
    let feeds: [FeedDescription]
    let now: Date

    private static let day: Int64 = 86_400_000

    func compile(_ expression: FilterExpression) -> FilterSQL {
        compile(expression.root)
    }

    private func compile(_ node: FilterNode) -> FilterSQL {
        switch node {
        case .test(let test):
            let positive = self.positive(test)
            guard test.comparison.isNegated else { return positive }
            return FilterSQL(
                condition: "NOT \(positive.condition)", arguments: positive.arguments,
                indexes: positive.indexes)
        case .and(let left, let right): return joined(compile(left), "AND", compile(right))
        case .or(let left, let right): return joined(compile(left), "OR", compile(right))
        case .not(let inner):
            let compiled = compile(inner)
            return FilterSQL(
                condition: "NOT \(compiled.condition)", arguments: compiled.arguments,
                indexes: compiled.indexes)
        }
    }

    private func joined(_ left: FilterSQL, _ word: String, _ right: FilterSQL) -> FilterSQL {
        FilterSQL(
            condition: "(\(left.condition) \(word) \(right.condition))",
            arguments: left.arguments + right.arguments,
            indexes: left.indexes.union(right.indexes))
    }

    /// The test with its operator made positive (`!=` as `=`, and so on), in parentheses.
    private func positive(_ test: FilterTest) -> FilterSQL {
        let comparison = test.comparison.positive
        switch test.operand {
        case .yes(let yes):
            let column = test.attribute == .unread ? "read = 0" : "starred = 1"
            return FilterSQL(condition: yes ? "(\(column))" : "(NOT \(column))", arguments: [])
        case .days(let range):
            return days(range, comparison)
        case .dates(let span):
            return dates(span, comparison)
        case .text, .pattern:
            if test.attribute.isFeedAttribute {
                let feedTest = FeedFilterTest(test)
                let ids = feeds.filter(feedTest.accepts).map { String($0.id.rawValue) }
                return FilterSQL(
                    condition: "(feed_id IS NOT NULL AND feed_id IN (SELECT value FROM json_each(?)))",
                    arguments: ["[" + ids.joined(separator: ",") + "]"])
            }
            if test.attribute == .enclosureURL || test.attribute == .enclosureType {
                let key = test.attribute == .enclosureURL ? "$.url" : "$.mimeType"
                let inner = text(test, comparison, column: "coalesce(json_extract(value, '\(key)'), '')")
                return FilterSQL(
                    condition:
                        "(EXISTS (SELECT 1 FROM json_each(coalesce(enclosures, '[{}]')) WHERE \(inner.condition)))",
                    arguments: inner.arguments)
            }
            return text(test, comparison, column: Self.column(test.attribute))
        }
    }

    private func text(_ test: FilterTest, _ comparison: FilterOperator, column: String) -> FilterSQL {
        switch test.operand {
        case .pattern(let pattern):
            let match = FilterSQL(condition: "(iregexp(?, \(column)) = 1)", arguments: [pattern])
            guard test.attribute == .title, let literal = Self.trigramLiteral(pattern) else { return match }
            return FilterSQL(
                condition:
                    "(id IN (SELECT rowid FROM article_titles WHERE article_titles MATCH ?) AND \(match.condition))",
                arguments: [literal] + match.arguments, indexes: .titles)
        case .text(let value) where comparison == .contains:
            if let index = Self.searchColumn(test.attribute) {
                guard value.contains(where: Self.isWordCharacter) else {
                    return FilterSQL(condition: "(0)", arguments: [])
                }
                let phrase = "\"" + value.replacing("\"", with: "\"\"") + "\""
                return FilterSQL(
                    condition: "(id IN (SELECT rowid FROM article_search WHERE article_search MATCH ?))",
                    arguments: ["\(index) : \(phrase)"], indexes: .words)
            }
            return FilterSQL(condition: "(instr(' ' || \(column) || ' ', ?) > 0)", arguments: [" \(value) "])
        case .text(let value):
            return FilterSQL(condition: "(\(column) = ?)", arguments: [value])
        default:
            return FilterSQL(condition: "(0)", arguments: [])
        }
    }

    /// `age` in whole days since the sort date: age ∈ [low, high] ⟺ the sort date lies in
    /// (now − (high + 1) days, now − low days].
    private func days(_ range: ClosedRange<Int>, _ comparison: FilterOperator) -> FilterSQL {
        let moment = now.storedMilliseconds
        func ago(_ days: Int) -> Int64 { moment - Int64(days) * Self.day }
        let low = range.lowerBound
        switch comparison {
        case .less: return FilterSQL(condition: "(sort_date > ?)", arguments: [ago(low)])
        case .lessOrEqual: return FilterSQL(condition: "(sort_date > ?)", arguments: [ago(low + 1)])
        case .greater: return FilterSQL(condition: "(sort_date <= ?)", arguments: [ago(low + 1)])
        case .greaterOrEqual: return FilterSQL(condition: "(sort_date <= ?)", arguments: [ago(low)])
        default:
            return FilterSQL(
                condition: "(sort_date > ? AND sort_date <= ?)",
                arguments: [ago(range.upperBound + 1), ago(low)])
        }
    }

    private func dates(_ span: DateSpan, _ comparison: FilterOperator) -> FilterSQL {
        let start = span.start.storedMilliseconds, end = span.end.storedMilliseconds
        switch comparison {
        case .less: return FilterSQL(condition: "(sort_date < ?)", arguments: [start])
        case .lessOrEqual: return FilterSQL(condition: "(sort_date < ?)", arguments: [end])
        case .greater: return FilterSQL(condition: "(sort_date >= ?)", arguments: [end])
        case .greaterOrEqual: return FilterSQL(condition: "(sort_date >= ?)", arguments: [start])
        default: return FilterSQL(condition: "(sort_date >= ? AND sort_date < ?)", arguments: [start, end])
        }
    }

    /// The SQL for an article's text attribute, never NULL.
    private static func column(_ attribute: FilterAttribute) -> String {
        switch attribute {
        case .title: "coalesce(title, '')"
        case .content: "(coalesce(content, summary, '') || coalesce(char(10) || full_text, ''))"
        case .author: "replace(authors, char(31), ', ')"
        case .link: "coalesce(link, '')"
        case .guid: "coalesce(guid, '')"
        case .feedTitle: "feed_title"
        case .flags: "(CASE WHEN starred = 1 THEN 's' ELSE '' END)"
        default: "''"
        }
    }

    /// The search index's column for a word test on `attribute`, if it has one.
    private static func searchColumn(_ attribute: FilterAttribute) -> String? {
        switch attribute {
        case .title: "title"
        case .content: "body"
        default: nil
        }
    }

    /// A pattern without any special character, of three characters or more, as the trigram
    /// index's phrase (quotes doubled): the index finds every title holding it, in any case, and
    /// the regular expression then decides. Nil for other patterns, which read every title.
    private static func trigramLiteral(_ pattern: String) -> String? {
        let special = Set("\\^$.|?*+()[]{}")
        guard pattern.count >= 3, !pattern.contains(where: special.contains) else { return nil }
        return "\"" + pattern.replacing("\"", with: "\"\"") + "\""
    }

    /// The characters the search index keeps in words (`unicode61` with `+` and `#`).
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "+" || character == "#"
    }
}
