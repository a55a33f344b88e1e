import FoundationEssentials

/// The user's home folder, for paths written the shell's way.
enum HomeFolder {
    /// `path` with a leading `~/` replaced by the home folder (`$HOME`, else the password
    /// database's entry), as `NSString.expandingTildeInPath` did; any other path as it is.
    static func expandingTilde(in path: String) -> String {
        guard path.hasPrefix("~/") else { return path }
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst()
    }
}
