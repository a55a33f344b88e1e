import Testing

@testable import ReaderUI

@Suite struct LinkMarkerTests {
    @Test func aCellOnAMarkerNamesItsLink() {
        let line = "Read the notes[2] and the guide[13]."
        #expect(LinkMarker.number(in: line, atCell: 14) == 2)
        #expect(LinkMarker.number(in: line, atCell: 16) == 2)
        #expect(LinkMarker.number(in: line, atCell: 33) == 13)
        #expect(LinkMarker.number(in: line, atCell: 13) == nil, "the s of notes")
        #expect(LinkMarker.number(in: line, atCell: 17) == nil, "the space after the marker")
        #expect(LinkMarker.number(in: line, atCell: 99) == nil)
        #expect(LinkMarker.number(in: "[1] https://swift.example/6.2", atCell: 0) == 1, "the list of links")
    }

    @Test func wideCharactersTakeTwoCells() {
        // 日本 takes four cells, so the marker starts at cell 4.
        #expect(LinkMarker.number(in: "日本[3]", atCell: 4) == 3)
        #expect(LinkMarker.number(in: "日本[3]", atCell: 3) == nil)
    }

    @Test func bracketsThatAreNoMarkerAreNot() {
        #expect(LinkMarker.number(in: "[image 1] and [x]", atCell: 7) == nil)
        #expect(LinkMarker.number(in: "[] [123456]", atCell: 5) == nil)
        #expect(LinkMarker.number(in: "[[4]]", atCell: 2) == 4)
    }
}
