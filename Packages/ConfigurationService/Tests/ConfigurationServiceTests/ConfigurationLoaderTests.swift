import ConfigurationService
import Foundation
import Testing

/// The shipped defaults and the test fixtures, found from this file's real location.
enum Files {
    static let testsFolder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    static let repositoryRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let defaults = repositoryRoot.appendingPathComponent("Config/Tidings.plist")

    static func fixture(_ name: String) -> URL {
        fixtures.appendingPathComponent(name)
    }

    /// A user file that never exists, for tests about the defaults and the environment: left
    /// nil, the loader would read the real `~/.config/tidings/Tidings.plist` of whoever runs them.
    static let absentUserFile = FileManager.default.temporaryDirectory
        .appendingPathComponent("tidings-no-user-file-\(UUID().uuidString)/Tidings.plist")
}

func load(user: String? = nil, environment: [String: String] = [:], reserved: Set<String> = [])
    throws(ConfigurationError) -> ResolvedConfiguration
{
    try ConfigurationLoader(
        defaultsFile: Files.defaults, userFile: user.map(Files.fixture) ?? Files.absentUserFile,
        environment: environment,
        reservedVariables: reserved
    ).load()
}

@Suite struct ShippedDefaults {
    @Test func decodeCompletelyFromTheDefaultPlist() throws {
        let resolved = try load()
        #expect(resolved.configuration[Settings.Network.maxRedirects] == 8)
        #expect(resolved.configuration[Settings.Storage.directoryName] == "tidings")
        #expect(resolved.configuration[Settings.Share.clipboardCommands].first == ["wl-copy"])
        #expect(resolved.entries.allSatisfy { $0.source == .defaults(path: Files.defaults.path) })
    }

    @Test func listEverySettingOnceWithItsVariable() throws {
        let resolved = try load()
        let keys = resolved.entries.map(\.key)
        #expect(keys == Settings.all.map(\.key), "in the order the declarations list them")
        #expect(Set(keys).count == keys.count)
        let agent = try #require(resolved.entries.first { $0.key == "network.userAgent" })
        #expect(agent.environmentVariable == "TIDINGS_NETWORK_USER_AGENT")
        #expect(keys.contains("storage.busyTimeoutMilliseconds"))
    }

    @Test func everyKeyIsASCIIAndNamesItsOwnVariable() {
        let keys = Settings.all.map(\.key)
        #expect(keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "the variable is built byte by byte")
        let variables = keys.map(ConfigurationLoader.environmentVariable(for:))
        #expect(Set(variables).count == keys.count)
        #expect(
            ConfigurationLoader.environmentVariable(for: "pictures.cacheMegabytes")
                == "TIDINGS_PICTURES_CACHE_MEGABYTES")
        #expect(ConfigurationLoader.environmentVariable(for: "a.x2Y") == "TIDINGS_A_X2_Y")
    }

    @Test func missingUserFileIsNotAnError() throws {
        let resolved = try load(user: "no-such-file.plist")
        #expect(resolved.configuration[Settings.Network.userAgent].hasPrefix("Tidings/"))
    }
}

@Suite struct Layering {
    @Test func userPlistOverridesTheDefaults() throws {
        let resolved = try load(user: "user-override.plist")
        #expect(resolved.configuration[Settings.Network.userAgent] == "Custom/1.0")
        #expect(resolved.configuration[Settings.Network.requestTimeoutSeconds] == 45)
        #expect(resolved.configuration[Settings.Share.browserCommands] == [["firefox", "--new-tab"]])
        let agent = try #require(resolved.entries.first { $0.key == "network.userAgent" })
        #expect(agent.source == .userFile(path: Files.fixture("user-override.plist").path))
        let redirects = try #require(resolved.entries.first { $0.key == "network.maxRedirects" })
        #expect(redirects.source.label == "default")
    }

