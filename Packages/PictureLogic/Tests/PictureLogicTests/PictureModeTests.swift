import PictureLogic
import PictureService
import Testing

/// Which terminals get pictures, and in which colours.
@Suite struct PictureModes {
    @Test func autoDrawsOnTerminalsWithColoursInTheDeepestTheySayTheyHave() {
        let auto = PictureMode.auto
        #expect(auto.colors(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .truecolor)
        #expect(auto.colors(environment: ["TERM": "xterm-kitty", "COLORTERM": "24bit"]) == .truecolor)
        #expect(auto.colors(environment: ["TERM": "tmux-256color"]) == .palette256)
        #expect(auto.colors(environment: ["TERM": "xterm"]) == .palette16)
        #expect(auto.colors(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) == nil)
        #expect(auto.colors(environment: ["TERM": "xterm-256color", "NO_COLOR": ""]) == .palette256)
        #expect(auto.colors(environment: ["TERM": "dumb"]) == nil)
        #expect(auto.colors(environment: [:]) == nil)
    }

    @Test func symbolsIgnoresNoColorAndOffDrawsNothing() {
        #expect(PictureMode.symbols.colors(environment: ["TERM": "xterm", "NO_COLOR": "1"]) == .palette16)
        #expect(PictureMode.symbols.colors(environment: ["TERM": "dumb"]) == nil)
        #expect(PictureMode.off.colors(environment: ["TERM": "xterm-256color"]) == nil)
        #expect(PictureMode(setting: "Symbols") == .symbols)
        #expect(PictureMode(setting: "sixel") == nil)
    }

    func style(_ mode: PictureMode, _ environment: [String: String], sixels: Bool = false) -> PictureStyle? {
        mode.style(
            on: PictureTerminal(
                environment: environment, answeredSixels: sixels, cellWidth: 9, cellHeight: 18))
    }

    @Test func autoDrawsInThePixelsTheTerminalSpeaksAndSymbolsInsideAMultiplexer() {
        #expect(style(.auto, ["TERM": "xterm-kitty"]) == .pixels(.kitty, cellWidth: 9, cellHeight: 18))
        #expect(
            style(.auto, ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"])
                == .pixels(.kitty, cellWidth: 9, cellHeight: 18))
        #expect(
            style(.auto, ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"])
                == .pixels(.iterm2, cellWidth: 9, cellHeight: 18))
        #expect(
            style(.auto, ["TERM": "xterm-256color"], sixels: true)
                == .pixels(.sixels, cellWidth: 9, cellHeight: 18))
        #expect(style(.auto, ["TERM": "xterm-256color"]) == .symbols(.palette256))
        // tmux passes no pictures on, whatever the terminal around it speaks.
        #expect(style(.auto, ["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"]) == .symbols(.palette256))
        #expect(
            style(.auto, ["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"]) == .symbols(.palette16))
        #expect(style(.auto, ["TERM": "xterm-kitty", "NO_COLOR": "1"]) == nil)
        // A forced protocol is used as asked; a cell the terminal does not give is 10 × 20.
        #expect(style(.sixels, ["TERM": "dumb"]) == .pixels(.sixels, cellWidth: 9, cellHeight: 18))
        let usual = PictureTerminal(environment: [:], cellWidth: nil, cellHeight: nil)
        #expect(PictureMode.kitty.style(on: usual) == .pixels(.kitty, cellWidth: 10, cellHeight: 20))
        #expect(PictureMode.off.style(on: usual) == nil)
    }

    @Test func aLateAnswerCountsFromTheNextPicture() {
        let answers = TerminalAnswers()
        #expect(!answers.drawsSixels)
        answers.answered(drawsSixels: true)
        #expect(answers.drawsSixels)
    }
}
