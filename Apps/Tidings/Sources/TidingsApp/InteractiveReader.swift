import ConfigurationService
import ExitCodeUI
import NavigationUI
import PictureLogic
import RefreshUI
import TerminalUI

/// The full-screen reader: the same screens and routes as the one-shot commands, in a
/// navigation stack on a terminal session, with a refresh that runs in the background. With
/// sync accounts, it starts by syncing them (`sync.syncOnReaderStart`).
@MainActor
struct InteractiveReader {
    let composition: Composition
    let library: Library

    func run() async -> Int32 {
        let console = composition.console
        let background = BackgroundRefresh(
            refresh: ScreenRegistry.refreshDependencies(library).refresh,
            subscriptions: library.subscriptions,
            articles: library.articles)
        let screens: (router: Router, keyBindings: KeyBindings)
        do {
            screens = try composition.screens(library: library, background: background)
        } catch {
            return console.report(error)
        }
        let navigation = NavigationController(router: screens.router, keyBindings: screens.keyBindings)
        navigation.activity = background
        do {
            try await navigation.open(Routes.feeds(.init()))
            // The accounts sync behind the screens that are already open: a server that is down
            // or slow never delays the reader, and shows only in the status line.
            if composition.settings[Settings.Sync.syncOnReaderStart], library.hasAccounts {
                background.startCompanion()
            }
            let terminal = try SystemTerminal(inputDescriptor: 0, outputDescriptor: 1)
            let style = OutputStyle.detect(environment: composition.environment, isTerminal: true)
            let reportsMouse =
                composition.settings[Settings.Interface.mouse]
                && SystemTerminal.reportsMouse(term: composition.environment["TERM"])
            let answers = composition.answers
            let session = InteractiveSession(
                navigation: navigation, terminal: terminal, style: style, reportsMouse: reportsMouse,
                handleReport: { report in answers.answered(drawsSixels: report.drawsSixels) })
            navigation.session = session
            try await session.run()
            return ExitCode.ok.rawValue
        } catch {
            console.writeError("tidings: \(error)\n")
            return ExitCode.ioError.rawValue
        }
    }
}
