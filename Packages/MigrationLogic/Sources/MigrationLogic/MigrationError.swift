public import ConfigurationService
public import DatabaseService
public import FoundationEssentials
public import NewsboatService

/// Why an import from newsboat stopped. Nothing was imported when it throws: the library's
/// changes are one transaction, and the settings file is written only when that commits.
public enum MigrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// newsboat's files could not be found or read, or the cache is not newsboat's.
    case newsboat(NewsboatFileError)
    /// A config line names a setting Tidings takes over, with a value that means nothing.
    case invalidSetting(file: URL, line: Int, reason: String)
    /// The settings the import would write do not load (a bug, or a hand-edited settings file
    /// that no longer loads); `cause` says why.
    case settings(ConfigurationError)
    /// The library could not be read or written; the database says why.
    case storage(DatabaseError)

    public var description: String {
        switch self {
        case .newsboat(let cause):
            cause.description
        case .invalidSetting(let file, let line, let reason):
            "\(file.path), line \(line): \(reason); nothing was imported"
        case .settings(let cause):
            "\(cause); nothing was imported"
        case .storage(let cause):
            "the library could not be read or written (\(cause)); nothing was imported"
        }
    }

    /// Whether the failure is in what newsboat's files say (bad data), rather than in reading or
    /// writing files.
    public var isBadData: Bool {
        switch self {
        case .newsboat(.malformedLine), .newsboat(.includeLoop), .newsboat(.notNewsboatCache),
            .newsboat(.unreadableCache), .invalidSetting:
            true
        case .settings(.unreadable), .settings(.unwritable), .newsboat, .storage:
            false
        case .settings:
            true
        }
    }
}
