import ExitCodeUI
public import FoundationEssentials
public import IgnoreRuleLogic
import NavigationUI
public import SubscriptionLogic
public import TerminalUI

/// What the ignore commands need from logic: the killfile, and the feeds to name a rule's feed.
public struct IgnoreRuleDependencies: Sendable {
    public var ignoreRules: any IgnoreRuleManaging
    public var subscriptions: any SubscriptionManaging
    public var now: @Sendable () -> Date

    public init(
        ignoreRules: any IgnoreRuleManaging, subscriptions: any SubscriptionManaging,
        now: @escaping @Sendable () -> Date
    ) {
        self.ignoreRules = ignoreRules
        self.subscriptions = subscriptions
        self.now = now
    }
}

/// The ignore commands' routes; each draws its outcome once.
public enum IgnoreRuleScreens {
    @MainActor
    public static func register(in router: Router, dependencies: IgnoreRuleDependencies) {
        let commands = IgnoreRuleCommands(
            rules: dependencies.ignoreRules, subscriptions: dependencies.subscriptions)
        router.register(Routes.ignoreRules) { _ in
            OutcomeViewController(title: "Ignore rules") { () throws(ScreenFailure) in
                try await commands.list()
            }
        }
        router.register(Routes.addIgnoreRule) { parameters in
            OutcomeViewController(title: "Add an ignore rule") { () throws(ScreenFailure) in
                try await commands.add(parameters)
            }
        }
        router.register(Routes.testIgnoreRule) { parameters in
            OutcomeViewController(title: "Test an ignore rule") { () throws(ScreenFailure) in
                try await commands.test(parameters)
            }
        }
        router.register(Routes.removeIgnoreRule) { parameters in
            OutcomeViewController(title: "Remove an ignore rule") { () throws(ScreenFailure) in
                guard let number = parameters.number else {
                    throw ScreenFailure("name the rule by its number as rule=", code: .usage)
                }
                return try await commands.remove(Int64(number))
            }
        }
    }
}
