import TerminalUI
import Testing

private let begin = "\u{1B}[?2026h"
private let end = "\u{1B}[?2026l"
private let deleteKitty = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"

/// Pictures in pixels on the screen: placed whole or not at all, drawn after the cells, and
/// taken off when they go.
@MainActor @Suite struct TerminalGraphics {
    let renderer = ScreenRenderer(style: .colored)

    func graphic(_ id: Int, _ graphicsProtocol: TerminalGraphic.GraphicsProtocol, rows: Int = 2)
        -> TerminalGraphic
    {
        TerminalGraphic(
            id: id, columns: 3, rows: rows, graphicsProtocol: graphicsProtocol, sequence: "<PICTURE \(id)>")
    }

    /// A text view of `lines`, the picture starting on line `at`, drawn `height` rows high
    /// from line `offset`.
    func frame(picture: TerminalGraphic?, at line: Int = 1, height: Int = 4, offset: Int = 0) -> Canvas {
        var lines = (0..<8).map { StyledText("line \($0)") }
        if let picture {
            for index in line..<(line + picture.rows) { lines[index] = "" }
            lines[line].graphic = picture
        }
        let text = TextView(lines: lines)
        let canvas = Canvas(size: Size(width: 10, height: height))
        text.draw(in: canvas, frame: canvas.bounds)
        text.scroll(by: offset)
        let scrolled = Canvas(size: canvas.size)
        text.draw(in: scrolled, frame: scrolled.bounds)
        return scrolled
    }

    @Test func aPictureIsPlacedOnlyWhenAllOfItIsInView() {
        let picture = graphic(1, .sixels)
        #expect(frame(picture: picture).placements.map(\.row) == [1])
        // Its last row below the frame, or its first above it: not placed.
        #expect(frame(picture: picture, at: 3).placements.isEmpty)
        #expect(frame(picture: picture, at: 1, offset: 2).placements.isEmpty)
    }

    @Test func anythingDrawnOverAPictureTakesItOff() {
        let canvas = frame(picture: graphic(1, .kitty))
        canvas.write("!", row: 2, column: 1, clip: canvas.bounds)
        #expect(canvas.placements.isEmpty)
        let filled = frame(picture: graphic(1, .kitty))
        filled.fill(Rect(row: 0, column: 0, width: 10, height: 1))
        #expect(filled.placements.count == 1)
    }

    @Test func aPictureIsDrawnAfterTheCellsAndOnlyWhenItChanges() {
        let first = frame(picture: graphic(1, .sixels))
        let drawn = renderer.render(from: nil, to: first)
        #expect(drawn.hasSuffix("\u{1B}[2;1H<PICTURE 1>" + end))
        #expect(renderer.render(from: first, to: frame(picture: graphic(1, .sixels))) == "")
    }

    @Test func aSixelPictureThatGoesHasItsCellsWrittenAgain() {
        let before = frame(picture: graphic(1, .sixels))
        let after = frame(picture: nil)
        let output = renderer.render(from: before, to: after)
        // The cells under it are written again, blank or not, and no picture is drawn.
        #expect(output.contains("\u{1B}[2;1Hline 1"))
        #expect(output.contains("\u{1B}[3;1Hline 2"))
        #expect(!output.contains("<PICTURE"))
        #expect(!output.contains(deleteKitty))
    }

    @Test func kittyPicturesAreDeletedBeforeTheNextOnesAreDrawn() {
        let before = frame(picture: graphic(1, .kitty))
        let moved = frame(picture: graphic(2, .kitty), at: 0)
        let output = renderer.render(from: before, to: moved)
        #expect(output.hasPrefix(begin + deleteKitty))
        #expect(output.hasSuffix("\u{1B}[1;1H<PICTURE 2>" + end))
        // A resize clears the screen, which leaves kitty's pictures: they are deleted too.
        let resized = Canvas(size: Size(width: 12, height: 4))
        #expect(renderer.render(from: before, to: resized).contains(deleteKitty))
    }

    @Test func aDeviceAttributesAnswerIsAReportNotKeys() {
        var decoder = KeyDecoder()
        let events = decoder.feed(Array("\u{1B}[?62;4;22cj".utf8))
        #expect(events == [.report(.deviceAttributes([62, 4, 22])), .key(.character("j"))])
        #expect(TerminalReport.deviceAttributes([62, 4, 22]).drawsSixels)
        #expect(!TerminalReport.deviceAttributes([64, 22]).drawsSixels)
        #expect(!TerminalReport.deviceAttributes([4]).drawsSixels)
        // Split anywhere, it is still one report and nothing typed.
        let answer = Array("\u{1B}[?1;2c".utf8)
        for split in 1..<answer.count {
            var fresh = KeyDecoder()
            let halves = fresh.feed(answer[..<split]) + fresh.feed(answer[split...])
            #expect(halves == [.report(.deviceAttributes([1, 2]))])
        }
    }
}
