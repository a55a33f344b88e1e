import ArticleLogic
import ArticlesUI
import ExitCodeUI
import FilterLogic
import FoundationEssentials
import IgnoreRuleLogic
import LibraryModelLogic
import NavigationUI
import SubscriptionLogic
import TerminalTextService
import TerminalUI

/// What `ignore list`, `add`, `test` and `remove` do, and the lines and JSON they answer with.
struct IgnoreRuleCommands: Sendable {
    let rules: any IgnoreRuleManaging
    let subscriptions: any SubscriptionManaging

    /// How many of the newest matches `ignore test` lists.
    static let testedShown = 10

    func list() async throws(ScreenFailure) -> CommandOutcome {
        let all = try await failing { () throws(IgnoreRuleError) in try await rules.rules() }
        let titles = try await feedTitles()
        guard !all.isEmpty else {
            return CommandOutcome(
                lines: ["No ignore rules. Add one with `tidings ignore add 'title =~ \"sponsored\"'`."],
                json: [IgnoreRuleJSON]())
        }
        return CommandOutcome(
            lines: ["Ignore rules (\(all.count))"] + all.map { Self.line(for: $0, titles: titles) },
            json: all.map { IgnoreRuleJSON($0, feedTitle: $0.feed.flatMap { titles[$0] }) })
    }

    func add(_ parameters: IgnoreRuleParameters) async throws(ScreenFailure) -> CommandOutcome {
        let expression = try Self.required(parameters.match)
        let feed = try await resolve(parameters.feed)
        let hides = parameters.mode == .hide
        let (rule, hidden) = try await failing { () throws(IgnoreRuleError) in
            try await rules.add(expression, feed: feed?.id, hides: hides)
        }
        let scope = feed.map { "in \(Self.clean($0.displayTitle))" } ?? "in every feed"
        let effect =
            hides
            ? "what it matches \(scope) is hidden from every list and count (\(Self.count(hidden, "article")) now)"
            : "new articles it matches \(scope) will not be stored"
        return CommandOutcome(
            lines: [
                "Added ignore rule \(rule.id): \(Self.clean(expression.source)); \(effect); starred ones stay"
            ],
            json: IgnoreRuleJSON(rule, feedTitle: feed?.displayTitle))
    }

    func test(_ parameters: IgnoreRuleParameters) async throws(ScreenFailure) -> CommandOutcome {
        let expression = try Self.required(parameters.match)
        let feed = try await resolve(parameters.feed)
        let tested = try await failing { () throws(IgnoreRuleError) in
            try await rules.test(expression, feed: feed?.id, newest: Self.testedShown)
        }
        let counts = tested.matched
        var lines = [
            "It would catch \(Self.count(counts.total - counts.starred, "stored article"))"
                + (counts.starred > 0 ? "; \(counts.starred) starred would stay" : "")
                + "; nothing was changed"
        ]
        lines += tested.newest.map {
            "  \($0.id)  \(Self.clean($0.feedTitle))  \(Self.clean($0.displayTitle))"
        }
        if counts.total > tested.newest.count {
            lines.append("  … and \(counts.total - tested.newest.count) more")
        }
        return CommandOutcome(
            lines: lines,
            json: IgnoreTestJSON(
                matched: counts.total, starred: counts.starred, newest: tested.newest.map { $0.id.rawValue }))
    }

    func remove(_ id: Int64) async throws(ScreenFailure) -> CommandOutcome {
        let rule = try await failing { () throws(IgnoreRuleError) in try await rules.remove(id) }
        let titles = try await feedTitles()
        let after = rule.hides ? "; what it hid shows again" : ""
        return CommandOutcome(
            lines: ["Removed ignore rule \(rule.id): \(Self.clean(rule.expression.source))\(after)"],
            json: IgnoreRuleJSON(rule, feedTitle: rule.feed.flatMap { titles[$0] }))
    }

    // MARK: Helpers

    static func line(for rule: IgnoreRule, titles: [FeedID: String]) -> String {
        let feed = rule.feed.map { titles[$0].map(clean) ?? "feed \($0)" } ?? "every feed"
        return "\(rule.id)  \(clean(rule.expression.source))  \(feed)  \(rule.hides ? "hides" : "drops")"
    }

    private static func required(_ match: FilterExpression?) throws(ScreenFailure) -> FilterExpression {
        guard let match else {
            throw ScreenFailure("give the rule's filter as match=", code: .usage)
        }
        return match
    }

    /// The feed a person named, or nil for every feed.
    private func resolve(_ reference: String?) async throws(ScreenFailure) -> Feed? {
        guard let reference else { return nil }
        do {
            let scope = try await subscriptions.scope(feed: reference, tag: nil)
            guard case .feed(let feed) = scope.kind else { return nil }
            return feed
        } catch {
            throw ScreenFailure(error)
        }
    }

    private func feedTitles() async throws(ScreenFailure) -> [FeedID: String] {
        do {
            return Dictionary(
                try await subscriptions.feeds().map { ($0.id, $0.displayTitle) },
                uniquingKeysWith: { first, _ in first })
        } catch {
            throw ScreenFailure(error)
        }
    }

    private func failing<T>(_ work: () async throws(IgnoreRuleError) -> T) async throws(ScreenFailure) -> T {
        do {
            return try await work()
        } catch {
            throw ScreenFailure(error)
        }
    }

    static func clean(_ text: String) -> String { TerminalText.sanitize(text, tabs: .expand(width: 1)) }

    /// `1 article`, `3 articles`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
