public import FoundationEssentials

/// Finds programs the way a shell would, without a shell: a name with a slash is a path,
/// any other name is looked up in each folder of `PATH`, in order.
public struct ProgramLocator: Sendable {
    /// The folders searched, as `PATH` lists them.
    public let searchPath: String

    public init(environment: [String: String]) {
        searchPath = environment["PATH"] ?? ""
    }

    /// The executable file for `name`, or nil when there is none.
    public func locate(_ name: String) -> URL? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") {
            return isExecutableFile(name) ? URL(fileURLWithPath: name) : nil
        }
        // An empty PATH entry would mean the working folder; it is skipped on purpose, so a
        // file dropped where Tidings runs is never started by mistake.
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if isExecutableFile(candidate.path) { return candidate }
        }
        return nil
    }

    private func isExecutableFile(_ path: String) -> Bool {
        var isFolder = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
