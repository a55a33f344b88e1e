import NavigationUI
import RefreshLogic
import SubscriptionLogic
import TerminalUI

extension RefreshError {
    var screenFailure: ScreenFailure {
        switch self {
        case .unknownFeed, .unknownTag: ScreenFailure(description, exitStatus: ExitStatus.usage)
        case .storage: ScreenFailure(description, exitStatus: ExitStatus.ioError)
        }
    }
}
