import EndToEndSupport
import Foundation
import Testing

/// The mouse in the full-screen reader, in a real terminal (tmux): the reader asks tmux for SGR
/// mouse reports, a click picks and opens rows, the wheel moves, and leaving turns reports off.
/// The clicks come from a terminal attached to tmux, as a person's xterm sends them; tmux, with
/// its mouse on, hands them to the reader in the form the reader asked for.
extension EndToEnd {
    @Suite(.enabled(if: TmuxSession.isAvailable, "tmux is needed for the interactive tests"))
    struct Mouse {
        @Test func aClickPicksARowASecondOpensItAndTheWheelMoves() throws {
            let tidings = try TidingsProcess()
            let demo = try tidings.run("--data-dir", tidings.dataDirectory.path, "demo")
            #expect(demo.status == 0, "\(demo.errors)")
            let session = try TmuxSession(command: readerCommand(tidings), environment: tidings.environment)
            let terminal = try session.attachTerminal()
            let feeds = try session.waitFor("Feeds · 5 · 17 unread")
            #expect(feeds[3].contains("Server-Side Swift Digest"))
            #expect(
                try session.paneFormat("#{mouse_standard_flag}#{mouse_sgr_flag}") == "11", "reports asked for"
            )

            try terminal.click(row: 3, column: 4)
            try session.waitForSelection(row: 3, containing: "Server-Side Swift Digest")
            try terminal.click(row: 3, column: 4)
            let list = try session.waitFor("Articles in Server-Side Swift Digest")
            #expect(list[1].contains("Actors, pools and SQLite"))

            // A notch down moves the selection three rows (there are three: it stops at the last).
            try terminal.wheel(down: true, row: 2, column: 4)
            try session.waitForSelection(row: 3, containing: "Typed throws in practice")
            try terminal.wheel(down: false, row: 2, column: 4)
            try session.waitForSelection(row: 1, containing: "Actors, pools and SQLite")
            try terminal.click(row: 2, column: 4)
            try session.waitForSelection(row: 2, containing: "libcurl from Swift")
            try terminal.click(row: 2, column: 4)
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
            let terminal = try session.attachTerminal()
            try session.waitFor("Feeds · 5 · 17 unread")
            #expect(try session.paneFormat("#{mouse_any_flag}#{mouse_sgr_flag}") == "00")
            // tmux keeps the click to itself (it would select the pane): the reader never sees it.
            try terminal.click(row: 3, column: 4)
            try terminal.send("j")
            try session.waitForSelection(row: 2, containing: "Open Data Weekly")
            try session.send("Enter")
            try session.waitFor("Articles in Open Data Weekly")
            try session.send("q")
            try session.send("q")
            let after = try session.waitFor("DONE")
            #expect(after.contains("EXIT=0"))
        }
    }
}
