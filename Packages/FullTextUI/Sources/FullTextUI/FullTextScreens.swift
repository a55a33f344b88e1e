public import FullTextLogic
import NavigationUI
public import TerminalUI

/// What the whole-article screens need from logic.
public struct FullTextDependencies: Sendable {
    /// Finds the article of a page, fetched or saved.
    public var fullText: any FullTextManaging
    /// The width, in cells, an article's body is wrapped at.
    public var textWidth: Int

    public init(fullText: any FullTextManaging, textWidth: Int = 72) {
        self.fullText = fullText
        self.textWidth = textWidth
    }
}

/// The whole-article routes: `tidings://extract` (`tidings extract`), which draws one page's
/// article once.
public enum FullTextScreens {
    @MainActor
    public static func register(in router: Router, dependencies: FullTextDependencies) {
        let command = ExtractCommand(fullText: dependencies.fullText, width: dependencies.textWidth)
        router.register(Routes.extract) { parameters in
            OutcomeViewController(title: "Extract") { () throws(ScreenFailure) in
                try await command.run(parameters)
            }
        }
    }
}
