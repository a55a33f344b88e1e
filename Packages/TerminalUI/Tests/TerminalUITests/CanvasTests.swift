import TerminalUI
import Testing

@MainActor @Suite struct CanvasDrawing {
    @Test func wideCharactersTakeTwoCellsAndAreClipped() {
        let canvas = Canvas(size: Size(width: 7, height: 2))
        let end = canvas.write("日本語!", row: 0, column: 0, clip: canvas.bounds)
        #expect(end == 7)
        canvas.write("ab日本", row: 1, column: 2, clip: canvas.bounds)
        #expect(canvas.lines == ["日本語!", "  ab日"])
    }

    @Test func emojiAndCombiningMarksMeasureByCluster() {
        let canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.write("e\u{301}👍🏽x", row: 0, column: 0, clip: canvas.bounds)
        #expect(canvas.lines == ["é👍🏽x"])
        #expect(canvas.cell(row: 0, column: 3)?.character == "x")
    }

    @Test func controlCharactersNeverReachTheCanvas() {
        let canvas = Canvas(size: Size(width: 20, height: 1))
        canvas.write("a\u{1B}[2Jb\u{07}c\u{9B}d\nf", row: 0, column: 0, clip: canvas.bounds)
        #expect(canvas.lines == ["a[2Jbcdf"])
    }

    @Test func styledLinesCarryEscapesAndResetAtTheEnd() {
        let canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.write(
            StyledText([.init("ab", style: .bold), .init(" c")]), row: 0, column: 0, clip: canvas.bounds)
        #expect(canvas.styledLines == ["\u{1B}[0;1mab\u{1B}[0m c"])
        #expect(canvas.lines == ["ab c"])
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        let canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("語x", row: 0, column: 0, clip: canvas.bounds)
        canvas.write("y", row: 0, column: 1, clip: canvas.bounds)
        #expect(canvas.lines == [" yx"])
        let first = Canvas(size: Size(width: 4, height: 1))
        first.write("語x", row: 0, column: 0, clip: first.bounds)
        first.write("y", row: 0, column: 0, clip: first.bounds)
        #expect(first.lines == ["y x"])
    }
}

@Suite struct Colour {
    @Test func followsNoColorAndTheTerminal() {
        #expect(OutputStyle.detect(environment: [:], isTerminal: true) == .colored)
        #expect(OutputStyle.detect(environment: ["NO_COLOR": "1"], isTerminal: true) == .plain)
        #expect(OutputStyle.detect(environment: ["NO_COLOR": ""], isTerminal: true) == .colored)
        #expect(OutputStyle.detect(environment: [:], isTerminal: false) == .plain)
        #expect(OutputStyle.detect(environment: ["TERM": "dumb"], isTerminal: true) == .plain)
    }
}
