public import FoundationEssentials
import UnicodeTextService

/// The person's own plist (`$XDG_CONFIG_HOME/tidings/Tidings.plist`) as something a program may
/// change: an import that brings another reader's settings over reads its entries, sets keys in
/// them, has the result checked by the loader, and writes it whole.
public struct UserSettingsFile: Equatable, Sendable {
    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    /// Its entries now; none when the file does not exist.
    public func entries() throws(ConfigurationError) -> [String: SettingValue] {
        guard FileManager.default.fileExists(atPath: file.path) else { return [:] }
        return try PropertyListFile.entries(of: file)
    }

    /// `entries` as the plist this file would hold.
    public static func data(_ entries: [String: SettingValue]) throws(ConfigurationError) -> Data {
        try PropertyListFile.data(entries)
    }

    /// Writes `data` (from `data(_:)`) in place of the file, atomically: a reader sees the old
    /// file or the new one, never a part. The folder is made when missing.
    public func write(_ data: Data) throws(ConfigurationError) {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            throw .unwritable(path: file.path, reason: SystemErrorText.reason(for: error))
        }
    }

    /// The value at a dotted key (`share.browserCommands`, `keys.feeds.down`), or nil.
    public static func value(at key: String, in entries: [String: SettingValue]) -> SettingValue? {
        var current = SettingValue.dictionary(entries)
        for part in key.split(separator: ".") {
            guard case .dictionary(let nested) = current, let next = nested[String(part)] else { return nil }
            current = next
        }
        return current
    }

    /// `entries` with `value` at a dotted key, the sections on the way made when missing (a
    /// value that is not a dictionary where a section should be is replaced).
    public static func setting(_ value: SettingValue, at key: String, in entries: [String: SettingValue])
        -> [String: SettingValue]
    {
        setting(value, at: key.split(separator: ".").map(String.init)[...], in: entries)
    }

    private static func setting(
        _ value: SettingValue, at path: ArraySlice<String>, in entries: [String: SettingValue]
    ) -> [String: SettingValue] {
        guard let head = path.first else { return entries }
        var entries = entries
        guard path.count > 1 else {
            entries[head] = value
            return entries
        }
        var nested: [String: SettingValue] = [:]
        if case .dictionary(let existing)? = entries[head] { nested = existing }
        entries[head] = .dictionary(setting(value, at: path.dropFirst(), in: nested))
        return entries
    }
}
