import TerminalUI
import Testing

private let begin = "\u{1B}[?2026h"
private let end = "\u{1B}[?2026l"
private let clear = "\u{1B}[0m\u{1B}[2J"

/// A canvas with `rows` written from the left edge in the plain style.
@MainActor private func canvas(width: Int, _ rows: [String]) -> Canvas {
    let canvas = Canvas(size: Size(width: width, height: rows.count))
    for (row, text) in rows.enumerated() {
        canvas.write(text, row: row, column: 0, clip: canvas.bounds)
    }
    return canvas
}

@MainActor @Suite struct ScreenRendering {
    let renderer = ScreenRenderer(style: .colored)

    @Test func firstFrameClearsAndWritesOnlyWhatIsNotBlank() {
        let next = canvas(width: 4, ["ab", ""])
        next.write("c", row: 1, column: 2, style: .bold, clip: next.bounds)
        #expect(
            renderer.render(from: nil, to: next)
                == begin + clear + "\u{1B}[1;1Hab\u{1B}[2;3H\u{1B}[0;1mc\u{1B}[0m" + end)
    }

    @Test func onlyChangedCellsAreWritten() {
        let previous = canvas(width: 6, ["abcd", "efgh"])
        #expect(
            renderer.render(from: previous, to: canvas(width: 6, ["abXd", "efgh"])) == begin + "\u{1B}[1;3HX"
                + end)
        #expect(renderer.render(from: previous, to: canvas(width: 6, ["abcd", "efgh"])) == "")
    }

    @Test func shortRunsOfUnchangedCellsAreRewrittenLongOnesSkipped() {
        let previous = canvas(width: 20, ["abcdefghijklmnopqrst"])
        #expect(
            renderer.render(from: previous, to: canvas(width: 20, ["XbYdefghijklmnopqrst"]))
                == begin + "\u{1B}[1;1HXbY" + end)
        #expect(
            renderer.render(from: previous, to: canvas(width: 20, ["Xbcdefghijklmnopqrsu"]))
                == begin + "\u{1B}[1;1HX\u{1B}[1;20Hu" + end)
    }

    @Test func unchangedCellsInAnotherStyleAreSkippedNotRewritten() {
        let previous = Canvas(size: Size(width: 3, height: 1))
        previous.write(
            StyledText([.init("a"), .init("b", style: .bold), .init("c")]), row: 0, column: 0,
            clip: previous.bounds)
        let next = Canvas(size: Size(width: 3, height: 1))
        next.write(
            StyledText([.init("X"), .init("b", style: .bold), .init("Y")]), row: 0, column: 0,
            clip: next.bounds)
        #expect(renderer.render(from: previous, to: next) == begin + "\u{1B}[1;1HX\u{1B}[1;3HY" + end)
    }

    @Test func styleIsSetOnlyWhenItChanges() {
        let next = Canvas(size: Size(width: 6, height: 1))
        next.write(
            StyledText([.init("ab", style: .bold), .init("cd"), .init("ef", style: .bold)]), row: 0,
            column: 0, clip: next.bounds)
        #expect(
            renderer.render(from: canvas(width: 6, [""]), to: next)
                == begin + "\u{1B}[1;1H\u{1B}[0;1mab\u{1B}[0mcd\u{1B}[0;1mef\u{1B}[0m" + end)
    }

    @Test func plainOutputKeepsAttributesAndDropsColours() {
        let next = Canvas(size: Size(width: 2, height: 1))
        next.write(
            "a", row: 0, column: 0, style: TextStyle(foreground: .red, reverse: true), clip: next.bounds)
        next.write("b", row: 0, column: 1, style: TextStyle(background: .palette(200)), clip: next.bounds)
        let blank = canvas(width: 2, [""])
        #expect(
            ScreenRenderer(style: .plain).render(from: blank, to: next) == begin
                + "\u{1B}[1;1H\u{1B}[0;7ma\u{1B}[0mb" + end)
        #expect(
            ScreenRenderer(style: .colored).render(from: blank, to: next)
                == begin + "\u{1B}[1;1H\u{1B}[0;7;31ma\u{1B}[0;48;5;200mb\u{1B}[0m" + end)
    }

    @Test func wideCharactersAreWrittenWhole() {
        #expect(
            renderer.render(from: canvas(width: 3, ["abc"]), to: canvas(width: 3, ["日c"])) == begin
                + "\u{1B}[1;1H日" + end)
        #expect(
            renderer.render(from: canvas(width: 3, ["日c"]), to: canvas(width: 3, ["本c"])) == begin
                + "\u{1B}[1;1H本" + end)
        #expect(
            renderer.render(from: canvas(width: 4, ["a日"]), to: canvas(width: 4, ["ab日"])) == begin
                + "\u{1B}[1;2Hb日" + end)
    }

    @Test func writingOverHalfAWideCharacterRepairsTheOtherHalf() {
        let previous = canvas(width: 4, ["日本"])
        let next = canvas(width: 4, ["日本"])
        next.write("x", row: 0, column: 1, clip: next.bounds)  // the canvas blanks 日's first half
        #expect(renderer.render(from: previous, to: next) == begin + "\u{1B}[1;1H x" + end)
        let shifted = canvas(width: 4, ["a日b"])
        let over = canvas(width: 4, ["a日b"])
        over.write("本", row: 0, column: 0, clip: over.bounds)  // leaves the old second half orphaned
        #expect(renderer.render(from: shifted, to: over) == begin + "\u{1B}[1;1H本 " + end)
    }

    @Test func aWideCharacterWithNoRoomShowsASpace() {
        let next = Canvas(size: Size(width: 3, height: 1))
        next.fill(next.bounds, with: "日")
        #expect(renderer.render(from: nil, to: next) == begin + clear + "\u{1B}[1;1H日" + end)
    }

    @Test func theRightEdgeLeavesTheCursorUnknown() {
        #expect(
            renderer.render(from: canvas(width: 3, ["abc", "def"]), to: canvas(width: 3, ["abX", "Def"]))
                == begin + "\u{1B}[1;3HX\u{1B}[2;1HD" + end)
    }

    @Test func aNewSizeRedrawsEverything() {
        #expect(
            renderer.render(from: canvas(width: 2, ["ab"]), to: canvas(width: 3, ["abc"])) == begin + clear
                + "\u{1B}[1;1Habc" + end)
    }

    @Test func theFullFrameShowsTheCanvas() {
        var random = SeededRandom(seed: 7)
        for style in [OutputStyle.colored, .plain] {
            for _ in 0..<200 {
                let size = Size(
                    width: Int.random(in: 1...12, using: &random),
                    height: Int.random(in: 1...5, using: &random))
                let next = Canvas(size: size)
                for row in 0..<size.height {
                    // One write per row from the left edge keeps each wide character whole.
                    next.write(RandomCanvas.text(using: random), row: row, column: 0, clip: next.bounds)
                }
                next.apply(RandomCanvas.style(using: random), to: next.bounds.rows(from: 0, count: 1))
                let terminal = TerminalEmulator(size: size)
                terminal.feed(ScreenRenderer(style: style).render(from: nil, to: next))
                #expect(terminal.problems == [])
                #expect(terminal.lines == next.lines)
                for row in 0..<size.height {
                    for column in 0..<size.width {
                        guard let expected = next.cell(row: row, column: column), expected.character != nil
                        else { continue }
                        var shown = expected
                        if style == .plain {
                            shown.style.foreground = nil
                            shown.style.background = nil
                        }
                        #expect(
                            terminal.cell(row: row, column: column) == shown, "row \(row) column \(column)")
                    }
                }
            }
        }
    }

    @Test func applyingTheDifferenceToThePreviousFrameGivesTheNextOne() {
        var random = SeededRandom(seed: 2026)
        for iteration in 0..<600 {
            let style: OutputStyle = iteration.isMultiple(of: 3) ? .plain : .colored
            let renderer = ScreenRenderer(style: style)
            let size = Size(
                width: Int.random(in: 1...14, using: &random), height: Int.random(in: 1...6, using: &random))
            let resized = Int.random(in: 0..<10, using: &random) == 0
            let nextSize =
                resized ? Size(width: Int.random(in: 1...14, using: &random), height: size.height) : size
            let first = RandomCanvas.operations(
                count: Int.random(in: 0...10, using: &random), size: size, using: random)
            let more = RandomCanvas.operations(
                count: Int.random(in: 0...6, using: &random), size: nextSize, using: random)
            let previous = RandomCanvas.canvas(size: size, operations: first)
            // Usually the next frame builds on the previous one, as screens do; sometimes not.
            let next = RandomCanvas.canvas(
                size: nextSize, operations: (resized || iteration.isMultiple(of: 5) ? [] : first) + more)

            let updated = TerminalEmulator(size: size)
            updated.feed(renderer.render(from: nil, to: previous))
            if resized { updated.resize(to: nextSize) }
            updated.feed(renderer.render(from: previous, to: next))
            let fresh = TerminalEmulator(size: nextSize)
            fresh.feed(renderer.render(from: nil, to: next))

            #expect(updated.problems == [], "iteration \(iteration)")
            #expect(fresh.problems == [], "iteration \(iteration)")
            #expect(
                updated.cells == fresh.cells,
                "iteration \(iteration): \(updated.lines) against \(fresh.lines)")
            #expect(!updated.isSynchronizing, "every frame ends its synchronized update")
            #expect(renderer.render(from: next, to: next) == "")
        }
    }
}

