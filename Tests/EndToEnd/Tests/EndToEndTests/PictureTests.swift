import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

extension EndToEnd {
    /// Pictures in the reader, drawn in Unicode symbols in a real terminal (tmux), fetched from a
    /// real HTTP server on loopback.
    @Suite(.enabled(if: TmuxSession.isAvailable, "tmux is needed for the interactive tests"))
    struct ReaderPictures {
        /// A feed whose one article holds a picture between two paragraphs; `strip.png` is
        /// PictureService's `pattern.png` (64 × 32, red and blue halves).
        func comicsServer() throws -> LoopbackServer {
            let server = try LoopbackServer()
            let item =
                "&lt;p&gt;Today's strip:&lt;/p&gt;&lt;p&gt;&lt;img src=\"\(server.url("/strip.png").absoluteString)\" "
                + "alt=\"red and blue\"&gt;&lt;/p&gt;&lt;p&gt;The end.&lt;/p&gt;"
            let feed = """
                <?xml version="1.0"?><rss version="2.0"><channel><title>Comics</title>
                <link>http://comics.test/</link>
                <item><title>Strip one</title><guid>strip-1</guid><description>\(item)</description></item>
                </channel></rss>
                """
            server.setRoute(.fixed(.ok(feed, contentType: "application/rss+xml")), for: "/comics.xml")
            server.setRoute(
                .fixed(
                    LoopbackResponse(
                        status: 200, headers: ["Content-Type": "image/png"], body: Fixture.data("strip.png"))),
                for: "/strip.png")
            return server
        }

        func library(_ server: LoopbackServer, environment: [String: String] = [:]) throws -> TidingsProcess {
            let tidings = try TidingsProcess(extraEnvironment: environment)
            #expect(try tidings.run("add", server.url("/comics.xml").absoluteString).status == 0)
            #expect(try tidings.run("refresh").status == 0)
            return tidings
        }

        /// The symbols libchafa draws with (U+2580 to U+259F, block elements, and the box-drawing
        /// characters before them).
        static func isSymbol(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy { (0x2500...0x259F).contains($0.value) }
        }

        @Test func aPictureIsDrawnInSymbolsBelowItsParagraphAndGoesWithTheArticle() throws {
            let server = try comicsServer()
            defer { server.stop() }
            // A terminal with colours, 24-bit ones (every other test runs with NO_COLOR).
            let tidings = try library(server, environment: ["NO_COLOR": "", "COLORTERM": "truecolor"])
            let session = try TmuxSession(
                command: readerCommand(tidings), height: 40, environment: tidings.environment)
            try session.waitFor("Feeds · 1 · 1 unread")
            try session.send("Enter")
            try session.waitFor("Articles in Comics")
            try session.send("Enter")
            let reader = try session.waitFor("▄", timeout: 15)
            let marker = try #require(reader.firstIndex { $0.contains("[image: red and blue]") })
            let end = try #require(reader.firstIndex { $0.contains("The end.") })
            // A blank line, the picture's rows (64 × 32 pixels, cells twice as tall as wide: as
            // libchafa sizes it within the text's 72 columns, without enlarging it past its
            // pixels), then the text's own blank line.
            #expect(reader[marker + 1].isEmpty && reader[end - 1].isEmpty)
            let rows = reader[(marker + 2)..<(end - 1)]
            #expect((12...18).contains(rows.count), "\(reader.joined(separator: "\n"))")
            #expect(rows.allSatisfy { $0.allSatisfy { $0 == " " || Self.isSymbol($0) } })
            #expect(rows.filter { $0.contains(where: Self.isSymbol) }.count >= 12)
            // Red and blue in 24-bit colour, as COLORTERM asked.
            let styled = try session.styledScreen().joined()
            #expect(styled.contains("48;2;220;30;30"))
            #expect(styled.contains(";2;30;60;220"))
            #expect(server.requests(to: "/strip.png").count == 1)

            // A smaller window, scrolled past the picture, and then leaving the article: no
            // cell of it stays behind.
            try session.resize(width: 80, height: 16)
            for _ in 0..<30 { try session.send("j") }
            let scrolled = try session.waitFor("The end.")
            #expect(scrolled.count <= 16)
            #expect(!scrolled.contains { $0.contains("[image: red and blue]") })
            try session.send("q")
            let list = try session.waitFor("Articles in Comics")
            #expect(!list.joined().contains(where: Self.isSymbol), "\(list.joined(separator: "\n"))")
            try session.send("q")
            try session.send("q")
            #expect(try session.waitFor("DONE").contains("EXIT=0"))
        }

        @Test func noColorMeansNoPicturesUnlessForcedAndOffMeansNone() throws {
            let server = try comicsServer()
            defer { server.stop() }
            for (plist, drawn) in [
                ([:], false), (["pictures": ["mode": "off"]], false),
                (["pictures": ["mode": "symbols"]], true),
            ] as [([String: Any], Bool)] {
                let tidings = try library(server)
                if !plist.isEmpty { try tidings.writeUserPlist(plist) }
                let session = try TmuxSession(
                    command: readerCommand(tidings), height: 40, environment: tidings.environment)
                try session.waitFor("Feeds · 1 · 1 unread")
                try session.send("Enter")
                try session.waitFor("Articles in Comics")
                try session.send("Enter")
                if drawn {
                    // Forced: the shapes without colours, since NO_COLOR asks for none.
                    try session.waitFor("▄", timeout: 15)
                    #expect(!(try session.styledScreen()).joined().contains("48;2;"))
                } else {
                    let reader = try session.waitFor("The end.")
                    #expect(reader.contains { $0.contains("[image: red and blue]") })
                    Thread.sleep(forTimeInterval: 0.5)
                    #expect(!(try session.screen()).joined().contains(where: Self.isSymbol), "\(plist)")
                }
            }
            #expect(server.requests(to: "/strip.png").count == 1)
        }

        @Test func aModeThatDoesNotExistSaysWhatToWriteWhereThePictureWouldBe() throws {
            let server = try comicsServer()
            defer { server.stop() }
            let tidings = try library(server)
            try tidings.writeUserPlist(["pictures": ["mode": "sixels please"]])
            let session = try TmuxSession(command: readerCommand(tidings), environment: tidings.environment)
            try session.waitFor("Feeds · 1 · 1 unread")
            try session.send("Enter")
            try session.waitFor("Articles in Comics")
            try session.send("Enter")
            let screen = try session.waitFor("not 'sixels please']")
            #expect(
                screen.contains { $0.contains("[picture not drawn: pictures.mode is one of auto, symbols,") })
        }
    }
}
