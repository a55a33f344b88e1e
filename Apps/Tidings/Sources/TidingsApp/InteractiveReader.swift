import NavigationUI
import RefreshUI
import TerminalUI

/// The full-screen reader: the same screens and routes as the one-shot commands, in a
/// navigation stack on a terminal session, with a refresh that runs in the background.
@MainActor
struct InteractiveReader {
    let composition: Composition
    let library: Library

    func run() async -> Int32 {
        let console = composition.console
        let background = BackgroundRefresh(refresher: library.refresher)
        let navigation = NavigationController(
            router: composition.router(library: library, background: background),
            keyBindings: composition.keyBindings)
        navigation.activity = background
        do {
            try await navigation.open(Routes.feeds())
            let terminal = try SystemTerminal(inputDescriptor: 0, outputDescriptor: 1)
            let style = OutputStyle.detect(environment: composition.environment, isTerminal: true)
            let session = InteractiveSession(navigation: navigation, terminal: terminal, style: style)
            navigation.session = session
            try await session.run()
            return ExitStatus.ok
        } catch {
            console.writeError("tidings: \(error)\n")
            return ExitStatus.ioError
        }
    }
}
