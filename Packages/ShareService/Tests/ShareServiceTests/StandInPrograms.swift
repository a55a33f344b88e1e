import Foundation
import ShareService
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A folder of stand-in programs, put on PATH for the code under test. Each stand-in is a
/// small script that records its arguments (NUL-separated), its standard input and its
/// process id next to itself, writes an optional message to standard error, may sleep,
/// and exits with a chosen status.
struct StandInPrograms {
    let folder: URL
    let bin: URL
    let records: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tidings-share-tests-\(UUID().uuidString)")
        bin = folder.appendingPathComponent("bin")
        records = folder.appendingPathComponent("records")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: records, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// The environment the tests give `SystemSharing`: only the stand-ins are on PATH.
    func environment(browser: String? = nil) -> [String: String] {
        var environment = ["PATH": bin.path]
        if let browser { environment["BROWSER"] = browser }
        return environment
    }

    /// Writes the stand-in `name` into the bin folder.
    @discardableResult
    func install(
        _ name: String, exitStatus: Int32 = 0, errorMessage: String = "", sleepSeconds: Int = 0,
        in folder: URL? = nil
    ) throws -> URL {
        let record = records.appendingPathComponent(name).path
        // The message goes into single quotes in the script; a quote inside is written '\''.
        let quotedMessage = errorMessage.replacingOccurrences(of: "'", with: "'\\''")
        let script = """
            #!/bin/sh
            printf '%s\\0' "$@" > '\(record).args'
            /bin/cat > '\(record).stdin'
            echo $$ > '\(record).pid'
            printf '%s' '\(quotedMessage)' >&2
            /bin/sleep \(sleepSeconds) &
            echo $! > '\(record).sleep-pid'
            wait $!
            exit \(exitStatus)

            """
        let file = (folder ?? bin).appendingPathComponent(name)
        try Data(script.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file
    }

    /// The arguments the stand-in `name` received, or nil when it never ran.
    func arguments(of name: String) -> [String]? {
        guard let data = try? Data(contentsOf: records.appendingPathComponent("\(name).args")) else {
            return nil
        }
        if data.isEmpty { return [] }
        return data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// What the stand-in `name` read from its standard input.
    func input(of name: String) -> String? {
        try? String(contentsOf: records.appendingPathComponent("\(name).stdin"), encoding: .utf8)
    }

    /// Whether the stand-in `name` or the `sleep` it started is still alive (a zombie waiting
    /// to be reaped counts as gone).
    func isAlive(_ name: String) -> Bool {
        ["pid", "sleep-pid"].contains { suffix in
            guard
                let text = try? String(
                    contentsOf: records.appendingPathComponent("\(name).\(suffix)"), encoding: .utf8),
                let status = try? String(
                    contentsOfFile: "/proc/\(text.trimmingCharacters(in: .whitespacesAndNewlines))/stat",
                    encoding: .utf8)
            else { return false }
            // The state follows the command name in parentheses: "123 (sleep) S …".
            let state = status.split(separator: ")").last?.split(separator: " ").first
            return state != "Z"
        }
    }

    /// Kills the stand-in `name` and its `sleep` if they are still running (for stand-ins left
    /// running on purpose); the stand-in leads its own process group.
    func killIfRunning(_ name: String) {
        guard
            let text = try? String(
                contentsOf: records.appendingPathComponent("\(name).pid"), encoding: .utf8),
            let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return }
        kill(-pid, SIGKILL)
    }
}

/// Text full of shell metacharacters, as a stranger's title could be.
let hostileTitle =
    "Read me $(rm -rf ~) `reboot` 'quoted' \"double\" ; echo pwned | tee x && exit & * ? \\ \n next line"

/// A URL full of characters a shell would act on: $, parentheses, ;, &, ', *, !.
func hostileURL() throws -> URL {
    try #require(URL(string: "https://example.org/a?q=$(touch$HOME/pwned);x='1'&y=(id)*!"))
}

/// Every suite that writes a program file and starts programs, run one test at a time: a
/// program started (forked) while another test is writing its stand-in keeps that file open
/// for writing until it execs, and starting the stand-in then fails with ETXTBSY.
@Suite(.serialized) enum ProgramSpawning {}
