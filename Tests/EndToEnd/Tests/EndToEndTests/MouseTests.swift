import EndToEndSupport
import Foundation
import Testing

/// The mouse in the full-screen reader, in a real terminal (tmux): the reader asks tmux for SGR
/// mouse reports, a click picks and opens rows, the wheel moves, and leaving turns reports off.
extension EndToEnd {
    @Suite(.enabled(if: TmuxSession.isAvailable, "tmux is needed for the interactive tests"))
    struct Mouse {
        /// Runs the reader, then reports its exit status and whether the terminal modes are back.
        func readerCommand(_ tidings: TidingsProcess) -> String {
            "before=$(stty -g); '\(tidings.binary.path)' --data-dir '\(tidings.dataDirectory.path)'; echo EXIT=$?; "
                + "if [ \"$(stty -g)\" = \"$before\" ]; then echo MODES-RESTORED; else echo MODES-CHANGED; fi; echo DONE; sleep 120"
        }

        /// A left click (press and release) at a row and column counted from 0, as the terminal
        /// reports it in SGR form.
        func click(_ session: TmuxSession, row: Int, column: Int = 4) throws {
            try session.type("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        }

        @Test func aClickPicksARowASecondOpensItAndTheWheelMoves() throws {
            let tidings = try TidingsProcess()
            let demo = try tidings.run("--data-dir", tidings.dataDirectory.path, "demo")
            #expect(demo.status == 0, "\(demo.errors)")
            let session = try TmuxSession(command: readerCommand(tidings), environment: tidings.environment)
            let feeds = try session.waitFor("Feeds · 5 · 17 unread")
            #expect(feeds[3].contains("Server-Side Swift Digest"))
            #expect(
                try session.paneFormat("#{mouse_standard_flag}#{mouse_sgr_flag}") == "11", "reports asked for"
            )

            try click(session, row: 3)
            try session.waitForSelection(row: 3, containing: "Server-Side Swift Digest")
            try click(session, row: 3)
            let list = try session.waitFor("Articles in Server-Side Swift Digest")
            #expect(list[1].contains("Actors, pools and SQLite"))

            // A notch down moves the selection three rows (there are three: it stops at the last).
            try session.type("\u{1B}[<65;5;3M")
            try session.waitForSelection(row: 3, containing: "Typed throws in practice")
            try session.type("\u{1B}[<64;5;3M")
            try session.waitForSelection(row: 1, containing: "Actors, pools and SQLite")
            try click(session, row: 2)
            try session.waitForSelection(row: 2, containing: "libcurl from Swift")
            try click(session, row: 2)
            let reader = try session.waitFor("feed   Server-Side Swift Digest")
            #expect(reader[0] == "libcurl from Swift")

            // Keys work as before, mixed with the mouse.
            try session.send("q")
            try session.waitFor("Articles in Server-Side Swift Digest")
            try session.send("q")
            try session.waitFor("Feeds · 5 · 16 unread")
            try session.send("q")
            let after = try session.waitFor("DONE")
            #expect(after.contains("EXIT=0"))
            #expect(after.contains("MODES-RESTORED"))
            #expect(try session.paneFormat("#{mouse_any_flag}#{mouse_sgr_flag}") == "00", "reports off again")
        }

        @Test func theSettingLeavesTheMouseToTheTerminal() throws {
            let tidings = try TidingsProcess()
            try tidings.writeUserPlist(["interface": ["mouse": false]])
            let demo = try tidings.run("--data-dir", tidings.dataDirectory.path, "demo")
            #expect(demo.status == 0, "\(demo.errors)")
            let session = try TmuxSession(command: readerCommand(tidings), environment: tidings.environment)
            try session.waitFor("Feeds · 5 · 17 unread")
            #expect(try session.paneFormat("#{mouse_any_flag}#{mouse_sgr_flag}") == "00")
            try session.send("j")
            try session.send("Enter")
            try session.waitFor("Articles in Open Data Weekly")
            try session.send("q")
            try session.send("q")
            let after = try session.waitFor("DONE")
            #expect(after.contains("EXIT=0"))
        }
    }
}
