import FoundationEssentials
import NavigationUI
public import TerminalUI

/// Prints a shell completion script (`tidings://completion/{shell}`).
public final class CompletionViewController: ViewController, DocumentPresentable {
    private let script: String
    public let viewModel = DocumentViewModel()

    init(script: String) {
        self.script = script
    }

    override public var title: String { "Completion" }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        viewModel.document = script
    }

    public func documentOutput() -> String? { script + "\n" }
}

/// The command line's own screen.
public enum CommandLineScreens {
    @MainActor
    public static func register(in router: Router) {
        router.register(Routes.completion) { parameters in
            CompletionViewController(script: CompletionScripts.script(for: parameters.shell))
        }
    }
}
