public import ArticleLogic
import NavigationUI
public import QueryFeedLogic
public import ShareService
public import SubscriptionLogic
public import TerminalUI

extension ArticleError {
    /// The failure a screen reports, with the documented exit status for its kind: an unknown
    /// article or a query that cannot be understood is a usage error (64), storage is I/O (74).
    public var screenFailure: ScreenFailure {
        switch self {
        case .notFound, .invalidSearch: ScreenFailure(description, exitStatus: ExitStatus.usage)
        case .storage: ScreenFailure(description, exitStatus: ExitStatus.ioError)
        }
    }
}

extension ShareError {
    /// The failure a screen reports: no working program is unavailable (69), a broken setting
    /// or an unusable item is bad data (65), a file that cannot be written is I/O (74).
    public var screenFailure: ScreenFailure {
        let status: Int32 =
            switch self {
            case .noProgramFound, .programsFailed: ExitStatus.unavailable
            case .emptyCommand, .invalidLink: ExitStatus.badData
            case .refusedLink: ExitStatus.usage
            case .fileExists, .cannotWrite: ExitStatus.ioError
            }
        return ScreenFailure(description, exitStatus: status)
    }
}

extension SubscriptionError {
    /// The failure a screen reports when a feed named on the command line cannot be used: a
    /// wrong name, address or tag is usage (64), a server that cannot be reached unavailable (69),
    /// something that is no feed bad data (65), and storage or an unreadable file I/O (74).
    public var screenFailure: ScreenFailure {
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

extension QueryFeedError {
    /// The failure a screen reports: a name or filter the person gave is usage (64), a stored
    /// filter that no longer reads is bad data (65), and counting fails as the article logic's
    /// error does.
    public var screenFailure: ScreenFailure {
        switch self {
        case .emptyName, .duplicate, .unknown: ScreenFailure(description, exitStatus: ExitStatus.usage)
        case .unreadable: ScreenFailure(description, exitStatus: ExitStatus.badData)
        case .articles(let cause): cause.screenFailure
        case .storage: ScreenFailure(description, exitStatus: ExitStatus.ioError)
        }
    }
}
