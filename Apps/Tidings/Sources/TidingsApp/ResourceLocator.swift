public import FoundationEssentials

/// Finds the files Tidings ships beside its code: the default configuration and the demo
/// library. An installed binary finds them in `PREFIX/share/tidings/`; a development build in
/// the source tree.
public enum ResourceLocator {
    /// The first existing of the installed and source-tree locations of `relativePath`.
    public static func locate(_ installed: String, sourceTree: String, executable: URL?) -> URL? {
        var candidates: [URL] = []
        if let executable {
            candidates.append(
                executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("share/tidings").appendingPathComponent(installed))
        }
        candidates.append(sourceRoot.appendingPathComponent(sourceTree))
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The default configuration plist.
    public static func defaultsFile(executable: URL?) -> URL? {
        locate("Tidings.plist", sourceTree: "Config/Tidings.plist", executable: executable)
    }

    /// The folder of the demo library.
    public static func demoFolder(executable: URL?) -> URL? {
        locate("demo", sourceTree: "Apps/Tidings/Demo", executable: executable)
    }

    /// The repository root, from this file's place in it.
    static let sourceRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
