import Foundation
import Testing

@testable import TidingsApp

/// The default plist of the source tree, found from this file's real location.
let defaultsFile = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Config/Tidings.plist")

/// An environment whose user plist cannot exist, so results do not depend on the machine.
let isolated = ["XDG_CONFIG_HOME": "/nonexistent-\(UUID().uuidString)"]

func run(_ arguments: String..., environment: [String: String] = isolated) -> CommandOutcome {
    TidingsCommandLine.execute(arguments: arguments, environment: environment, defaultsFile: defaultsFile)
}

@Suite struct CommandLineBasics {
    @Test func versionPrintsTheVersion() {
        let outcome = run("--version")
        #expect(
            outcome
                == CommandOutcome(exitCode: .ok, output: "tidings \(TidingsVersion.current)\n", errors: ""))
    }

    @Test(arguments: [["--help"], ["-h"], []])
    func helpListsTheCommands(arguments: [String]) {
        let outcome = TidingsCommandLine.execute(
            arguments: arguments, environment: isolated, defaultsFile: defaultsFile)
        #expect(outcome.exitCode == .ok)
        #expect(outcome.output.contains("config"))
        #expect(outcome.output.contains("64 usage"))
        #expect(outcome.errors.isEmpty)
    }

    @Test(arguments: ["frobnicate", "--frobnicate"])
    func unknownCommandOrFlagIsAUsageError(argument: String) {
        let outcome = run(argument)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.exitCode.rawValue == 64)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errors.hasPrefix("tidings: unknown "))
        #expect(outcome.errors.contains("'\(argument)'"))
        #expect(outcome.errors.contains("usage: tidings"))
    }

    @Test func unknownOptionOfConfigIsAUsageError() {
        let outcome = run("config", "--verbose")
        #expect(outcome.exitCode == .usage)
        #expect(outcome.errors.contains("'--verbose'"))
    }
}

@Suite struct ConfigCommand {
    @Test func printsEverySettingWithItsSource() throws {
        let outcome = run(
            "config", environment: isolated.merging(["TIDINGS_NETWORK_USER_AGENT": "Probe/1"]) { $1 })
        #expect(outcome.exitCode == .ok)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("  default      \(defaultsFile.path)"))
        let agent = try #require(lines.first { $0.hasPrefix("network.userAgent ") })
        #expect(agent.contains("Probe/1"))
        #expect(agent.hasSuffix("[environment: TIDINGS_NETWORK_USER_AGENT]"))
        let redirects = try #require(lines.first { $0.hasPrefix("network.maxRedirects ") })
        #expect(redirects.hasSuffix("[default]"))
    }

    @Test func readsTheUserPlistFromXDGConfigHome() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let folder = home.appendingPathComponent("tidings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>retention</key><dict><key>days</key><integer>7</integer></dict></dict></plist>
            """
        try plist.write(to: folder.appendingPathComponent("Tidings.plist"), atomically: true, encoding: .utf8)
        let outcome = run("config", environment: ["XDG_CONFIG_HOME": home.path])
        let days = try #require(
            outcome.output.split(separator: "\n").first { $0.hasPrefix("retention.days ") })
        #expect(days.contains(" 7 "))
        #expect(days.hasSuffix("[user]"))
    }

    @Test func badSettingIsBadDataWithOneClearLine() {
        let outcome = run(
            "config", environment: isolated.merging(["TIDINGS_NETWORK_MAX_REDIRECTS": "lots"]) { $1 })
        #expect(outcome.exitCode == .badData)
        #expect(
            outcome.errors
                == "tidings: setting 'network.maxRedirects' in environment variable TIDINGS_NETWORK_MAX_REDIRECTS "
                + "must be an integer, but it is \"lots\"\n")
    }

    @Test func missingDefaultsIsAnIOError() {
        let outcome = TidingsCommandLine.execute(
            arguments: ["config"], environment: isolated, defaultsFile: nil)
        #expect(outcome.exitCode == .ioError)
    }
}
