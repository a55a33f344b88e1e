import EndToEndSupport
import Foundation
import LoopbackServerService

/// Feeds full of escape sequences, read through every one-shot command. Asserts on the raw
/// bytes: text output (standard output and error) holds no ESC, BEL, other control or C1
/// character; JSON output holds none raw either, keeps the payload as data, escaped (`\u001b`,
/// `\u009b`), and still parses.
struct HostileTextCase {
    let size: ReliabilitySize
    let checks: CaseChecks

    func run() throws {
        let library = try ScratchLibrary()
        defer { library.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        let (json, rss, redirect) = HostilePayload.serve(on: server)
        var commands = 0

        func expectClean(_ arguments: [String], status: Int32? = 0, isJSON: Bool = false) throws
            -> ProgramOutcome
        {
            let result = try library.run(arguments, timeout: 30)
            commands += 1
            let name = "`tidings \(arguments.joined(separator: " "))`"
            if let status {
                checks.expect(
                    result.status == status,
                    "\(name) exited \(result.status), expected \(status): \(result.errorText)")
            }
            for (stream, bytes) in [("output", result.output), ("error output", result.errors)] {
                let findings = TerminalBytes.controlFindings(in: bytes)
                checks.expect(
                    findings.isEmpty, "\(name) wrote to its \(stream): \(findings.joined(separator: "; "))")
            }
            if isJSON {
                checks.expect((try? result.json()) != nil, "\(name) did not print valid JSON")
            }
            return result
        }

        _ = try expectClean(["add", json.absoluteString])
        _ = try expectClean(["add", rss.absoluteString])
        _ = try expectClean(["add", redirect.absoluteString])
        _ = try expectClean(["refresh"])
        HostilePayload.breakRedirect(on: server)
        _ = try expectClean(["refresh"], status: 1)
        let refreshJSON = try expectClean(["refresh", "--feed", "3", "--json"], status: 1, isJSON: true)
        checks.expect(
            refreshJSON.outputText.lowercased().contains("\\u001b"),
            "refresh --json dropped the redirect's escape sequence instead of escaping it: \(refreshJSON.outputText.prefix(300))"
        )

        let articles = try library.articles()
        let ids = articles.compactMap { $0["id"] as? Int }.map(String.init)
        checks.expect(ids.count == 3, "the hostile feeds stored \(ids.count) articles, expected 3")

        for arguments in [
            ["feeds"], [], ["articles"], ["articles", "--unread"], ["search", "hostile"],
            ["search", "Mallory"],
            ["inspect", json.absoluteString], ["inspect", rss.absoluteString], ["export"],
            ["open", "tidings://feeds/1"], ["open", "tidings://feeds/2"], ["open", "tidings://feeds/3"],
            ["config"],
        ] {
            _ = try expectClean(arguments)
        }
        for id in ids {
            _ = try expectClean(["read", id])
            _ = try expectClean(["read", id, "--json"], isJSON: true)
        }
        for arguments in [
            ["feeds", "--json"], ["articles", "--json"], ["search", "hostile", "--json"],
            ["inspect", rss.absoluteString, "--json"],
        ] {
            _ = try expectClean(arguments, isJSON: true)
        }
        let inspected = try expectClean(["inspect", json.absoluteString, "--json"], isJSON: true)
        checks.expect(
            inspected.outputText.lowercased().contains("\\u001b")
                && inspected.outputText.lowercased().contains("\\u009b"),
            "inspect --json does not carry the feed's ESC and C1 characters as \\u001b and \\u009b escapes")
        let decoded = ((try? inspected.json()) as? [String: Any])?["title"] as? String ?? ""
        checks.expect(
            decoded.contains(HostilePayload.sequences[1]),
            "inspect --json lost the feed title's OSC 52 sequence instead of escaping it: \(decoded.debugDescription)"
        )

        // Errors that quote what a server sent.
        _ = try expectClean(["add", server.url("/hostile-redirect-unfollowed").absoluteString], status: nil)
        _ = try expectClean(["inspect", server.url("/hostile-redirect").absoluteString], status: nil)
        checks.note("\(commands) commands over 3 hostile feeds, output and error bytes checked")
    }
}
