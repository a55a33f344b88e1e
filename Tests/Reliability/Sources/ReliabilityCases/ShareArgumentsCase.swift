import EndToEndSupport
import Foundation
import LoopbackServerService

/// `tidings share` of an article whose title and link hold `$(touch …)`, backticks, `;`, quotes
/// and pipes, with stand-in clipboard and browser programs on a temporary PATH that record the
/// arguments and input they get. Asserts: each program receives exactly the configured
/// arguments plus the link as one argument (clipboard: the title and link exactly, on standard
/// input); `$BROWSER` is split on spaces with `%s` replaced, no shell; the mailto: link is
/// percent-encoded; the Markdown file stays in its folder; and no command in the text ever ran.
struct ShareArgumentsCase {
    let size: ReliabilitySize
    let checks: CaseChecks

    func run() throws {
        let tag = UUID().uuidString.prefix(8)
        let pwned = (1...6).map { "/tmp/tidings-pwned-\(tag)-\($0)" }
        let title =
            "Share $(touch \(pwned[0])) `touch \(pwned[1])` ; touch \(pwned[2]) && 'single' \"double\" | cat > \(pwned[3]) \\ *"
        let link = "http://example.test/share?a=$(touch%20\(pwned[4]))&b=;touch%20\(pwned[5]);&c='x'"

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reliability-share-\(tag)")
        let bin = scratch.appendingPathComponent("bin")
        let records = scratch.appendingPathComponent("records")
        let markdown = scratch.appendingPathComponent("markdown")
        for folder in [bin, records, markdown] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        for program in ["clip-recorder", "browser-recorder"] {
            let script = """
                #!/bin/sh
                # Records its name, its arguments (NUL-separated) and its standard input.
                printf '%s\\0' "\(program)" "$@" > '\(records.path)/'"$$.argv"
                cat > '\(records.path)/'"$$.input"
                """
            let file = bin.appendingPathComponent(program)
            try Data(script.utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }

        let server = try LoopbackServer()
        defer { server.stop() }
        let feed: [String: Any] = [
            "version": "https://jsonfeed.org/version/1.1", "title": "Share feed",
            "items": [
                ["id": "share-1", "url": link, "title": title, "content_text": "Body $(touch \(pwned[0]))"]
            ],
        ]
        server.setRoute(
            .fixed(
                LoopbackResponse(
                    status: 200, headers: ["Content-Type": "application/feed+json"],
                    body: try JSONSerialization.data(withJSONObject: feed))),
            for: "/share.json")
        let library = try ScratchLibrary(environment: [
            "PATH": "\(bin.path):/usr/bin:/bin",
            "TIDINGS_SHARE_CLIPBOARD_COMMANDS": #"[["clip-recorder", "--selection", "clip board $HOME;"]]"#,
            "TIDINGS_SHARE_BROWSER_COMMANDS": #"[["browser-recorder", "--new-window"]]"#,
            "TIDINGS_SHARE_USE_BROWSER_VARIABLE": "false",
            "TIDINGS_SHARE_MARKDOWN_DIRECTORY": markdown.path,
        ])
        defer { library.remove() }
        guard try library.run(["add", server.url("/share.json").absoluteString]).status == 0,
            try library.run(["refresh"]).status == 0,
            let article = try library.articles().first, let id = article["id"] as? Int
        else { throw ReliabilityFailure("the share feed could not be followed and refreshed") }
        let stored = (try? library.run(["read", String(id), "--json"]).json()) as? [String: Any] ?? [:]
        let storedTitle = stored["title"] as? String ?? ""
        let storedLink = stored["link"] as? String ?? ""
        checks.expect(
            storedTitle == title, "the title was stored as \(storedTitle.debugDescription), not as served")

        func share(_ destination: String, environment: [String: String] = [:]) throws -> [(
            argv: [String], input: String
        )] {
            for file in try FileManager.default.contentsOfDirectory(
                at: records, includingPropertiesForKeys: nil)
            {
                try FileManager.default.removeItem(at: file)
            }
            let outcome = try library.start(
                ["share", String(id), "--to", destination], environment: environment
            )
            .wait(timeout: 30)
            checks.expect(
                outcome.status == 0,
                "share --to \(destination) exited \(outcome.status): \(outcome.errorText)")
            let argvFiles = try FileManager.default.contentsOfDirectory(
                at: records, includingPropertiesForKeys: nil
            )
            .filter { $0.pathExtension == "argv" }
            return try argvFiles.map { file in
                let argv = String(decoding: try Data(contentsOf: file), as: UTF8.self).split(
                    separator: "\0", omittingEmptySubsequences: false
                ).dropLast().map(String.init)
                let input =
                    (try? Data(contentsOf: file.deletingPathExtension().appendingPathExtension("input")))
                    ?? Data()
                return (argv, String(decoding: input, as: UTF8.self))
            }
        }

        let clipboard = try share("clipboard")
        checks.expect(
            clipboard.count == 1, "share --to clipboard ran \(clipboard.count) programs, expected 1")
        checks.expect(
            clipboard.first?.argv == ["clip-recorder", "--selection", "clip board $HOME;"],
            "the clipboard program got \(clipboard.first?.argv ?? []), not its configured arguments")
        checks.expect(
            clipboard.first?.input == "\(storedTitle)\n\(storedLink)",
            "the clipboard got \(clipboard.first?.input.debugDescription ?? "nothing"), not the title and link"
        )

        let browser = try share("browser")
        checks.expect(
            browser.count == 1 && browser.first?.argv == ["browser-recorder", "--new-window", storedLink],
            "the browser got \(browser.map(\.argv)), expected [browser-recorder, --new-window, \(storedLink)]"
        )

        let variable = try share(
            "browser",
            environment: [
                "TIDINGS_SHARE_USE_BROWSER_VARIABLE": "true",
                "BROWSER": "browser-recorder --from-variable %s",
            ])
        checks.expect(
            variable.count == 1
                && variable.first?.argv == ["browser-recorder", "--from-variable", storedLink],
            "$BROWSER ran \(variable.map(\.argv)), expected [browser-recorder, --from-variable, \(storedLink)]"
        )

        let mail = try share("email")
        let mailto = mail.first?.argv.last ?? ""
        checks.expect(
            mail.count == 1 && mail.first?.argv.prefix(2) == ["browser-recorder", "--new-window"]
                && mailto.hasPrefix("mailto:?") && !mailto.contains(where: { " `$;'\"|<>".contains($0) }),
            "the mail link was not one percent-encoded argument: \(mail.map(\.argv))")

        let file = try library.start(["share", String(id), "--to", "file"]).wait(timeout: 30)
        checks.expect(file.status == 0, "share --to file exited \(file.status): \(file.errorText)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: markdown.path)) ?? []
        checks.expect(
            written.count == 1 && written.allSatisfy { !$0.hasPrefix(".") && $0.hasSuffix(".md") },
            "share --to file wrote \(written) in \(markdown.path)")

        let ran = pwned.filter { FileManager.default.fileExists(atPath: $0) }
        checks.expect(ran.isEmpty, "a shell ran text from the feed: \(ran) exist")
        for path in ran { try? FileManager.default.removeItem(atPath: path) }
        checks.note(
            "clipboard, browser, $BROWSER, mail and file shares; \(pwned.count) injected commands, none ran")
    }
}
