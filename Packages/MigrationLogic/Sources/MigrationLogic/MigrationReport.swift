public import ArticleLogic
public import ConfigurationService
public import FoundationEssentials
public import NewsboatService

/// A line of one of newsboat's files.
public struct SourceLine: Hashable, Comparable, Sendable {
    public var file: URL
    /// From 1.
    public var line: Int

    public init(file: URL, line: Int) {
        self.file = file
        self.line = line
    }

    public static func < (lhs: SourceLine, rhs: SourceLine) -> Bool {
        (lhs.file.path, lhs.line) < (rhs.file.path, rhs.line)
    }
}

/// A line of newsboat's files that has no counterpart in Tidings (or only in part), and why.
public struct NotImported: Equatable, Sendable {
    public var location: SourceLine
    /// The line as written.
    public var text: String
    public var reason: String

    public init(location: SourceLine, text: String, reason: String) {
        self.location = location
        self.text = text
        self.reason = reason
    }
}

/// One setting the import changes in the person's plist.
public struct SettingChange: Equatable, Sendable {
    /// The dotted key, such as `network.concurrency` or `keys`.
    public var key: String
    /// Its value in the plist before, when it had one there.
    public var before: SettingValue?
    public var after: SettingValue

    public init(key: String, before: SettingValue?, after: SettingValue) {
        self.key = key
        self.before = before
        self.after = after
    }
}

/// What an import did, or with `dryRun` would do: counts of what came over, the settings it
/// changes, and every line that had no counterpart.
public struct MigrationReport: Equatable, Sendable {
    public var dryRun: Bool
    public var files: NewsboatFiles
    /// Feeds now followed, and feeds the library followed already (their missing tags added).
    public var feedsAdded = 0
    public var feedsAlreadyFollowed = 0
    /// Of the feeds added, those with newsboat's own name (`~Title`) and those hidden (`!`).
    public var feedsRenamed = 0
    public var feedsHidden = 0
    /// Of the feeds added, those that keep their new articles' full texts (newsboat's
    /// `download-full-page yes`).
    public var feedsKeepingFullText = 0
    /// The articles of the cache, summed over the feeds.
    public var articles = ImportedArticlesOutcome()
    /// Articles in the cache of feeds that are no longer in `urls`, and how many such feeds:
    /// left out, as newsboat itself no longer shows them.
    public var articlesLeftOut = 0
    public var feedsLeftOut = 0
    /// Articles whose flags hold letters other than the one taken as starred, and those letters.
    public var articlesWithOtherFlags = 0
    public var otherFlagLetters: [Character] = []
    public var queryFeedsAdded = 0
    public var queryFeedsAlreadyThere = 0
    public var ignoreRulesAdded = 0
    public var ignoreRulesAlreadyThere = 0
    /// Articles the new hiding rules hide now.
    public var articlesHidden = 0
    /// The settings changed, by key; empty when the plist stays as it was.
    public var settings: [SettingChange] = []
    /// The plist the settings go into, and the copy of its previous contents kept beside it.
    public var settingsFile: URL
    public var settingsBackup: URL?
    /// Every line without a counterpart, by file and line.
    public var notImported: [NotImported] = []
    /// The sync account newsboat's `urls-source` names; the interface adds it (its login is a
    /// call to the server) and says how that went in `accountOutcome`.
    public var account: PlannedAccount?
    public var accountOutcome: AccountImportOutcome?

    public init(dryRun: Bool, files: NewsboatFiles, settingsFile: URL) {
        self.dryRun = dryRun
        self.files = files
        self.settingsFile = settingsFile
    }

    /// Whether it added nothing at all: a second import of the same files.
    public var addedNothing: Bool {
        feedsAdded == 0 && articles.added == 0 && articles.removed == 0 && queryFeedsAdded == 0
            && ignoreRulesAdded == 0 && settings.isEmpty
    }
}

/// How adding the imported account went.
public enum AccountImportOutcome: Equatable, Sendable {
    /// Added under this name.
    case added(name: String)
    /// An account of this name was there already (a second import).
    case alreadyThere(name: String)
    /// Not added, and why, in one sentence.
    case failed(String)
}
