import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

/// The full-screen reader in a real terminal (tmux): keys in, screens out, terminal restored.
extension EndToEnd {
    @Suite(.enabled(if: TmuxSession.isAvailable, "tmux is needed for the interactive tests"))
    struct InteractiveReader {
        @Test func moveOpenStarGoBackAndQuit() throws {
            let tidings = try TidingsProcess()
            let demo = try tidings.run("--data-dir", tidings.dataDirectory.path, "demo")
            #expect(demo.status == 0, "\(demo.errors)")
            let session = try TmuxSession(command: readerCommand(tidings), environment: tidings.environment)

            let feeds = try session.waitFor("Feeds · 5 · 17 unread")
            #expect(feeds[1].hasPrefix("  Field Recordings"))
            #expect(feeds.last?.hasSuffix("? help") == true)

            try session.send("j")
            try session.send("k")
            try session.send("Enter")
            let list = try session.waitFor("Articles in Field Recordings")
            #expect(list[1].contains("Harbour at dawn"))
            #expect(list[1].hasPrefix("●"))

            try session.send("Enter")
            let reader = try session.waitFor("feed   Field Recordings")
            #expect(reader[0] == "Harbour at dawn")
            #expect(reader.contains { $0.hasPrefix("state  read") })

            try session.send("s")
            try session.waitFor("★ starred")

            try session.send("q")
            let back = try session.waitFor("1 starred")
            #expect(back[1].contains("★"))
            #expect(!back[1].hasPrefix("●"))

            try session.send("q")
            try session.waitFor("Feeds · 5 · 16 unread")
            try session.send("q")
            let after = try session.waitFor("DONE")
            #expect(after.contains("EXIT=0"))
            #expect(after.contains("MODES-RESTORED"))

            let starred = try tidings.run("articles", "--starred", "--json").objects()
            #expect(starred.map { $0["title"] as? String } == ["Harbour at dawn"])
            #expect(starred.first?["read"] as? Bool == true)
        }

