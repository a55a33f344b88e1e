public import ArticleLogic
public import ConfigurationService
public import DatabaseService
public import DownloadService
public import DownloadsLogic
public import FullTextLogic
public import IgnoreRuleLogic
public import LibraryModelLogic
public import MigrationLogic
public import NavigationUI
import NewsboatService
public import QueryFeedLogic
public import RefreshLogic
public import ShareService
public import SubscriptionLogic
public import SyncLogic
public import TerminalUI

// The one mapping from each typed failure to its documented exit status (`ExitCode`). The rule
// is the same everywhere: what the person typed is usage (64), what a file or a feed holds is
// bad data (65), a server or a program that cannot do it is unavailable (69), the library or a
// file that cannot be read or written is an I/O error (74), a refused login is 77, and a server
// that failed part of the work is a partial failure (1).

extension ArticleError: DocumentedFailure {
    public var exitCode: ExitCode {
        switch self {
        case .notFound, .invalidSearch, .filterTooSlow: .usage
        case .storage: .ioError
        }
    }
}

extension SubscriptionError: DocumentedFailure {
    public var exitCode: ExitCode {
        switch self {
        case .notFound, .ambiguous, .alreadySubscribed, .invalidURL, .invalidName, .unknownTag: .usage
        case .unreachable: .unavailable
        case .noFeedFound, .invalidFeed, .invalidOPML: .badData
        case .storage, .unreadableFile: .ioError
        }
    }
}

extension FeedSettingError: DocumentedFailure {
    public var exitCode: ExitCode { .usage }
}

extension QueryFeedError: DocumentedFailure {
    public var exitCode: ExitCode {
        switch self {
        case .emptyName, .duplicate, .unknown: .usage
        case .unreadable: .badData
        case .articles(let cause), .tooSlow(_, let cause): cause.exitCode
        case .storage: .ioError
        }
    }
}

extension IgnoreRuleError: DocumentedFailure {
    public var exitCode: ExitCode {
        switch self {
        case .unknown: .usage
        case .unreadable: .badData
        case .articles(let cause): cause.exitCode
        case .storage: .ioError
        }
    }
}

extension RefreshError: DocumentedFailure {
    public var exitCode: ExitCode {
        switch self {
        case .storage: .ioError
        }
    }
}

extension SyncError: DocumentedFailure {
    public var exitCode: ExitCode {
        switch self {
        case .server where isLoginRefused, .passwordCommand: .noPermission
        case .server where isUnsupported: .unavailable
        case .server: .partialFailure
        case .unknownAccount, .duplicateAccount, .passwordFileShared, .emptyPassword: .usage
        case .passwordUnreadable, .passwordStorage, .storage: .ioError
        }
    }
}

extension DownloadsError: DocumentedFailure {
    public var exitCode: ExitCode {
        switch self {
        case .unknownArticle, .unknownEntry: .usage
        case .storage: .ioError
        }
    }
}

extension DownloadError: DocumentedFailure {
    public var exitCode: ExitCode {
        switch self {
        case .busy: .unavailable
        default: .ioError
        }
    }
}

extension PlayError: DocumentedFailure {
    public var exitCode: ExitCode { .unavailable }
}

extension ShareError: DocumentedFailure {
    public var exitCode: ExitCode {
        switch self {
        case .noProgramFound, .programsFailed: .unavailable
        case .emptyCommand, .invalidLink: .badData
        case .refusedLink: .usage
        case .fileExists, .cannotWrite: .ioError
        }
    }
}

extension MigrationError: DocumentedFailure {
    public var exitCode: ExitCode {
        if case .newsboat(.newsboatRunning) = self { return .unavailable }
        return isBadData ? .badData : .ioError
    }
}

extension ConfigurationError: DocumentedFailure {
    public var exitCode: ExitCode {
        switch self {
        case .unreadable, .unwritable: .ioError
        case .malformed, .unknownKey, .wrongType, .invalidValue: .badData
        }
    }
}

extension KeyBindingError: DocumentedFailure {
    public var exitCode: ExitCode { .badData }
}

extension ThemeError: DocumentedFailure {
    public var exitCode: ExitCode { .badData }
}

extension UsageError: DocumentedFailure {
    public var exitCode: ExitCode { .usage }
}

extension RouteError: DocumentedFailure {
    public var exitCode: ExitCode { .usage }
}

extension DatabaseError: DocumentedFailure {
    public var exitCode: ExitCode { .ioError }
}

// make feature: failure exit codes

extension FullTextError: DocumentedFailure {
    public var exitCode: ExitCode {
        switch self {
        case .unsupportedAddress, .unknownArticle: .usage
        case .fetch: .unavailable
        case .unreadablePage where isParserMissing: .unavailable
        case .notHTML, .unreadablePage, .noArticle, .noLink: .badData
        case .unreadableFile, .storage: .ioError
        }
    }
}
