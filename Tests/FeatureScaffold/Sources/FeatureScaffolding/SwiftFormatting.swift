import Foundation

/// Formats the files the scaffold wrote with swift-format and the repository's
/// `.swift-format`, so that names of any length come out as `make lint` expects.
struct SwiftFormatting {
    let root: URL
    /// The swift-format to run: `$SWIFT_FORMAT`, else `swift-format` on the PATH.
    let executable: String

    init(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.root = root
        executable = environment["SWIFT_FORMAT"] ?? "swift-format"
    }

    /// Formats `paths` (relative to the root) in place.
    func format(_ paths: [String]) throws(ScaffoldError) {
        let swiftFiles = paths.filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent($0).path }
        guard !swiftFiles.isEmpty else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                executable, "format", "--in-place", "--configuration",
                root.appendingPathComponent(".swift-format").path,
            ]
            + swiftFiles
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .environment(
                "cannot run \(executable) (\(error.localizedDescription)); run `make format` yourself")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .environment(
                "\(executable) could not format the new files: "
                    + String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                    + "; fix them, then run `make format`")
        }
    }
}