        /// A user plist that swaps `j` and `k` on the feed list, and binds `x` to mark read in
        /// every screen that has the action: the reader answers the new keys.
        @Test func queryFeedsComeFirstAndFFiltersAListUntilEscape() throws {
            let tidings = try TidingsProcess()
            let demo = try tidings.run("--data-dir", tidings.dataDirectory.path, "demo")
            #expect(demo.status == 0, "\(demo.errors)")
            let added = try tidings.run(
                "--data-dir", tidings.dataDirectory.path, "query", "add", "Release notes",
                #"feedtitle =~ "release""#)
            #expect(added.status == 0, "\(added.errors)")
            let session = try TmuxSession(command: readerCommand(tidings), environment: tidings.environment)

            let feeds = try session.waitFor("Feeds · 5 · 17 unread")
            #expect(feeds[1].hasPrefix("  Release notes"))
            try session.send("Enter")
            try session.waitFor("Release notes · 5 shown · 5 unread")
            try session.send("F")
            try session.waitFor("Filter:")
            try session.send("-l", #"title =~ "search""#)
            try session.send("Enter")
            let filtered = try session.waitFor("Release notes matching title =~ \"search\" · 1 shown")
            #expect(filtered[1].contains("Search that understands what you type"))
            #expect(filtered.last?.hasPrefix("Release notes matching") == true)
            try session.send("F")
            try session.waitFor(#"Filter: title =~ "search""#)
            try session.send("C-u")
            try session.send("-l", "title =~")
            try session.send("Enter")
            try session.waitFor("filter: column 9: expected a value after '=~'")
            try session.send("Escape")
            try session.send("Escape")
            try session.waitFor("Release notes · 5 shown · 5 unread")
            try session.send("q")
            try session.waitFor("Feeds · 5 · 17 unread")
            try session.send("q")
            let after = try session.waitFor("DONE")
            #expect(after.contains("EXIT=0"))
        }

        @Test func reboundKeysAreTheOnesTheReaderAnswers() throws {
            let tidings = try TidingsProcess()
            try tidings.writeUserPlist([
                "keys": ["feeds": ["down": "k", "up": ["j"]], "global": ["toggle-read": "x"]]
            ])
            let demo = try tidings.run("--data-dir", tidings.dataDirectory.path, "demo")
            #expect(demo.status == 0, "\(demo.errors)")
            let session = try TmuxSession(command: readerCommand(tidings), environment: tidings.environment)
            try session.waitFor("Feeds · 5 · 17 unread")

            try session.send("k")
            try session.send("k")
            try session.send("j")
            try session.send("Enter")
            let list = try session.waitFor("Articles in Open Data Weekly")
            #expect(list[1].hasPrefix("●"))
            try session.send("x")
            try session.waitFor("1 unread")
            try session.send("?")
            let help = try session.waitFor("mark read or unread")
            #expect(help.contains { $0.contains("│ x ") && $0.contains("mark read or unread") })
            #expect(!help.contains { $0.contains("│ u ") }, "u no longer marks read")
            try session.send("q")
            try session.send("q")
            try session.waitFor("Feeds · 5 · 16 unread")
            try session.send("q")
            let after = try session.waitFor("DONE")
            #expect(after.contains("EXIT=0"))
        }

        /// A `theme` restyles the named styles; `NO_COLOR` still draws none.
        @Test func aThemeRestylesTheScreenUnlessNoColorIsSet() throws {
            for noColor in ["", "1"] {
                let tidings = try TidingsProcess(extraEnvironment: [
                    "NO_COLOR": noColor, "TERM": "xterm-256color",
                ])
                try tidings.writeUserPlist([
                    "theme": ["heading": "underline magenta", "status-line": "white on blue"]
                ])
                let demo = try tidings.run("--data-dir", tidings.dataDirectory.path, "demo")
                #expect(demo.status == 0, "\(demo.errors)")
                let session = try TmuxSession(
                    command: readerCommand(tidings), environment: tidings.environment)
                try session.waitFor("Feeds · 5 · 17 unread")
                let screen = try session.styledScreen()
                let heading = try #require(screen.first)
                let status = try #require(screen.last)
                if noColor.isEmpty {
                    #expect(
                        heading.contains("\u{1B}[4m") && heading.contains("35m"),
                        "\(heading.debugDescription)")
                    #expect(status.contains("44m"), "\(status.debugDescription)")
                } else {
                    // Attributes (the selection's reverse, the heading's underline) stay; colours go.
                    let colour = try Regex(#"\x1B\[[0-9;]*(3[0-8]|4[0-8]|9[0-7]|10[0-7])(;[0-9]+)*m"#)
                    let coloured = screen.filter { $0.firstMatch(of: colour) != nil }
                    #expect(coloured.isEmpty, "NO_COLOR draws no colour")
                    #expect(heading.contains("\u{1B}[4m"))
                }
                try session.send("q")
                try session.waitFor("DONE")
            }
            let tidings = try TidingsProcess()
            try tidings.writeUserPlist(["theme": ["heading": "bold purple"]])
            let refused = try tidings.run("feeds")
            #expect(refused.status == 65)
            #expect(refused.errors.contains("theme.heading in "))
            #expect(refused.errors.contains("'purple' is neither a colour"))
        }

        @Test func theReaderAnswersKeysWhileARefreshWaitsOnASlowFeed() throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let body = Fixture.data("blog.atom")
            server.setRoute(
                .fixed(
                    LoopbackResponse(
                        status: 200, headers: ["Content-Type": "application/atom+xml"], body: body)),
                for: "/slow.atom")
            let tidings = try TidingsProcess()
            #expect(try tidings.run("add", server.url("/slow.atom").absoluteString).status == 0)
            #expect(try tidings.run("refresh").status == 0)
            server.setRoute(
                .fixed(
                    LoopbackResponse(
                        status: 200, headers: ["Content-Type": "application/atom+xml"], body: body,
                        delivery: .drip(interval: .milliseconds(8)))),
                for: "/slow.atom")
            let session = try TmuxSession(command: readerCommand(tidings), environment: tidings.environment)
            try session.waitFor("Feeds · 1 · 2 unread")

            try session.send("R")
            try session.waitFor("Refreshing")
            try session.send("Enter")
            let list = try session.waitFor("Articles in Loopback Blog")
            #expect(
                list.last?.contains("Refreshing") == true,
                "the refresh is still running while the list opened")

            try session.send("q")
            try session.waitFor("Refreshed 1 feed(s)", timeout: 30)
            try session.send("q")
            let after = try session.waitFor("DONE")
            #expect(after.contains("EXIT=0"))
            #expect(after.contains("MODES-RESTORED"))
        }

        @Test func ctrlZSuspendsToTheShellAndFgComesBack() throws {
            let tidings = try TidingsProcess()
            #expect(try tidings.run("--data-dir", tidings.dataDirectory.path, "demo").status == 0)
            // An interactive shell, so that there is job control to stop and resume the reader.
            // Typed only once its prompt shows: bash discards what arrives while it sets up the terminal.
            let session = try TmuxSession(
                command: "export PS1='ready> '; exec bash --norc --noprofile -i",
                environment: tidings.environment)
            try session.waitFor("ready>")
            try session.send(
                "before=$(stty -g); '\(tidings.binary.path)' --data-dir '\(tidings.dataDirectory.path)'",
                "Enter")
            try session.waitFor("Feeds · 5 · 17 unread")

            try session.send("C-z")
            let stopped = try session.waitFor("Stopped")
            #expect(
                !stopped.contains { $0.contains("Feeds · 5") },
                "the reader left the alternate screen:\n\(stopped.joined(separator: "\n"))")
            try session.send("fg", "Enter")
            let back = try session.waitFor("? help")
            #expect(back.first == "Feeds · 5 · 17 unread", "the whole screen is drawn again")
            try session.send("j")
            try session.send("q")
            try session.waitFor("ready>")
            try session.send(
                "echo EXIT=$?; if [ \"$(stty -g)\" = \"$before\" ]; then echo MODES-RESTORED; fi", "Enter")
            let after = try session.waitFor("MODES-RESTORED")
            #expect(after.contains("EXIT=0"))
        }
    }
}
