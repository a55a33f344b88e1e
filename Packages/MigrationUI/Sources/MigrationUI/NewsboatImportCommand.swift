import ConfigurationService
import ExitCodeUI
import FoundationEssentials
import MigrationLogic
import NavigationUI
import NewsboatService
import SyncLogic
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
    /// The library's sync accounts, where `urls-source`'s account goes.
    let sync: any SyncManaging

    func run(_ parameters: NewsboatImportParameters) async throws(ScreenFailure) -> CommandOutcome {
        let options = MigrationOptions(
            starFlag: parameters.starFlag?.first ?? MigrationOptions().starFlag,
            dryRun: parameters.mode == .dryRun)
        var report: MigrationReport
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
                throw ScreenFailure("\(error); nothing was imported", code: .badData)
            }
            report = try await importer.run(sources, interface: interface, options: options)
            if !options.dryRun, let planned = report.account {
                report.accountOutcome = await addAccount(planned)
            }
        } catch let error as ScreenFailure {
            throw error
        } catch let error as MigrationError {
            throw ScreenFailure(error)
        } catch {
            throw ScreenFailure("\(error)", code: .ioError)
        }
        return CommandOutcome(lines: NewsboatImportReport.lines(report), json: NewsboatImportJSON(report))
    }

    /// Adds the account `urls-source` named, after the import (its login is a call to the
    /// server, outside the import's transaction); a failure is reported, never thrown: the
    /// feeds, articles and settings are in.
    private func addAccount(_ planned: PlannedAccount) async -> AccountImportOutcome {
        let secret: AccountSecret
        do throws(SyncError) {
            switch planned.password {
            case .password(let password): secret = .password(password)
            case .file(let path): secret = .password(try AccountPasswords.read(passwordFile: path))
            case .command(let command): secret = .command(command)
            }
            let account = try await sync.addAccount(
                planned.kind, url: planned.url, user: planned.user, secret: secret, name: nil)
            return .added(name: account.name)
        } catch .duplicateAccount(let name) {
            return .alreadyThere(name: name)
        } catch {
            return .failed("\(error)")
        }
    }
}
