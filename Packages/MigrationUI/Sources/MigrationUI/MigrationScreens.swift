public import FoundationEssentials
public import MigrationLogic
import NavigationUI
public import NewsboatService
public import SyncLogic
public import TerminalUI

/// What the import command needs: the migration logic, every screen's actions (to translate key
/// bindings), the settings plist's path, and where newsboat's files are.
public struct MigrationDependencies: Sendable {
    public var importer: any NewsboatImporting
    /// Every registered screen's actions, read when the import runs (the router's, once every
    /// screen has registered), and those every screen shares.
    public var actionTables: @MainActor @Sendable () -> [any ActionTableDescribing]
    public var sharedActions: any ActionTableDescribing
    /// The person's settings plist.
    public var settingsFile: URL
    /// newsboat's files in the folder given, or where newsboat keeps them when nil.
    public var locate: @Sendable (String?) throws(NewsboatFileError) -> NewsboatFiles
    /// The library's sync accounts, where the account newsboat's `urls-source` names goes.
    public var sync: any SyncManaging

    public init(
        importer: any NewsboatImporting,
        actionTables: @escaping @MainActor @Sendable () -> [any ActionTableDescribing],
        sharedActions: any ActionTableDescribing, settingsFile: URL,
        locate: @escaping @Sendable (String?) throws(NewsboatFileError) -> NewsboatFiles,
        sync: any SyncManaging
    ) {
        self.sync = sync
        self.importer = importer
        self.actionTables = actionTables
        self.sharedActions = sharedActions
        self.settingsFile = settingsFile
        self.locate = locate
    }
}

/// The import from newsboat's route; it draws its report once.
public enum MigrationScreens {
    @MainActor
    public static func register(in router: Router, dependencies: MigrationDependencies) {
        router.register(Routes.importNewsboat) { parameters in
            let command = NewsboatImportCommand(
                importer: dependencies.importer,
                translation: InterfaceTranslation(
                    tables: dependencies.actionTables(), shared: dependencies.sharedActions),
                settingsFile: dependencies.settingsFile.path, locate: dependencies.locate,
                sync: dependencies.sync)
            return OutcomeViewController(title: "Import from newsboat") { () throws(ScreenFailure) in
                try await command.run(parameters)
            }
        }
    }
}
