import ConfigurationService
import Foundation
import NavigationUI
import SettingsUI
import TerminalUI
import Testing

let defaults = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Config/Tidings.plist")

@MainActor @Suite struct ConfigScreen {
    /// The configuration loaded with `environment` and no user plist, and the config screen's lines.
    func screen(environment: [String: String]) async throws -> (ResolvedConfiguration, [String]) {
        let resolved = try ConfigurationLoader(
            defaultsFile: defaults, userFile: URL(fileURLWithPath: "/nonexistent/Tidings.plist"),
            environment: environment
        ).load()
        let router = Router()
        SettingsScreens.register(in: router, configuration: resolved)
        let controller = try router.controller(for: Routes.config())
        await controller.load()
        return (resolved, controller.view.render(width: 120))
    }

    @Test func everySettingShowsItsValueAndSource() async throws {
        let (resolved, lines) = try await screen(environment: [
            "TIDINGS_NETWORK_USER_AGENT": "Probe\u{1B}[2J/1"
        ])
        #expect(lines[0] == "Sources, later ones win:")
        #expect(lines[2] == "  user         /nonexistent/Tidings.plist (not present)")
        let agent = try #require(lines.first { $0.hasPrefix("network.userAgent ") })
        #expect(agent.contains("Probe/1"))
        #expect(!agent.contains("\u{1B}"))
        #expect(agent.hasSuffix("[environment: TIDINGS_NETWORK_USER_AGENT]"))
        #expect(lines.first { $0.hasPrefix("network.maxRedirects ") }?.hasSuffix("[default]") == true)
        #expect(lines.count == 5 + resolved.entries.count)
    }

    @Test func ignoredVariablesAreListedLast() async throws {
        let (_, lines) = try await screen(environment: [
            "TIDINGS_BIN": "/opt/tidings", "TIDINGS_NETWORK_USERAGENT": "x",
        ])
        #expect(
            Array(lines.suffix(3)) == [
                "Ignored environment variables (they name no setting):",
                "  TIDINGS_BIN",
                "  TIDINGS_NETWORK_USERAGENT  did you mean TIDINGS_NETWORK_USER_AGENT?",
            ])
    }
}

@MainActor @Suite struct VersionScreen {
    @Test func printsTheVersionAsTextAndJSON() async throws {
        let router = Router()
        let resolved = try ConfigurationLoader(
            defaultsFile: defaults, userFile: URL(fileURLWithPath: "/nonexistent/Tidings.plist"),
            environment: [:]
        ).load()
        SettingsScreens.register(in: router, configuration: resolved)
        let controller = try #require(try router.controller(for: Routes.version()) as? VersionViewController)
        await controller.load()
        #expect(controller.view.render(width: 40) == ["tidings \(VersionViewController.current)"])
        #expect(try controller.jsonOutput() == "{\n  \"version\" : \"\(VersionViewController.current)\"\n}")
    }
}
