import ExitCodeUI
public import FoundationEssentials
import NavigationUI
public import QueryFeedLogic
public import TerminalUI

/// What the query feed screens need from logic.
public struct QueryFeedDependencies: Sendable {
    public var queryFeeds: any QueryFeedManaging
    public var now: @Sendable () -> Date

    public init(queryFeeds: any QueryFeedManaging, now: @escaping @Sendable () -> Date) {
        self.queryFeeds = queryFeeds
        self.now = now
    }
}

/// The query feed screens' routes: the list, and the commands that add and remove one.
public enum QueryFeedScreens {
    @MainActor
    public static func register(in router: Router, dependencies: QueryFeedDependencies) {
        let queryFeeds = dependencies.queryFeeds
        router.register(Routes.queryFeeds) { _ in QueryFeedListViewController(queryFeeds: queryFeeds) }
        router.register(Routes.addQueryFeed) { parameters in
            OutcomeViewController(title: "Add a query feed") { () throws(ScreenFailure) in
                guard let match = parameters.match else {
                    throw ScreenFailure(
                        "give the query feed's filter as match=", code: .usage)
                }
                return try await QueryFeedCommands.add(
                    name: parameters.name, match: match, tags: parameters.tags, to: queryFeeds)
            }
        }
        router.register(Routes.removeQueryFeed) { parameters in
            OutcomeViewController(title: "Remove a query feed") { () throws(ScreenFailure) in
                try await QueryFeedCommands.remove(named: parameters.name, from: queryFeeds)
            }
        }
    }
}