    @Test func environmentOverridesTheUserPlist() throws {
        let resolved = try load(
            user: "user-override.plist",
            environment: [
                "TIDINGS_NETWORK_USER_AGENT": "FromEnv/2", "TIDINGS_NETWORK_CONCURRENCY_PER_HOST": "2",
                "TIDINGS_SHARE_USE_BROWSER_VARIABLE": "no",
                "TIDINGS_SHARE_CLIPBOARD_COMMANDS": #"[["xclip", "-i"]]"#, "PATH": "/usr/bin",
            ])
        #expect(resolved.configuration[Settings.Network.userAgent] == "FromEnv/2")
        #expect(resolved.configuration[Settings.Network.concurrencyPerHost] == 2)
        #expect(resolved.configuration[Settings.Share.useBrowserVariable] == false)
        #expect(resolved.configuration[Settings.Share.clipboardCommands] == [["xclip", "-i"]])
        let agent = try #require(resolved.entries.first { $0.key == "network.userAgent" })
        #expect(agent.source == .environment(variable: "TIDINGS_NETWORK_USER_AGENT"))
        #expect(agent.source.description == "environment (environment variable TIDINGS_NETWORK_USER_AGENT)")
    }

    @Test func integerIsAcceptedWhereANumberIsExpected() throws {
        let resolved = try load(environment: ["TIDINGS_NETWORK_CONNECT_TIMEOUT_SECONDS": "3"])
        #expect(resolved.configuration[Settings.Network.connectTimeoutSeconds] == 3)
    }

    @Test func reservedVariablesAreLeftToTheCaller() throws {
        let resolved = try load(environment: ["TIDINGS_HOME": "/tmp/library"], reserved: ["TIDINGS_HOME"])
        #expect(resolved.entries.allSatisfy { $0.source.label == "default" })
    }
}

@Suite struct Errors {
    @Test func unknownKeyNamesTheKeyTheFileAndTheKnownKeys() {
        let file = Files.fixture("user-unknown-key.plist").path
        #expect(throws: ConfigurationError.self) { try load(user: "user-unknown-key.plist") }
        do {
            _ = try load(user: "user-unknown-key.plist")
        } catch {
            guard case .unknownKey(let key, let source, let known) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(key == "network.userAgnet")
            #expect(source == .userFile(path: file))
            #expect(known.contains("network.userAgent"))
            #expect(error.description.hasPrefix("unknown setting 'network.userAgnet' in \(file)"))
        }
    }

