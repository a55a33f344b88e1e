import TerminalUI
import Testing

/// The keys of `events`; a mouse event among them fails the test.
func keys(_ events: [InputEvent]) -> [Key] {
    events.compactMap { event in
        guard case .key(let key) = event else {
            Issue.record("a mouse event where only keys were expected: \(event)")
            return nil
        }
        return key
    }
}

/// Decodes `bytes` in one read.
private func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return keys(decoder.feed(bytes))
}

/// Decodes `bytes` split into two reads at `split`.
private func decode(_ bytes: [UInt8], splitAt split: Int) -> [Key] {
    var decoder = KeyDecoder()
    return keys(decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...]))
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Every escape sequence the decoder knows, with its key.
private let sequences: [(bytes: String, key: Key)] = [
    ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
    ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OR", .function(3)),
    ("\u{1B}OS", .function(4)),
    ("\u{1B}[11~", .function(1)), ("\u{1B}[12~", .function(2)), ("\u{1B}[13~", .function(3)),
    ("\u{1B}[14~", .function(4)), ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)),
    ("\u{1B}[18~", .function(7)), ("\u{1B}[19~", .function(8)), ("\u{1B}[20~", .function(9)),
    ("\u{1B}[21~", .function(10)), ("\u{1B}[23~", .function(11)), ("\u{1B}[24~", .function(12)),
    ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)),
    ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left), ("\u{1B}[1;3H", .home), ("\u{1B}[5;5~", .pageUp),
    ("\u{1B}[3;2~", .delete), ("\u{1B}[1;2P", .function(1)), ("\u{1B}[15;5~", .function(5)),
    ("\u{1B}O5A", .up), ("\u{1B}OM", .enter),
]

