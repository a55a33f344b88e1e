/// Where an account's sync is, reported as it goes: by `tidings sync`, and by a refresh that
/// syncs the accounts keeping feeds in its scope.
public struct SyncProgress: Equatable, Sendable {
    public enum Step: String, Equatable, Sendable {
        case pushing, subscriptions, articles, states, done
    }

    /// The account's name.
    public var account: String
    public var step: Step
    /// Articles pulled so far, in the `articles` step; changes sent, in `pushing`.
    public var count: Int

    public init(account: String, step: Step, count: Int = 0) {
        self.account = account
        self.step = step
        self.count = count
    }
}
