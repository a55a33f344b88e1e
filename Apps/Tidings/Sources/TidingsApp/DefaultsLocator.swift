public import Foundation

/// Finds the default configuration plist: next to an installed binary
/// (`PREFIX/share/tidings/Tidings.plist`), or in the source tree for a development build.
public enum DefaultsLocator {
    static let fileName = "Tidings.plist"

    /// The candidates, in the order they are tried.
    static func candidates(executable: URL?) -> [URL] {
        var found: [URL] = []
        if let executable {
            found.append(
                executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("share/tidings/\(fileName)"))
        }
        let sourceTree = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        found.append(sourceTree.appendingPathComponent("Config/\(fileName)"))
        return found
    }

    /// The first candidate that exists, or nil.
    public static func locate(executable: URL?) -> URL? {
        candidates(executable: executable).first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
