import NavigationUI
import RefreshLogic
import SubscriptionLogic
import TerminalUI

extension RefreshError {
    var screenFailure: ScreenFailure {
        switch self {
        case .storage: ScreenFailure(description, exitStatus: ExitStatus.ioError)
        }
    }
}
