import EndToEndSupport
import Foundation
import LoopbackServerService

/// The full-screen reader on the hostile feeds, in a real terminal (tmux), with every byte it
/// writes recorded by `script`. Walks the feed list, each feed's details (whose last error
/// quotes a hostile redirect), each article list and article, then quits. Asserts that the
/// recording holds no OSC (title changes, OSC 52), DCS, APC, C1 control or BEL, and none of the
/// payloads' marker text (the renderer's own CSI sequences are allowed); that tmux's pane title
/// is untouched; and that no OSC 52 reached tmux's paste buffers (tmux accepts them here).
struct HostileReaderCase {
    let size: ReliabilitySize
    let checks: CaseChecks

    func run() throws {
        if let missing = ReliabilityCase.hostileReader.missingPrerequisite {
            throw ReliabilityFailure(missing)
        }
        let library = try ScratchLibrary()
        defer { library.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        let (json, rss, redirect) = HostilePayload.serve(on: server)
        for url in [json, rss, redirect] {
            let added = try library.run(["add", url.absoluteString])
            guard added.status == 0 else { throw ReliabilityFailure("cannot add \(url): \(added.errorText)") }
        }
        _ = try library.run(["refresh"])
        HostilePayload.breakRedirect(on: server)
        _ = try library.run(["refresh"])

        let recording = library.folder.appendingPathComponent("terminal.bytes")
        // The pane's shell inherits tmux's environment, which is this process's: the reader gets
        // exactly the library's environment instead (and the terminal's TERM).
        let environment = library.tidings.environment.sorted { $0.key < $1.key }.map {
            "\($0.key)='\($0.value)'"
        }
        let reader =
            "env -i TERM=\"$TERM\" \(environment.joined(separator: " ")) '\(library.tidings.binary.path)' "
            + "--data-dir '\(library.folder.path)'"
        let command =
            "tmux set-option -g set-clipboard on; tmux set-option -g allow-rename on; "
            + "script -q -f -e -c '\(reader.replacingOccurrences(of: "'", with: "'\\''"))' '\(recording.path)'; "
            + "echo EXIT=$?; echo DONE; sleep 120"
        // Started with no signal blocked, so that the server, the reader and `kill-server` at the
        // end behave as they would from a shell (see SignalMask).
        let session = try SignalMask.unblocked {
            try TmuxSession(
                command: command, width: 100, height: 30, environment: library.tidings.environment)
        }
        let title = try tmuxQuery(session, ["display-message", "-p", "-t", session.name, "#{pane_title}"])

        try session.waitFor("Feeds ·")
        var screens = 0
        for row in 0..<3 {
            if row > 0 { try session.send("j") }
            try session.send("e")
            try session.waitFor("followed")
            try session.send("q")
            try session.waitFor("Feeds ·")
            try session.send("Enter")
            try session.waitFor("Articles in")
            try session.send("Enter")
            Thread.sleep(forTimeInterval: 0.3)
            try session.send("j")
            try session.send("q")
            try session.waitFor("Articles in")
            try session.send("q")
            try session.waitFor("Feeds ·")
            screens += 4
        }
        try session.send("q")
        let end = try session.waitFor("DONE", timeout: 15)
        checks.expect(
            end.contains { $0.contains("EXIT=0") },
            "the reader did not exit 0:\n\(end.joined(separator: "\n"))")

        let bytes = (try? Data(contentsOf: recording)) ?? Data()
        checks.expect(bytes.count > 1000, "the terminal recording holds only \(bytes.count) bytes")
        let findings = TerminalBytes.feedSequenceFindings(in: bytes, markers: HostilePayload.markers)
        checks.expect(
            findings.isEmpty,
            "the reader wrote a feed's escape sequences: \(findings.prefix(5).joined(separator: "; "))")
        let titleAfter = try tmuxQuery(
            session, ["display-message", "-p", "-t", session.name, "#{pane_title}"])
        checks.expect(
            titleAfter == title && !titleAfter.contains("PWNED"),
            "the pane title changed from '\(title)' to '\(titleAfter)'")
        let buffers = try tmuxQuery(session, ["list-buffers"])
        checks.expect(buffers.isEmpty, "an OSC 52 write reached tmux's paste buffers: \(buffers)")
        checks.note("\(screens) screens drawn, \(bytes.count) terminal bytes checked")
    }

    /// Asks the session's tmux server something (commands that start no server).
    private func tmuxQuery(_ session: TmuxSession, _ arguments: [String]) throws -> String {
        let outcome = try RunningProgram.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["tmux", "-L", session.name] + arguments, timeout: 10)
        return outcome.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
