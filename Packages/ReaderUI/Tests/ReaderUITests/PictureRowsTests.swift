import PictureLogic
import PictureService
import TerminalUI
import Testing

@testable import ReaderUI

/// A picture's cells as the reader's styled lines.
@Suite struct PictureRowsTests {
    @Test func cellsOfTheSameColoursShareASpanAndColoursKeepTheirKind() {
        let cells = [
            SymbolCell(symbol: "▀", foreground: 0xDC1E1E, background: 0x1E3CDC),
            SymbolCell(symbol: "▀", foreground: 0xDC1E1E, background: 0x1E3CDC),
            SymbolCell(symbol: " ", foreground: nil, background: 0x000000),
        ]
        let picture = SymbolPicture(columns: 3, rows: 1, colors: .truecolor, cells: cells)
        let rows = PictureRows.rows(of: .drawn(picture))
        #expect(rows.count == 1)
        #expect(rows[0].spans.map(\.text) == ["▀▀", " "])
        #expect(rows[0].spans[0].style.foreground == .rgb(red: 0xDC, green: 0x1E, blue: 0x1E))
        #expect(rows[0].spans[1].style.foreground == nil)
        #expect(PictureRows.color(9, .palette16) == .brightRed)
        #expect(PictureRows.color(200, .palette256) == .palette(200))
    }

    @Test func aPictureTooSmallTakesNoLineAndAFailureOneDimLine() {
        #expect(PictureRows.rows(of: .tooSmall).isEmpty)
        let failed = PictureRows.rows(of: .failed(PictureFailure("the server answered 404")))
        #expect(failed.map(\.plain) == ["[picture not drawn: the server answered 404]"])
    }
}
