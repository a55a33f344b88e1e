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
}
