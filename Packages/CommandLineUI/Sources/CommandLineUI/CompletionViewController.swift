import Foundation
import NavigationUI
public import TerminalUI

/// Prints a shell completion script (`tidings://completion/{shell}`).
public final class CompletionViewController: ViewController, DocumentPresentable {
    private let script: String
    public let report = TextReport()

    init(script: String) {
        self.script = script
    }

    override public var title: String { "Completion" }

    override public func makeView() -> any View { ReportView(report: report) }

    override public func load() async {
        report.lines = script.split(separator: "\n", omittingEmptySubsequences: false).map {
            StyledText(String($0))
        }
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
