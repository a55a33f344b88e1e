import Foundation
import Testing

/// A copy of the Tidings checkout in a temporary folder, committed to a fresh git repository,
/// for the scaffold to write into. Only files git knows of (tracked, or new and not ignored)
/// are copied: no `.build`.
struct TreeCopy {
    /// The checkout these tests belong to: the folder above this file that holds the Makefile
    /// and Config/Architecture.plist (the shared build reaches the tests through a link, which is
    /// resolved first).
    static let repositoryRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let rules = folder.appendingPathComponent("Config/Architecture.plist").path
            if FileManager.default.fileExists(atPath: rules)
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent("Makefile").path)
            {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    let root: URL

    /// Copies the checkout and commits the copy.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tidings-scaffold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let source = Self.repositoryRoot.path
        try Self.shell(
            "git -C \(quoted(source)) ls-files -z --cached --others --exclude-standard "
                + "| (cd \(quoted(source)) && tar --null --ignore-failed-read -T - -cf -) | tar -xf - -C \(quoted(root.path))",
            in: root)
        try commit("the checkout as it was")
    }

    /// Commits everything in the copy.
    func commit(_ message: String) throws {
        try Self.shell(
            "git init -q 2>/dev/null; git add -A && git -c user.name=scaffold -c user.email=scaffold@tidings.invalid "
                + "commit -q --allow-empty -m \(quoted(message))",
            in: root)
    }

    /// What `git status --porcelain` lists in the copy.
    func status() throws -> [String] {
        try Self.shell("git status --porcelain", in: root).output.split(separator: "\n").map(String.init)
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Runs `command` with bash in `folder`; throws with its output when it fails.
    @discardableResult
    static func shell(_ command: String, in folder: URL, environment: [String: String] = [:]) throws
        -> (output: String, status: Int32)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-o", "pipefail", "-c", command]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw CommandFailure(command: command, status: process.terminationStatus, output: text)
        }
        return (text, process.terminationStatus)
    }
}

/// A command a test ran that failed, with what it printed.
struct CommandFailure: Error, CustomStringConvertible {
    let command: String
    let status: Int32
    let output: String

    var description: String { "`\(command)` exited \(status):\n\(output.suffix(6000))" }
}

func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
