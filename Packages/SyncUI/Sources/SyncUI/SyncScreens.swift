public import FoundationEssentials
import NavigationUI
public import NotificationLogic
public import SubscriptionLogic
public import SyncLogic
public import TerminalUI

/// What the sync screens need from logic.
public struct SyncDependencies: Sendable {
    public var sync: any SyncManaging
    public var subscriptions: any SubscriptionManaging
    /// Reads standard input to its end, for `--password-stdin`.
    public var readStandardInput: @Sendable () -> Data
    public var now: @Sendable () -> Date
    /// Tells what a sync brought; nil when notifications are off.
    public var notifier: (any ArrivalNotifying)?

    public init(
        sync: any SyncManaging, subscriptions: any SubscriptionManaging,
        readStandardInput: @escaping @Sendable () -> Data, now: @escaping @Sendable () -> Date,
        notifier: (any ArrivalNotifying)? = nil
    ) {
        self.sync = sync
        self.subscriptions = subscriptions
        self.readStandardInput = readStandardInput
        self.now = now
        self.notifier = notifier
    }
}

/// The sync screens' routes: the account list, adding and removing accounts, following and
/// dropping feeds through one, and the sync itself.
public enum SyncScreens {
    @MainActor
    public static func register(in router: Router, dependencies: SyncDependencies) {
        let useCase = { SyncUseCase(dependencies: dependencies) }
        router.register(Routes.accounts) { _ in AccountsViewController(useCase: useCase()) }
        router.register(Routes.sync) { parameters in
            SyncRunViewController(
                account: parameters.account, useCase: useCase(), notifier: dependencies.notifier,
                now: dependencies.now)
        }
        router.register(Routes.addAccount) { parameters in
            OutcomeViewController(title: "Add account") { () async throws(ScreenFailure) in
                try await useCase().addAccount(parameters)
            }
        }
        router.register(Routes.removeAccount) { parameters in
            OutcomeViewController(title: "Remove account") { () async throws(ScreenFailure) in
                try await useCase().removeAccount(parameters.name)
            }
        }
        router.register(Routes.accountSubscribe) { parameters in
            OutcomeViewController(title: "Subscribe") { () async throws(ScreenFailure) in
                try await useCase().subscribe(parameters)
            }
        }
        router.register(Routes.accountUnsubscribe) { parameters in
            OutcomeViewController(title: "Unsubscribe") { () async throws(ScreenFailure) in
                try await useCase().unsubscribe(parameters.feed)
            }
        }
        router.register(Routes.accountMove) { parameters in
            OutcomeViewController(title: "Move") { () async throws(ScreenFailure) in
                try await useCase().move(parameters)
            }
        }
    }
}