@Suite struct KeyDecoding {
    @Test func printableCharactersAndControlKeys() {
        #expect(
            decode(bytes("aZ 9~")) == [
                .character("a"), .character("Z"), .character(" "), .character("9"), .character("~"),
            ])
        #expect(decode([0x0D, 0x0A, 0x09, 0x7F, 0x08]) == [.enter, .enter, .tab, .backspace, .backspace])
        #expect(
            decode([0x03, 0x01, 0x1A, 0x0E]) == [.control("c"), .control("a"), .control("z"), .control("n")])
        #expect(
            decode([0x00, 0x1C, 0x1D, 0x1E, 0x1F]) == [
                .control("@"), .control("\\"), .control("]"), .control("^"), .control("_"),
            ])
    }

    @Test func multiByteCharactersSurviveEverySplit() {
        let text = "é日👍🏽e\u{301}"
        let expected: [Key] = [.character("é"), .character("日"), .character("👍🏽"), .character("e\u{301}")]
        #expect(decode(bytes(text)) == expected)
        let encoded = bytes("日")
        for split in 1..<encoded.count {
            #expect(decode(encoded, splitAt: split) == [.character("日")], "split at \(split)")
        }
        let emoji = bytes("👍")
        for split in 1..<emoji.count {
            #expect(decode(emoji, splitAt: split) == [.character("👍")], "split at \(split)")
        }
        var decoder = KeyDecoder()
        #expect(encoded.flatMap { keys(decoder.feed([$0])) } == [.character("日")])
        #expect(!decoder.hasPendingEscape)
    }

    @Test func everySequenceDecodesWholeAndAtEverySplit() {
        for (text, key) in sequences {
            let encoded = bytes(text)
            #expect(decode(encoded) == [key], "\(text.debugDescription)")
            for split in 1..<encoded.count {
                #expect(
                    decode(encoded, splitAt: split) == [key], "\(text.debugDescription) split at \(split)")
            }
            var decoder = KeyDecoder()
            let oneByOne = encoded.flatMap { keys(decoder.feed([$0])) }
            #expect(oneByOne == [key], "\(text.debugDescription) byte by byte")
        }
    }

    @Test func sequencesBetweenCharactersInOneRead() {
        let keys = decode(bytes("j\u{1B}[Bk\u{1B}OA\u{1B}[6~q"))
        #expect(keys == [.character("j"), .down, .character("k"), .up, .pageDown, .character("q")])
    }

    @Test func loneEscapeWaitsForTheTimeout() {
        var decoder = KeyDecoder()
        #expect(keys(decoder.feed([0x1B])) == [])
        #expect(decoder.hasPendingEscape)
        #expect(keys(decoder.flushPendingEscape()) == [.escape])
        #expect(!decoder.hasPendingEscape)
        #expect(keys(decoder.flushPendingEscape()) == [])
        #expect(
            keys(decoder.feed(bytes("[A"))) == [.character("["), .character("A")],
            "the sequence ended with the timeout")
    }

    @Test func escapeTwiceIsOneEscapeAndOnePending() {
        var decoder = KeyDecoder()
        #expect(keys(decoder.feed([0x1B, 0x1B])) == [.escape])
        #expect(decoder.hasPendingEscape)
        #expect(keys(decoder.feed(bytes("[C"))) == [.right])
        #expect(keys(decoder.feed([0x1B, 0x1B])) == [.escape])
        #expect(keys(decoder.flushPendingEscape()) == [.escape])
    }

    @Test func unfinishedSequenceIsDroppedAtTheTimeout() {
        var decoder = KeyDecoder()
        #expect(keys(decoder.feed(bytes("\u{1B}[1;"))) == [])
        #expect(decoder.hasPendingEscape)
        #expect(keys(decoder.flushPendingEscape()) == [])
        #expect(keys(decoder.feed(bytes("x"))) == [.character("x")])
    }

    @Test func unknownSequencesAreSwallowedWhole() {
        let unknown = [
            "\u{1B}[2~", "\u{1B}[99~", "\u{1B}[Z", "\u{1B}[?1;2x", "\u{1B}[1 q",
            "\u{1B}OX",
            "\u{1B}[[Z", "\u{1B}[1234567~",
        ]
        for text in unknown {
            #expect(decode(bytes(text + "a")) == [.character("a")], "\(text.debugDescription)")
            let encoded = bytes(text)
            for split in 1..<encoded.count {
                #expect(decode(encoded, splitAt: split) == [], "\(text.debugDescription) split at \(split)")
            }
        }
        let long = "\u{1B}[" + String(repeating: "1;", count: 100) + "A"
        #expect(decode(bytes(long + "b")) == [.character("b")], "an overlong sequence is read to its end")
    }

    @Test func bracketedPasteMarkersAreDroppedAndTheTextKept() {
        #expect(decode(bytes("\u{1B}[200~hi\u{1B}[201~")) == [.character("h"), .character("i")])
    }

    @Test func aSequenceBrokenByAControlByteIsDroppedAndTheByteKept() {
        #expect(decode(bytes("\u{1B}[1\u{03}")) == [.control("c")])
        #expect(decode(bytes("\u{1B}[5\u{1B}[A")) == [.up])
        #expect(decode(bytes("\u{1B}O\r")) == [.enter])
    }

    @Test func altWithAKeyIsDropped() {
        #expect(decode(bytes("\u{1B}xy")) == [.character("y")])
        #expect(decode(bytes("\u{1B}日z")) == [.character("z")])
        #expect(decode([0x1B, 0x7F, 0x61]) == [.character("a")])
        var decoder = KeyDecoder()
        #expect(keys(decoder.feed([0x1B])) == [])
        #expect(
            keys(decoder.feed(bytes("qw"))) == [.character("w")],
            "ESC then a key in the next read, before the timeout")
    }

    @Test func malformedUTF8AndC1ControlsAreDropped() {
        #expect(decode([0xFF, 0x61]) == [.character("a")])
        #expect(decode([0x80, 0xBF, 0x62]) == [.character("b")])
        #expect(decode([0xC0, 0x80, 0x63]) == [.character("c")], "overlong NUL")
        #expect(decode([0xE0, 0x80, 0x80, 0x64]) == [.character("d")], "overlong")
        #expect(decode([0xED, 0xA0, 0x80, 0x65]) == [.character("e")], "a surrogate")
        #expect(decode([0xE6, 0x97, 0x66]) == [.character("f")], "a character cut short")
        #expect(decode([0xE6, 0x97, 0x1B, 0x5B, 0x41]) == [.up], "cut short by a sequence")
        #expect(
            decode([0xC2, 0x9B, 0x32, 0x4A]) == [.character("2"), .character("J")],
            "8-bit CSI is not a sequence")
    }
}
