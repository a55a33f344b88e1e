import NavigationUI
public import SyncLogic
public import TerminalUI

extension SyncError {
    /// The failure a screen reports, with the documented exit status: 77 for a refused login,
    /// 1 for a server that failed or could not be reached, 69 for what the server's API cannot do, 64 for a wrong account or password
    /// argument, 74 for the library or a file.
    public var screenFailure: ScreenFailure {
        let status: Int32 =
            switch self {
            case .server where isLoginRefused: ExitStatus.noPermission
            case .server where isUnsupported: ExitStatus.unavailable
            case .server: ExitStatus.partialFailure
            case .unknownAccount, .duplicateAccount, .passwordFileShared, .emptyPassword: ExitStatus.usage
            case .passwordUnreadable, .passwordStorage, .storage: ExitStatus.ioError
            }
        return ScreenFailure(description, exitStatus: status)
    }
}