/// Random canvases drawn the way views draw: text in styles at any position (over halves of
/// wide characters too), filled and restyled rectangles.
enum RandomCanvas {
    enum Operation {
        case write(String, row: Int, column: Int, TextStyle)
        case fill(Rect, TextStyle)
        case apply(TextStyle, Rect)
    }

    static let pieces = ["a", "b", "c", " ", "日", "本", "é", "👍🏽", "x", "--"]
    static let styles = [
        TextStyle.plain, .bold, .reverse, TextStyle(foreground: .red),
        TextStyle(foreground: .green, underline: true),
        TextStyle(background: .palette(17), italic: true),
    ]

    static func text(using generator: SeededRandom) -> String {
        var random = generator
        return (0..<Int.random(in: 0...8, using: &random)).map { _ in
            pieces.randomElement(using: &random) ?? ""
        }
        .joined()
    }

    static func style(using generator: SeededRandom) -> TextStyle {
        var random = generator
        return styles.randomElement(using: &random) ?? .plain
    }

    static func operations(count: Int, size: Size, using generator: SeededRandom) -> [Operation] {
        var random = generator
        return (0..<count).map { _ in
            let rect = Rect(
                row: Int.random(in: 0...size.height, using: &random),
                column: Int.random(in: 0...size.width, using: &random),
                width: Int.random(in: 0...size.width, using: &random),
                height: Int.random(in: 0...size.height, using: &random))
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return .fill(rect, style(using: generator))
            case 1: return .apply(style(using: generator), rect)
            default:
                return .write(
                    text(using: generator), row: Int.random(in: 0..<max(1, size.height), using: &random),
                    column: Int.random(in: -1...size.width, using: &random), style(using: generator))
            }
        }
    }

    @MainActor static func canvas(size: Size, operations: [Operation]) -> Canvas {
        let canvas = Canvas(size: size)
        for operation in operations {
            switch operation {
            case .write(let text, let row, let column, let style):
                canvas.write(text, row: row, column: column, style: style, clip: canvas.bounds)
            case .fill(let rect, let style): canvas.fill(rect, style: style)
            case .apply(let style, let rect): canvas.apply(style, to: rect)
            }
        }
        return canvas
    }
}

/// SplitMix64: a small seeded generator, so a failing case can be replayed. A class: one stream
/// of numbers that every helper drawing from it advances, without being handed around `inout`.
final class SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
