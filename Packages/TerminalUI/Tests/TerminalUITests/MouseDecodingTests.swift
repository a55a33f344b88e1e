import TerminalUI
import Testing

/// Decodes `text` whole, one byte at a time, and split at every point: all three must agree.
private func decodeEverySplit(_ text: String) -> [InputEvent] {
    let bytes = Array(text.utf8)
    var whole = KeyDecoder()
    let events = whole.feed(bytes)
    var oneByOne = KeyDecoder()
    #expect(bytes.flatMap { oneByOne.feed([$0]) } == events, "\(text.debugDescription) byte by byte")
    for split in 1..<max(1, bytes.count) {
        var decoder = KeyDecoder()
        let parts = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...])
        #expect(parts == events, "\(text.debugDescription) split at \(split)")
    }
    return events
}

/// An X10 report: `ESC [ M` then the button code, column and row, each plus 32 (and counted
/// from 1).
private func x10(code: Int, column: Int, row: Int) -> [UInt8] {
    [0x1B, 0x5B, 0x4D, UInt8(32 + code), UInt8(32 + column), UInt8(32 + row)]
}

@Suite struct MouseDecoding {
    @Test func sgrPressesAndReleasesCountFromZero() {
        #expect(
            decodeEverySplit("\u{1B}[<0;12;5M") == [.mouse(MouseEvent(.press(.left), row: 4, column: 11))])
        #expect(
            decodeEverySplit("\u{1B}[<0;12;5m") == [.mouse(MouseEvent(.release(.left), row: 4, column: 11))])
        #expect(
            decodeEverySplit("\u{1B}[<1;1;1M") == [.mouse(MouseEvent(.press(.middle), row: 0, column: 0))])
        #expect(
            decodeEverySplit("\u{1B}[<2;300;90M") == [
                .mouse(MouseEvent(.press(.right), row: 89, column: 299))
            ])
    }

    @Test func theWheelIsANotchUpOrDown() {
        #expect(decodeEverySplit("\u{1B}[<64;3;7M") == [.mouse(MouseEvent(.wheelUp, row: 6, column: 2))])
        #expect(decodeEverySplit("\u{1B}[<65;3;7M") == [.mouse(MouseEvent(.wheelDown, row: 6, column: 2))])
    }

    @Test func modifiersAreIgnoredAndMotionAndTheSidewaysWheelDropped() {
        // Shift (4), Meta (8) and Control (16) held with a left press.
        #expect(decodeEverySplit("\u{1B}[<28;2;2M") == [.mouse(MouseEvent(.press(.left), row: 1, column: 1))])
        for dropped in [
            "\u{1B}[<32;2;2M", "\u{1B}[<35;2;2M", "\u{1B}[<66;2;2M", "\u{1B}[<67;2;2M", "\u{1B}[<128;2;2M",
        ] {
            #expect(decodeEverySplit(dropped + "x") == [.key(.character("x"))], "\(dropped.debugDescription)")
        }
    }

    @Test func malformedReportsAreSwallowedWithoutTyping() {
        for malformed in [
            "\u{1B}[<0;12M", "\u{1B}[<0;0;5M", "\u{1B}[<0;5;0M", "\u{1B}[<;1;1M", "\u{1B}[<0;1;1;1M",
            "\u{1B}[<0;123456;1M", "\u{1B}[<0;1;1~",
        ] {
            #expect(
                decodeEverySplit(malformed + "q") == [.key(.character("q"))], "\(malformed.debugDescription)")
        }
    }

    @Test func x10ReportsFromTerminalsWithoutSGR() {
        var decoder = KeyDecoder()
        #expect(
            decoder.feed(x10(code: 0, column: 5, row: 3)) == [
                .mouse(MouseEvent(.press(.left), row: 2, column: 4))
            ])
        #expect(
            decoder.feed(x10(code: 3, column: 5, row: 3)) == [
                .mouse(MouseEvent(.release(nil), row: 2, column: 4))
            ])
        #expect(
            decoder.feed(x10(code: 65, column: 1, row: 1)) == [
                .mouse(MouseEvent(.wheelDown, row: 0, column: 0))
            ])
        let split = x10(code: 2, column: 10, row: 20) + Array("j".utf8)
        #expect(
            split.flatMap { decoder.feed([$0]) } == [
                .mouse(MouseEvent(.press(.right), row: 19, column: 9)), .key(.character("j")),
            ])
        #expect(!decoder.hasPendingEscape)
    }

    @Test func anX10ReportCutShortIsDroppedAtTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, 0x5B, 0x4D, 0x20]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [])
        #expect(decoder.feed(Array("k".utf8)) == [.key(.character("k"))])
    }

    @Test func keysAndReportsInOneReadKeepTheirOrder() {
        #expect(
            decodeEverySplit("j\u{1B}[<0;1;2Mk\u{1B}[<65;1;2M\u{1B}[B") == [
                .key(.character("j")), .mouse(MouseEvent(.press(.left), row: 1, column: 0)),
                .key(.character("k")),
                .mouse(MouseEvent(.wheelDown, row: 1, column: 0)), .key(.down),
            ])
    }
}
