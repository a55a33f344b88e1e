import Foundation

/// What git says about the repository the scaffold writes into.
struct WorkingTree {
    let root: URL

    /// Those of `paths` (relative to the root) that have uncommitted changes, staged or not.
    func uncommittedChanges(in paths: [String]) throws(ScaffoldError) -> [String] {
        let output = try git(["status", "--porcelain", "--untracked-files=all", "--"] + paths)
        return output.split(separator: "\n").compactMap { line in
            line.count > 3 ? String(line.dropFirst(3)) : nil
        }
    }

    /// Runs git in the root and returns its standard output.
    private func git(_ arguments: [String]) throws(ScaffoldError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .environment(
                "cannot run git to see whether the files it edits are committed (\(error.localizedDescription)); "
                    + "install git")
        }
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .environment(
                "git cannot tell whether the files it edits are committed: "
                    + String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                    + "; run the scaffold in a git checkout of Tidings")
        }
        return String(decoding: text, as: UTF8.self)
    }
}
