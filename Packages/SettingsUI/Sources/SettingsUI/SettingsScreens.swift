public import ConfigurationService
import NavigationUI
public import TerminalUI

/// The settings screen's route.
public enum SettingsScreens {
    @MainActor
    public static func register(in router: Router, configuration: ResolvedConfiguration) {
        router.register(Routes.config) { _ in ConfigViewController(resolved: configuration) }
    }
}
