import PictureLogic
import PictureService
import TerminalUI
import Testing

@testable import ReaderUI

/// A picture's cells as the reader's styled lines.
@MainActor @Suite struct PictureRowsTests {
    @Test func cellsOfTheSameColoursShareASpanAndColoursKeepTheirKind() {
        let cells = [
            SymbolCell(symbol: "▀", foreground: 0xDC1E1E, background: 0x1E3CDC),
            SymbolCell(symbol: "▀", foreground: 0xDC1E1E, background: 0x1E3CDC),
            SymbolCell(symbol: " ", foreground: nil, background: 0x000000),
        ]
        let picture = SymbolPicture(columns: 3, rows: 1, colors: .truecolor, cells: cells)
        let rows = PictureRows.rows(of: .drawn(.symbols(picture)))
        #expect(rows.count == 1)
        #expect(rows[0].spans.map(\.text) == ["▀▀", " "])
        #expect(rows[0].spans[0].style.foreground == .rgb(red: 0xDC, green: 0x1E, blue: 0x1E))
        #expect(rows[0].spans[1].style.foreground == nil)
        #expect(PictureRows.color(9, .palette16) == .brightRed)
        #expect(PictureRows.color(200, .palette256) == .palette(200))
    }

    @Test func aPictureInPixelsIsAGraphicOnItsFirstRowOverBlankOnes() {
        let picture = PixelPicture(
            columns: 30, rows: 4, pixelProtocol: .sixels, sequence: "\u{1B}Pq#0~~\u{1B}\\")
        let rows = PictureRows.rows(of: .drawn(.pixels(picture)))
        #expect(rows.count == 4 && rows.allSatisfy { $0.plain.isEmpty })
        let graphic = rows[0].graphic
        #expect(graphic?.graphicsProtocol == .sixels && graphic?.columns == 30 && graphic?.rows == 4)
        #expect(graphic?.sequence == picture.sequence)
        #expect(rows.dropFirst().allSatisfy { $0.graphic == nil })
        // Each picture drawn is a graphic of its own.
        #expect(PictureRows.rows(of: .drawn(.pixels(picture)))[0].graphic?.id != graphic?.id)
    }

    @Test func aPictureTooSmallTakesNoLineAndAFailureOneDimLine() {
        #expect(PictureRows.rows(of: .tooSmall).isEmpty)
        let failed = PictureRows.rows(of: .failed(PictureFailure("the server answered 404")))
        #expect(failed.map(\.plain) == ["[picture not drawn: the server answered 404]"])
    }
}
