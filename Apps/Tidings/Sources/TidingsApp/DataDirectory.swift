import ConfigurationService
public import FoundationEssentials

/// Where the library lives: `--data-dir DIR`, else `$TIDINGS_HOME`, else
/// `$XDG_DATA_HOME/<storage.directoryName>` (`~/.local/share/tidings` by default).
public enum DataDirectory {
    public static func resolve(
        option: String?, environment: [String: String], directoryName: String, currentDirectory: String
    )
        -> URL
    {
        func absolute(_ path: String) -> URL {
            let expanded = HomeFolder.expandingTilde(in: path)
            return expanded.hasPrefix("/")
                ? URL(fileURLWithPath: expanded)
                : URL(fileURLWithPath: currentDirectory).appendingPathComponent(expanded)
        }
        if let option, !option.isEmpty { return absolute(option).standardizedFileURL }
        if let home = environment["TIDINGS_HOME"], !home.isEmpty { return absolute(home).standardizedFileURL }
        let base =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : absolute($0) }
            ?? HomeDirectory.url(environment: environment).appendingPathComponent(".local/share")
        return base.appendingPathComponent(directoryName).standardizedFileURL
    }
}
