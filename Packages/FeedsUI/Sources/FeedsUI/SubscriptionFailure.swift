import NavigationUI
import RefreshLogic
import SubscriptionLogic
import TerminalUI

extension SubscriptionError {
    /// The failure a screen reports, with the documented exit status for its kind.
    var screenFailure: ScreenFailure {
        let status: Int32 =
            switch self {
            case .notFound, .ambiguous, .alreadySubscribed, .invalidURL, .invalidName, .unknownTag:
                ExitStatus.usage
            case .unreachable: ExitStatus.unavailable
            case .noFeedFound, .invalidFeed, .invalidOPML: ExitStatus.badData
            case .storage, .unreadableFile: ExitStatus.ioError
            }
        return ScreenFailure(description, exitStatus: status)
    }
}

extension RefreshError {
    var screenFailure: ScreenFailure {
        switch self {
        case .unknownFeed, .unknownTag: ScreenFailure(description, exitStatus: ExitStatus.usage)
        case .storage: ScreenFailure(description, exitStatus: ExitStatus.ioError)
        }
    }
}
