import ConfigurationService
import Foundation
import MigrationLogic
import NavigationUI
import NewsboatService
import TerminalUI

/// `tidings import newsboat`: finds newsboat's files, reads and checks them, translates the key
/// bindings and colours itself, has the migration logic import the rest in one transaction, and
/// answers with the report.
struct NewsboatImportCommand: Sendable {
    let importer: any NewsboatImporting
    let translation: InterfaceTranslation
    /// The settings plist, named when a binding or a colour does not check.
    let settingsFile: String
    /// newsboat's files in a folder, or where newsboat keeps them when nil.
    let locate: @Sendable (String?) throws(NewsboatFileError) -> NewsboatFiles

    func run(_ parameters: NewsboatImportParameters) async throws(ScreenFailure) -> CommandOutcome {
        let options = MigrationOptions(
            starFlag: parameters.starFlag?.first ?? MigrationOptions().starFlag,
            dryRun: parameters.mode == .dryRun)
        let report: MigrationReport
        do {
            let files: NewsboatFiles
            do {
                files = try locate(parameters.from)
            } catch {
                throw MigrationError.newsboat(error)
            }
            let sources = try await importer.read(files)
            let interface: InterfaceSettings
            do {
                interface = try translation.translate(
                    sources.config?.directives ?? [], over: try importer.currentSettings(), file: settingsFile
                )
            } catch let error as InterfaceTranslationError {
                throw ScreenFailure("\(error); nothing was imported", exitStatus: ExitStatus.badData)
            }
            report = try await importer.run(sources, interface: interface, options: options)
        } catch let error as ScreenFailure {
            throw error
        } catch let error as MigrationError {
            throw error.screenFailure
        } catch {
            throw ScreenFailure("\(error)", exitStatus: ExitStatus.ioError)
        }
        return CommandOutcome(lines: NewsboatImportReport.lines(report), json: NewsboatImportJSON(report))
    }
}

extension MigrationError {
    /// The failure the command reports: what newsboat's files say is bad data (65), newsboat
    /// running is unavailable (69), and a file or the library that cannot be read or written is
    /// an I/O error (74).
    var screenFailure: ScreenFailure {
        if case .newsboat(.newsboatRunning) = self {
            return ScreenFailure(description, exitStatus: ExitStatus.unavailable)
        }
        return ScreenFailure(description, exitStatus: isBadData ? ExitStatus.badData : ExitStatus.ioError)
    }
}
