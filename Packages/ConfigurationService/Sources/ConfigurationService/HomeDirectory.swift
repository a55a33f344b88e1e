public import FoundationEssentials

/// The user's home folder: `$HOME` when it is an absolute path, as the shell and the XDG base
/// directories read it, else the password database's entry. Reading `$HOME` first also spares a
/// process the password database (a connection attempt to nscd and a read of `/etc/passwd`),
/// which `FileManager` asks at every call.
public enum HomeDirectory {
    public static func url(environment: [String: String]) -> URL {
        environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser
    }
}
