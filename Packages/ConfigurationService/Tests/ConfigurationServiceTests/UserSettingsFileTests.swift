import ConfigurationService
import Foundation
import Testing

@Suite struct UserSettingsFiles {
    private func scratchFile() throws -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID())")
            .appendingPathComponent("tidings/Tidings.plist")
    }

    @Test func aMissingFileHasNoEntriesAndIsMadeWithItsFolder() throws {
        let file = UserSettingsFile(file: try scratchFile())
        defer {
            try? FileManager.default.removeItem(
                at: file.file.deletingLastPathComponent().deletingLastPathComponent())
        }
        #expect(try file.entries().isEmpty)
        var entries = UserSettingsFile.setting(.integer(4), at: "network.concurrency", in: [:])
        entries = UserSettingsFile.setting(.boolean(false), at: "share.useBrowserVariable", in: entries)
        entries = UserSettingsFile.setting(
            .array([.array([.string("firefox"), .string("--new-tab")])]), at: "share.browserCommands",
            in: entries)
        entries = UserSettingsFile.setting(
            .array([.string("j"), .string("down")]), at: "keys.feeds.down", in: entries)
        entries = UserSettingsFile.setting(.string("bold yellow"), at: "theme.heading", in: entries)
        try file.write(try UserSettingsFile.data(entries))
        #expect(try file.entries() == entries)
        #expect(
            UserSettingsFile.value(at: "keys.feeds.down", in: entries)
                == .array([.string("j"), .string("down")]))
        #expect(UserSettingsFile.value(at: "keys.feeds.up", in: entries) == nil)
        // The loader takes what was written, types and all.
        let resolved = try ConfigurationLoader(
            defaultsFile: Files.defaults, userFile: file.file, environment: [:]
        )
        .load()
        #expect(resolved.configuration[Settings.Network.concurrency] == 4)
        #expect(resolved.configuration[Settings.Share.useBrowserVariable] == false)
        #expect(resolved.configuration[Settings.Share.browserCommands] == [["firefox", "--new-tab"]])
        #expect(resolved.userTables.keys["feeds"]?["down"] == ["j", "down"])
        #expect(resolved.userTables.theme["heading"] == "bold yellow")
    }

    @Test func settingAKeepsEverythingElse() {
        let entries: [String: SettingValue] = [
            "network": .dictionary(["userAgent": .string("mine"), "concurrency": .integer(8)]),
            "interface": .dictionary(["pageSize": .integer(30)]),
        ]
        let changed = UserSettingsFile.setting(.integer(2), at: "network.concurrency", in: entries)
        #expect(
            changed == [
                "network": .dictionary(["userAgent": .string("mine"), "concurrency": .integer(2)]),
                "interface": .dictionary(["pageSize": .integer(30)]),
            ])
    }

    @Test func aFileThatCannotBeWrittenSaysWhere() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent(
            "settings-blocker-\(UUID())")
        try Data().write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let file = UserSettingsFile(file: blocker.appendingPathComponent("Tidings.plist"))
        do {
            try file.write(Data())
            Issue.record("a file under a regular file was written")
        } catch {
            #expect(error.description.hasPrefix("cannot write the configuration file \(file.file.path): "))
        }
    }
}