    @Test func wrongTypeNamesTheExpectedType() {
        let file = Files.fixture("user-wrong-type.plist").path
        #expect(
            throws: ConfigurationError.wrongType(
                key: "network.maxRedirects", source: .userFile(path: file), expected: "an integer",
                found: "the string \"ten\"")
        ) { try load(user: "user-wrong-type.plist") }
    }

    @Test func sectionGivenAsAScalarIsAWrongType() {
        let file = Files.fixture("user-section-as-string.plist").path
        #expect(
            throws: ConfigurationError.wrongType(
                key: "network", source: .userFile(path: file), expected: "a dictionary of settings",
                found: "the string \"fast\"")
        ) { try load(user: "user-section-as-string.plist") }
    }

    @Test func arrayElementsAreTypeChecked() {
        let file = Files.fixture("user-array-of-numbers.plist").path
        #expect(
            throws: ConfigurationError.wrongType(
                key: "downloads.playerCommand", source: .userFile(path: file),
                expected: "an array of strings",
                found: "an array")
        ) { try load(user: "user-array-of-numbers.plist") }
    }

    @Test func malformedPlistNamesTheFile() {
        do {
            _ = try load(user: "user-malformed.plist")
            Issue.record("a malformed plist was accepted")
        } catch {
            guard case .malformed(let path, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == Files.fixture("user-malformed.plist").path)
        }
    }

    @Test func outOfRangeValueIsRefused() {
        let file = Files.fixture("user-zero-concurrency.plist").path
        #expect(
            throws: ConfigurationError.invalidValue(
                key: "network.concurrency", source: .userFile(path: file),
                reason: "must be from 1 to 256, but it is 0")
        ) { try load(user: "user-zero-concurrency.plist") }
    }

    @Test func environmentValueOfTheWrongTypeNamesTheVariable() {
        #expect(
            throws: ConfigurationError.wrongType(
                key: "network.maxRedirects", source: .environment(variable: "TIDINGS_NETWORK_MAX_REDIRECTS"),
                expected: "an integer", found: "\"many\"")
        ) { try load(environment: ["TIDINGS_NETWORK_MAX_REDIRECTS": "many"]) }
        #expect(throws: ConfigurationError.self) {
            try load(environment: ["TIDINGS_SHARE_BROWSER_COMMANDS": #"["not", 3]"#])
        }
    }

    /// A variable's value can hold any character; quoted in the error it stays one line (the
    /// settings fuzzer's finding: a carriage return and a line feed in a value).
    @Test func aWrongValueIsQuotedOnOneLine() {
        let value = "a\r\nb\u{0}c\u{2028}\"d\""
        #expect(
            throws: ConfigurationError.wrongType(
                key: "network.maxRedirects", source: .environment(variable: "TIDINGS_NETWORK_MAX_REDIRECTS"),
                expected: "an integer", found: #""a\u000d\nb\u0000c\u2028\"d\"""#)
        ) { try load(environment: ["TIDINGS_NETWORK_MAX_REDIRECTS": value]) }
    }

    @Test func unknownEnvironmentVariableIsIgnoredWithTheClosestSetting() throws {
        let resolved = try load(environment: [
            "TIDINGS_NETWORK_USERAGENT": "x", "TIDINGS_BIN": "/usr/local/bin/tidings",
        ])
        #expect(
            resolved.ignoredVariables == [
                IgnoredVariable(name: "TIDINGS_BIN", closestSetting: nil),
                IgnoredVariable(
                    name: "TIDINGS_NETWORK_USERAGENT", closestSetting: "TIDINGS_NETWORK_USER_AGENT"),
            ])
        #expect(resolved.configuration[Settings.Network.userAgent] != "x")
        #expect(
            resolved.ignoredVariables[1].warning
                == "tidings: warning: ignoring the environment variable TIDINGS_NETWORK_USERAGENT, "
                + "which names no setting; did you mean TIDINGS_NETWORK_USER_AGENT?")
        #expect(!resolved.ignoredVariables[0].warning.contains("did you mean"))
    }

    @Test func aKnownVariableWithABadValueStillStops() {
        #expect(throws: ConfigurationError.self) {
            try load(environment: ["TIDINGS_NETWORK_MAX_REDIRECTS": "-3", "TIDINGS_BIN": "x"])
        }
    }

    @Test func strayKeyInTheDefaultsIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: Files.defaults, encoding: .utf8)
            .replacingOccurrences(
                of: "<key>network</key>\n    <dict>",
                with:
                    "<key>network</key>\n    <dict>\n        <key>proxy</key>\n        <string>none</string>")
        let defaults = folder.appendingPathComponent("Tidings.plist")
        try text.write(to: defaults, atomically: true, encoding: .utf8)
        let loader = ConfigurationLoader(
            defaultsFile: defaults, userFile: Files.absentUserFile, environment: [:])
        #expect {
            try loader.load()
        } throws: { error in
            guard case ConfigurationError.unknownKey(let key, let source, _) = error else { return false }
            return key == "network.proxy" && source == .defaults(path: defaults.path)
        }
    }
}

@Suite struct EnvironmentNames {
    @Test(arguments: [
        ("network.userAgent", "TIDINGS_NETWORK_USER_AGENT"),
        ("storage.busyTimeoutMilliseconds", "TIDINGS_STORAGE_BUSY_TIMEOUT_MILLISECONDS"),
        ("share.useBrowserVariable", "TIDINGS_SHARE_USE_BROWSER_VARIABLE"),
        ("interface.pageSize", "TIDINGS_INTERFACE_PAGE_SIZE"),
    ])
    func derivedFromTheKey(key: String, variable: String) {
        #expect(ConfigurationLoader.environmentVariable(for: key) == variable)
    }

    @Test func userFileFollowsXDG() {
        let file = ConfigurationLoader.userFile(
            directoryName: "tidings", environment: ["XDG_CONFIG_HOME": "/x/conf"])
        #expect(file.path == "/x/conf/tidings/Tidings.plist")
    }
}
