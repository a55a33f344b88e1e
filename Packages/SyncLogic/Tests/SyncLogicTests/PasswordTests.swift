import Foundation
import SyncLogic
import Testing

@Suite struct PasswordTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "passwords-\(UUID().uuidString)")

    func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)
            .intValue
    }

    @Test
    func aSavedPasswordIsReadableOnlyByItsOwner() throws {
        let passwords = AccountPasswords(folder: folder.appendingPathComponent("accounts"))
        try passwords.save("s3cret", account: 4, name: "server")
        #expect(try passwords.password(account: 4, name: "server") == "s3cret")
        #expect(try mode(passwords.folder.path) == 0o700)
        #expect(try mode(passwords.folder.appendingPathComponent("4.password").path) == 0o600)
        try passwords.save("changed", account: 4, name: "server")
        #expect(try passwords.password(account: 4, name: "server") == "changed")
        passwords.remove(account: 4)
        #expect(throws: SyncError.self) { try passwords.password(account: 4, name: "server") }
    }

    @Test
    func aPasswordFileOthersCanReadIsRefused() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("password")
        try Data("hunter2\nignored\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        #expect(throws: SyncError.passwordFileShared(path: file.path)) {
            try AccountPasswords.read(passwordFile: file.path)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try AccountPasswords.read(passwordFile: file.path) == "hunter2")
    }

    @Test
    func theFirstLineIsThePasswordAndAnEmptyOneIsRefused() throws {
        #expect(try AccountPasswords.firstLine(of: Data("pa ss\r\n".utf8), source: "-") == "pa ss")
        #expect(throws: SyncError.emptyPassword) {
            try AccountPasswords.firstLine(of: Data("\n".utf8), source: "-")
        }
        #expect(throws: SyncError.self) {
            try AccountPasswords.read(passwordFile: folder.appendingPathComponent("missing").path)
        }
    }

    @Test
    func theMessageOfAnErrorNeverHoldsThePassword() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("shared")
        try Data("topsecret".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        do {
            _ = try AccountPasswords.read(passwordFile: file.path)
            Issue.record("a shared file was read")
        } catch {
            #expect(!error.description.contains("topsecret"))
        }
    }
}
