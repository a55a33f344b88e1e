public import ConfigurationService
public import NewsboatService

/// What the import command asks of the migration logic: newsboat's files read and checked, then
/// imported in one transaction (or, as a dry run, what that would do).
///
/// `StoredNewsboatImport` is its one implementation; `StoredNewsboatImport.inMemory` is the
/// default tests use.
public protocol NewsboatImporting: Sendable {
    /// Reads `urls` and `config` and checks the cache; a line that cannot be read, or a cache that
    /// is not newsboat's, fails here, before anything changes.
    func read(_ files: NewsboatFiles) async throws(MigrationError) -> NewsboatSources

    /// The person's settings plist as it is now, for the interface to lay its own settings over.
    func currentSettings() throws(MigrationError) -> [String: SettingValue]

    /// Imports what `sources` hold, with the settings the interface translated itself, in one
    /// transaction; with `dryRun` nothing changes and the report says what would have.
    func run(_ sources: NewsboatSources, interface: InterfaceSettings, options: MigrationOptions)
        async throws(MigrationError) -> MigrationReport
}

/// newsboat's files, read and checked.
public struct NewsboatSources: Sendable {
    public var files: NewsboatFiles
    public var urls: NewsboatURLsFile
    public var config: NewsboatConfigFile?
    /// What the cache holds, when there is one.
    public var cache: NewsboatCache.Summary?

    public init(
        files: NewsboatFiles, urls: NewsboatURLsFile, config: NewsboatConfigFile?,
        cache: NewsboatCache.Summary?
    ) {
        self.files = files
        self.urls = urls
        self.config = config
        self.cache = cache
    }
}

/// The config lines that are the interface's business (key bindings, colours), as it translated
/// them: the plist entries to set, the lines it took, and those it could not map.
public struct InterfaceSettings: Equatable, Sendable {
    /// Dotted key → value, such as `keys` → the whole key bindings section.
    public var entries: [String: SettingValue]
    /// The lines it read, mapped or not; the logic leaves them alone.
    public var handled: Set<SourceLine>
    public var notImported: [NotImported]

    public init(
        entries: [String: SettingValue] = [:], handled: Set<SourceLine> = [], notImported: [NotImported] = []
    ) {
        self.entries = entries
        self.handled = handled
        self.notImported = notImported
    }
}

/// How to import.
public struct MigrationOptions: Equatable, Sendable {
    /// The flag letter that means starred (newsboat has no star; people pick a letter).
    public var starFlag: Character
    /// Report what would happen, changing nothing.
    public var dryRun: Bool

    public init(starFlag: Character = "s", dryRun: Bool = false) {
        self.starFlag = starFlag
        self.dryRun = dryRun
    }
}
