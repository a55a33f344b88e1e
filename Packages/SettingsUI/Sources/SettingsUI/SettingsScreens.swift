public import ConfigurationService
import NavigationUI
public import TerminalUI

/// The settings and version screens' routes.
public enum SettingsScreens {
    @MainActor
    public static func register(in router: Router, configuration: ResolvedConfiguration) {
        router.register(Routes.config) { _ in ConfigViewController(resolved: configuration) }
        router.register(Routes.version) { _ in VersionViewController() }
    }
}
