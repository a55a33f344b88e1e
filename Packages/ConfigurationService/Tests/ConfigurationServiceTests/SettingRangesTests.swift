import ConfigurationService
import Foundation
import Testing

/// Writes `body` (the inside of the top-level dict) as a user plist and loads it.
func loadUserPlist(_ body: String) throws -> (ResolvedConfiguration?, ConfigurationError?, String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-config-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Tidings.plist")
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>\(body)</dict></plist>
        """
    try Data(text.utf8).write(to: file)
    do {
        let resolved = try ConfigurationLoader(defaultsFile: Files.defaults, userFile: file, environment: [:])
            .load()
        return (resolved, nil, file.path)
    } catch {
        return (nil, error, file.path)
    }
}

@Suite struct Ranges {
    @Test func everyNumericSettingDeclaresARange() {
        for setting in Settings.all where [.integer, .real].contains(setting.type) {
            #expect(setting.range != nil, "\(setting.key) has no range")
        }
        #expect(Settings.all.count == Set(Settings.all.map(\.key)).count, "a key is declared twice")
    }

    @Test(arguments: [
        ("TIDINGS_NETWORK_REQUEST_TIMEOUT_SECONDS", "1e16"),
        ("TIDINGS_NETWORK_CONNECT_TIMEOUT_SECONDS", "1e300"),
        ("TIDINGS_REFRESH_BACKOFF_BASE_MINUTES", "1e15"),
        ("TIDINGS_REFRESH_BACKOFF_MAX_HOURS", "1e15"),
        ("TIDINGS_STORAGE_READER_COUNT", "0"),
        ("TIDINGS_STORAGE_READER_COUNT", "1000000"),
        ("TIDINGS_NETWORK_CONCURRENCY", "1000000000"),
        ("TIDINGS_DOWNLOADS_MAX_FILE_BYTES", "9223372036854775807"),
    ])
    func hugeOrTinyValuesAreRefusedNamingTheVariable(variable: String, text: String) {
        do {
            _ = try load(environment: [variable: text])
            Issue.record("\(variable)=\(text) was accepted")
        } catch {
            guard case .invalidValue(_, let source, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(source == .environment(variable: variable))
            #expect(reason.hasPrefix("must be from "))
            #expect(error.description.contains(variable))
        }
    }

    @Test(arguments: ["nan", "inf", "-inf", "infinity"])
    func nanAndInfinityAreRefusedInTheEnvironment(text: String) {
        do {
            _ = try load(environment: ["TIDINGS_NETWORK_REQUEST_TIMEOUT_SECONDS": text])
            Issue.record("\(text) was accepted")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "setting 'network.requestTimeoutSeconds' in environment variable "
                        + "TIDINGS_NETWORK_REQUEST_TIMEOUT_SECONDS must be a finite number"))
        }
    }

    @Test(arguments: ["nan", "+infinity", "-infinity"])
    func nanAndInfinityAreRefusedInTheUserPlistNamingIt(text: String) throws {
        let (resolved, error, path) = try loadUserPlist(
            "<key>network</key><dict><key>requestTimeoutSeconds</key><real>\(text)</real></dict>")
        #expect(resolved == nil)
        let message = try #require(error).description
        #expect(message.contains(path), "\(message)")
        #expect(!message.contains(Files.defaults.path))
    }

    @Test func theEdgesOfARangeAreAllowed() throws {
        let resolved = try load(environment: [
            "TIDINGS_STORAGE_READER_COUNT": "64", "TIDINGS_NETWORK_CONCURRENCY": "1",
        ])
        #expect(resolved.configuration[Settings.Storage.readerCount] == 64)
        #expect(resolved.configuration[Settings.Network.concurrency] == 1)
    }

    @Test func anUnknownSectionInTheUserPlistIsRefused() throws {
        let (_, error, path) = try loadUserPlist("<key>colours</key><dict/>")
        #expect(
            error
                == .unknownKey(
                    key: "colours", source: .userFile(path: path),
                    known: [
                        "downloads", "filters", "fullText", "interface", "network", "notifications", "parser",
                        "pictures", "refresh",
                        "retention",
                        "share",
                        "storage", "sync",
                    ]))
        let (resolved, none, _) = try loadUserPlist("<key>network</key><dict/>")
        #expect(none == nil)
        #expect(resolved != nil)
    }
}

/// The `environment-*.env` fixtures (also the settings fuzzer's seeds): `NAME=VALUE` lines, each
/// name without its `TIDINGS_` prefix.
@Suite struct EnvironmentFixtures {
    static func environment(_ name: String) throws -> [String: String] {
        let text = try String(contentsOf: Files.fixture(name), encoding: .utf8)
        var variables: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            variables["TIDINGS_" + line[..<equals]] = String(line[line.index(after: equals)...])
        }
        return variables
    }

    @Test func theValidOneLoads() throws {
        let resolved = try load(environment: try Self.environment("environment-valid.env"))
        #expect(resolved.configuration[Settings.Network.concurrency] == 8)
        #expect(resolved.configuration[Settings.Share.browserCommands] == [["firefox"]])
    }

    @Test(arguments: ["environment-huge.env", "environment-nan.env", "environment-unknown.env"])
    func theHostileOnesAreRefused(name: String) throws {
        let environment = try Self.environment(name)
        #expect(throws: ConfigurationError.self) { try load(environment: environment) }
    }
}
