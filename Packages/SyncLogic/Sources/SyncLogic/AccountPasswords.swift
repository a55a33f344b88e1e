public import FoundationEssentials
import UnicodeTextService

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps each account's password in a file of its own beside the library
/// (`accounts/ID.password`), readable only by the user (mode 600, in a folder of mode 700), and
/// reads the password files users hand in. Passwords go nowhere else: not the database, not
/// the settings, not a message.
public struct AccountPasswords: Sendable {
    /// The folder of password files.
    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    /// Saves `password` for the account, replacing any earlier one atomically.
    public func save(_ password: String, account: Int64, name: String) throws(SyncError) {
        let manager = FileManager.default
        do {
            try manager.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
            let target = file(of: account)
            let staging = folder.appendingPathComponent(".\(account).password.new")
            _ = manager.createFile(
                atPath: staging.path, contents: nil, attributes: [.posixPermissions: 0o600])
            try Data(password.utf8).write(to: staging)
            try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: staging.path)
            if rename(staging.path, target.path) != 0 {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch let error as SyncError {
            throw error
        } catch {
            throw .passwordStorage(account: name, reason: SystemErrorText.reason(for: error))
        }
    }

    /// The account's password.
    public func password(account: Int64, name: String) throws(SyncError) -> String {
        guard let data = FileManager.default.contents(atPath: file(of: account).path),
            let password = String(data: data, encoding: .utf8), !password.isEmpty
        else { throw .passwordStorage(account: name, reason: "its password file is missing or empty") }
        return password
    }

    /// Deletes the account's password file, if there is one.
    public func remove(account: Int64) {
        try? FileManager.default.removeItem(at: file(of: account))
    }

    private func file(of account: Int64) -> URL {
        folder.appendingPathComponent("\(account).password")
    }

    /// The password in a file the user named: its first line. A file that its group or other
    /// users may read is refused, and so is an empty one.
    public static func read(passwordFile path: String) throws(SyncError) -> String {
        // `stat` itself: FileManager's attributes also look up the owner's and group's names.
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .passwordUnreadable(path: path, reason: "it does not exist or cannot be reached")
        }
        guard status.st_mode & 0o044 == 0 else { throw .passwordFileShared(path: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .passwordUnreadable(path: path, reason: "permission denied")
        }
        return try firstLine(of: data, source: path)
    }

    /// The password in text read from standard input or a file: its first line, without the
    /// line break.
    public static func firstLine(of data: Data, source: String) throws(SyncError) -> String {
        let text = String(decoding: data, as: UTF8.self)
        // "\r\n" is one Character, so lines are split on any line break, not on "\n" alone.
        let password = String(
            text.split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline).first
                ?? "")
        guard !password.isEmpty else {
            if source == "-" { throw .emptyPassword }
            throw .passwordUnreadable(path: source, reason: "its first line is empty")
        }
        return password
    }
}
